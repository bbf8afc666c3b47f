import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../../components/ui/toast';
import { registerQueryClient } from '../../lib/server-state/user-data';
import { UidProvider } from '../../lib/server-state/queries';
import { createQueryClient } from './query-client';

export { HeaderBalance, MainNavLinks } from '../main-nav';
export { TabBar } from '../tab-bar';
// Here, not in the entry: the first-load budget of the public pages has no room for it, and the
// signed-in navigation it serves (the tab bar, the header's links) comes with this layer too.
export { ScrollMemory } from '../scroll-memory';

/**
 * The data layer: React Query (one client for the whole visit, so the wallet and defense lists
 * stay cached by uid across pages), the player whose data they read (useUid), the toasts and the signed-in header (main-nav.tsx). A lazy chunk (data-scope.tsx):
 * public pages paint without it.
 */
export const queryClient = createQueryClient();
registerQueryClient(queryClient);

export function DataProviders({
  uid,
  toasts = false,
  children,
}: {
  uid: string | null;
  toasts?: boolean;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <UidProvider uid={uid}>{toasts ? <ToastProvider>{children}</ToastProvider> : children}</UidProvider>
    </QueryClientProvider>
  );
}
