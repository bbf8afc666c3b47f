import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
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

/** Hosts the toasts (Radix: announced politely, swipe and Escape to dismiss, F8 to focus). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  const show = useCallback((options: ToastOptions) => {
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
        <RadixToast.Viewport className="toast-viewport" />
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
