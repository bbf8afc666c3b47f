import { useLayoutEffect, useRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  children?: ReactNode;
}

/** A modal dialog (Radix: focus trap, Escape, focus return, aria wiring). */
export function Dialog({ open, onOpenChange, title, description, footer, children }: DialogProps) {
  // Opened from any button (no Radix Trigger): remember what had focus and give it back on close.
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) returnTo.current = document.activeElement;
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className="dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnTo.current?.focus();
            returnTo.current = null;
          }}
        >
          <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="dialog-description">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
          )}
          {children}
          {footer ? <div className="dialog-footer">{footer}</div> : null}
          <RadixDialog.Close className="btn btn-ghost btn-sm dialog-close" aria-label="Close">
            <X size={18} aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
