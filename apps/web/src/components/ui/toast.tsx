import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds; errors stay longer by default. */
  duration?: number;
}

interface ToastItem extends Required<Pick<ToastOptions, 'title' | 'tone'>> {
  id: number;
  description?: string;
  duration: number;
  open: boolean;
}

export interface ToastApi {
  show(options: ToastOptions): void;
}

const ToastContext = createContext<ToastApi | null>(null);

const ICON = { success: CircleCheck, error: CircleAlert, info: Info } as const;

let nextId = 1;

export type ToastEdge = 'top' | 'bottom';

/**
 * Where toasts go so that they never cover the control they report on: the control
 * the player last touched or focused, when it is in the lower half of the screen, sends them to
 * the top edge; otherwise they stay at the bottom. A toast is shorter than half a phone's screen.
 */
export function edgeAwayFrom(control: Element | null, viewportHeight: number): ToastEdge {
  if (!control || !control.isConnected) return 'bottom';
  const r = control.getBoundingClientRect();
  return r.top + r.height / 2 > viewportHeight / 2 ? 'top' : 'bottom';
}

/** Hosts the toasts (Radix: announced politely, swipe and Escape to dismiss, F8 to focus). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [edge, setEdge] = useState<ToastEdge>('bottom');
  // The control the player last touched or focused: the one a toast reports on.
  const lastControl = useRef<Element | null>(null);
  useEffect(() => {
    const note = (event: Event) => {
      if (event.target instanceof Element && !event.target.closest('.toast-viewport'))
        lastControl.current = event.target;
    };
    document.addEventListener('pointerdown', note, true);
    document.addEventListener('focusin', note, true);
    return () => {
      document.removeEventListener('pointerdown', note, true);
      document.removeEventListener('focusin', note, true);
    };
  }, []);

  const show = useCallback((options: ToastOptions) => {
    setEdge(edgeAwayFrom(lastControl.current, window.innerHeight));
    const tone = options.tone ?? 'info';
    const item: ToastItem = {
      id: nextId++,
      title: options.title,
      description: options.description,
      tone,
      duration: options.duration ?? (tone === 'error' ? 8000 : 5000),
      open: true,
    };
    setToasts((list) => [...list.slice(-3), item]);
  }, []);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  const close = (id: number) => setToasts((list) => list.filter((t) => t.id !== id));

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider swipeDirection="right" label="Notifications">
        {children}
        {toasts.map((toast) => {
          const Icon = ICON[toast.tone];
          return (
            <RadixToast.Root
              key={toast.id}
              className={`toast toast-${toast.tone}`}
              duration={toast.duration}
              type={toast.tone === 'error' ? 'foreground' : 'background'}
              onOpenChange={(open) => {
                if (!open) close(toast.id);
              }}
              data-testid="toast"
            >
              <Icon size={20} aria-hidden="true" />
              <div>
                <RadixToast.Title className="toast-title">{toast.title}</RadixToast.Title>
                {toast.description ? (
                  <RadixToast.Description className="toast-description">{toast.description}</RadixToast.Description>
                ) : null}
              </div>
              <RadixToast.Close className="btn btn-ghost btn-sm" aria-label="Dismiss notification">
                <X size={16} aria-hidden="true" />
              </RadixToast.Close>
            </RadixToast.Root>
          );
        })}
        <RadixToast.Viewport className={`toast-viewport toast-viewport-${edge}`} data-edge={edge} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** Show a toast: `useToast().show({ title: 'Bought', tone: 'success' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a ToastProvider');
  return api;
}
