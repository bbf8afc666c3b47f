import type { ReactNode } from 'react';
import { Loading } from './loading';

/**
 * A part of a page that depends on who is signed in. While `pending` (the auth state is still
 * initializing) it shows Loading… in its place and keeps its children laid out but invisible
 * (`visibility: hidden`: not seen, not focusable, not in the accessibility tree), so nothing
 * moves when they appear. This is what the prerendered public pages show before hydration.
 */
export function Pending({
  pending,
  className,
  children,
}: {
  pending: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `pending-slot ${className}` : 'pending-slot'} data-pending={pending ? '' : undefined}>
      {pending ? <Loading /> : null}
      {children}
    </div>
  );
}
