import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ClientAppError } from '@fraudshield/firebase-client';
import type { CallableName, DomainErrorCode } from '@fraudshield/domain';
import { createTestQueryClient } from './query-wrapper';
import { UidProvider } from '../lib/server-state/queries';

/**
 * Test helpers for the game screens: a fresh QueryClient, a memory router, the player (useUid), and a
 * callFunction fake that answers by callable name. Each test file mocks
 * '@fraudshield/firebase-client' (callableClientMock in ./firebase-client-mock) and the auth hook itself.
 */

// The screens render a lot and the test machine is shared: give findBy/waitFor more than 1 s.
configure({ asyncUtilTimeout: 5000 });

export type Handler = (payload: unknown) => unknown;
export type Handlers = Partial<Record<CallableName, Handler>>;

/** A fake callFunction: each name's handler answers (may throw/reject); unknown names never settle. */
export function fakeCalls(handlers: Handlers) {
  return async (name: string, payload?: unknown): Promise<unknown> => {
    const handler = handlers[name as CallableName];
    if (!handler) return new Promise(() => undefined);
    return handler(payload);
  };
}

/** A refusal as callFunction throws it: the client's AppError with its code and reason. */
export function refusal(code: ClientAppError['code'], reason?: DomainErrorCode) {
  return new ClientAppError(code, reason);
}

/** A promise that never settles (a request still in flight). */
export const never = () => new Promise<never>(() => undefined);

export function renderGamePage(
  ui: ReactElement,
  options: { uid?: string | null; path?: string; client?: QueryClient } = {},
) {
  const client = options.client ?? createTestQueryClient();
  const uid = options.uid === undefined ? 'uid-1' : options.uid;
  const path = options.path ?? '/';
  const router = createMemoryRouter([{ path: '*', element: <UidProvider uid={uid}>{ui}</UidProvider> }], {
    initialEntries: [path],
  });
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, client, router };
}

/** What useAuth returns for a signed-in, verified player. */
export function authFor(uid: string, roles: string[] = []) {
  return {
    user: { uid, email: `${uid}@example.test`, displayName: 'Ada', emailVerified: true },
    roles,
    hasRole: (role: string) => roles.includes(role),
  };
}
