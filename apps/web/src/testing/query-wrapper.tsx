import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UidProvider } from '../lib/server-state/queries';

/** A fresh QueryClient per test (no retries, nothing shared between tests). */
export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** The query client and the signed-in player (useUid) the screens read, as the data layer provides them. */
export function withQueryClient(client = createTestQueryClient(), uid: string | null = 'uid-1') {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <UidProvider uid={uid}>{children}</UidProvider>
      </QueryClientProvider>
    );
  };
}
