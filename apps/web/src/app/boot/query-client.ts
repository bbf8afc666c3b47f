import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Connection problems are handled by the connection monitor (back-off probes), and the
        // hooks decide what a failure shows: no blind retries here.
        retry: false,
        staleTime: 30_000,
      },
    },
  });
}
