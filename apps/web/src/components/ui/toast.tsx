import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds; errors stay longer by default. */
  duration?: number;
}

export interface ToastItem extends Required<Pick<ToastOptions, 'title' | 'tone'>> {
  id: number;
  description?: string;
  duration: number;
  open: boolean;
}

export interface ToastApi {
  show(options: ToastOptions): void;
}

const ToastContext = createContext<ToastApi | null>(null);

let nextId = 1;

export type ToastEdge = 'top' | 'bottom';

/** What a toasts' view draws: the Radix view (toast-view.tsx) and the plain fallback below take the same. */
export interface ToastViewProps {
  toasts: readonly ToastItem[];
  edge: ToastEdge;
  onClose: (id: number) => void;
}

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

type ToastViewComponent = (typeof import('./toast-view'))['default'];

let loadedView: ToastViewComponent | null = null;
let loadingView: Promise<ToastViewComponent> | null = null;

/**
 * The toasts' view (Radix) is a chunk of its own, fetched with the first toast: most visits show
 * none, and evaluating Radix's toast with the data layer was about 60 ms of a phone's start-up
 * (4× CPU) on every signed-in page. A failed fetch is tried again by the next toast.
 */
export function loadToastView(): Promise<ToastViewComponent> {
  loadingView ??= import('./toast-view').then((m) => (loadedView = m.default));
  loadingView.catch(() => {
    loadingView = null;
  });
  return loadingView;
}

/**
 * Hosts the toasts. The state (which toasts, which edge) lives here, so a toast shown before its
 * view has loaded waits in the list and shows as soon as it has (Radix, toast-view.tsx: announced
 * politely, swipe and Escape to dismiss, F8 to focus). Until a toast is shown, nothing of Radix
 * is fetched or run.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [edge, setEdge] = useState<ToastEdge>('bottom');
  const [View, setView] = useState<ToastViewComponent | null>(() => loadedView);
  // The view's chunk did not load (offline before the service worker holds it): a plain list.
  const [viewFailed, setViewFailed] = useState(false);
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
    if (!loadedView)
      loadToastView().then(
        (view) => {
          setViewFailed(false);
          setView(() => view);
        },
        () => setViewFailed(true),
      );
  }, []);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  const close = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {View ? (
        <View toasts={toasts} edge={edge} onClose={close} />
      ) : viewFailed ? (
        <PlainToasts toasts={toasts} edge={edge} onClose={close} />
      ) : null}
    </ToastContext.Provider>
  );
}

/** The toasts without Radix, when its chunk could not be fetched: announced, timed, dismissable. */
function PlainToasts({ toasts, edge, onClose }: ToastViewProps) {
  return (
    <ol className={`toast-viewport toast-viewport-${edge}`} data-edge={edge} aria-label="Notifications">
      {toasts.map((toast) => (
        <PlainToast key={toast.id} toast={toast} onClose={onClose} />
      ))}
    </ol>
  );
}

function PlainToast({ toast, onClose }: { toast: ToastItem; onClose: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onClose(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.duration, onClose]);
  return (
    <li className={`toast toast-${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'} data-testid="toast">
      <div>
        <p className="toast-title">{toast.title}</p>
        {toast.description ? <p className="toast-description">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-label="Dismiss notification"
        onClick={() => onClose(toast.id)}
      >
        ×
      </button>
    </li>
  );
}

/** Show a toast: `useToast().show({ title: 'Bought', tone: 'success' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a ToastProvider');
  return api;
}
