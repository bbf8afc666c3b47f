import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { ToastViewProps } from './toast';

const ICON = { success: CircleCheck, error: CircleAlert, info: Info } as const;

/**
 * The toasts on screen (Radix: announced politely, swipe and Escape to dismiss, F8 to focus). A
 * chunk of its own, fetched with the first toast (toast.tsx): evaluating Radix's toast and its
 * primitives was about 60 ms of a phone's start-up on every signed-in page, for a toast that
 * most visits never show.
 */
export default function ToastView({ toasts, edge, onClose }: ToastViewProps) {
  return (
    <RadixToast.Provider swipeDirection="right" label="Notifications">
      {toasts.map((toast) => {
        const Icon = ICON[toast.tone];
        return (
          <RadixToast.Root
            key={toast.id}
            className={`toast toast-${toast.tone}`}
            duration={toast.duration}
            type={toast.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) onClose(toast.id);
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
  );
}
