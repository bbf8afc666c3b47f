import type { CSSProperties, ReactNode } from 'react';
import { CircleAlert, Inbox } from 'lucide-react';
import { Button } from './button';

export interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  icon?: ReactNode;
  /** A call to action, e.g. a link to the shop. */
  action?: ReactNode;
}

export function EmptyState({ title, children, icon, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      {icon ?? <Inbox size={32} aria-hidden="true" />}
      <h3>{title}</h3>
      {children ? <div>{children}</div> : null}
      {action ? (
        <div className="button-row" style={{ justifyContent: 'center' }}>
          {action}
        </div>
      ) : null}
    </div>
  );
}

export interface ErrorStateProps {
  title?: ReactNode;
  /** The message to show (from messageFor(code), never a raw error message). */
  message: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}

export function ErrorState({ title = 'Something went wrong', message, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <div className="error-state" role="alert">
      <h2>
        <CircleAlert size={20} aria-hidden="true" />
        {title}
      </h2>
      <p>{message}</p>
      {onRetry ? (
        <Button onClick={onRetry} busy={retrying} busyLabel="Retrying…">
          Try again
        </Button>
      ) : null}
    </div>
  );
}

/** Grey placeholder lines while content loads; hidden from assistive technology. */
export function Skeleton({
  lines = 3,
  label = 'Loading…',
  minHeight,
}: {
  lines?: number;
  label?: string;
  minHeight?: CSSProperties['minHeight'];
}) {
  return (
    <div role="status" aria-live="polite" style={minHeight === undefined ? undefined : { minHeight }}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton" aria-hidden="true" style={{ width: `${100 - ((i * 17) % 40)}%` }} />
      ))}
    </div>
  );
}
