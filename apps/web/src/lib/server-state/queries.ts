import { createContext, createElement, useContext, type ReactNode } from 'react';
import { infiniteQueryOptions, queryOptions, skipToken, useIsMutating, type SkipToken } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { CallableName, CallableRequest, CallableResponse } from '@fraudshield/domain';

/**
 * The one place a query's options are built: every cached read is a callable of the contract
 * (libs/domain contracts/callables.ts), and its key, fetcher and stale time follow from the
 * callable's name and payload. A feature's api/queries.ts names the callable; it never writes a
 * key (lint: no `queryKey` literal outside this folder), so two screens reading the same data
 * share one cache entry and a writer can find it.
 *
 * Keys: ['u', uid, callable, payload?]. Everything a query reads is the signed-in player's own
 * view (their balance, their rank in a table, their answers), so it lives under ['u', uid] and
 * sign-out drops it in one call (user-data.ts); invalidating ['u', uid, callable] reaches every
 * payload of that callable (each week's report, each league's table).
 */

/** 'client' = the QueryClient's default (30 s in the app, 0 in unit tests). */
type StaleTime = number | 'client';

/**
 * The callables that read, with how long an answer stays fresh. A callable missing here cannot
 * be cached as a query (a mutation is never refetched by a focus or a mount).
 */
export const QUERY_CALLABLES = {
  user_getBalance: 'client',
  user_getDefenses: 'client',
  /** Rules v5's plan: moves with this player's buys, sales and chips (their mutations refresh it). */
  squad_getPlan: 'client',
  user_getProfile: 'client',
  week_getCurrent: 'client',
  /** A settled week's report never changes once written. */
  week_getReport: Infinity,
  leaderboard_getPage: 'client',
  /** A page's questions and pass state move only when this player submits (the mutation writes them). */
  quiz_get: 5 * 60_000,
  league_getMine: 'client',
  league_preview: 'client',
  league_getDashboard: 'client',
  league_getMembers: 'client',
  league_teamsTable: 'client',
  admin_getStats: 'client',
  admin_getAudit: 'client',
  admin_getSeasonPlan: 'client',
  /** Today's case and the week's drill change at a day or week boundary, or by this player's answers. */
  drill_get: 60_000,
  daily_get: 60_000,
  learning_getReport: 'client',
  learning_getCheck: 'client',
  h2h_get: 'client',
  cup_get: 'client',
} as const satisfies Partial<Record<CallableName, StaleTime>>;

export type QueryCallable = keyof typeof QUERY_CALLABLES;

/**
 * Reads that are never retried, whatever the client's default: a wrong invite code or a league
 * the caller may not see is an answer, and each league lookup spends the code-guessing limit.
 */
const NO_RETRY: ReadonlySet<QueryCallable> = new Set(['league_preview', 'league_getDashboard', 'league_getMembers']);

/** The payload argument: none for a callable without one; skipToken holds the query until it is known. */
export type QueryPayload<N extends QueryCallable> =
  CallableRequest<N> extends void ? [] : [CallableRequest<N> | SkipToken];

/** The root of every player's cached data. */
export const USER_ROOT = 'u';

/** The key of one callable's answer for one payload (or, without a payload, the prefix of all of them). */
export function callableKey<N extends QueryCallable>(uid: string | null, name: N, ...payload: [] | [unknown]) {
  const [input] = payload;
  return (
    input === undefined ? [USER_ROOT, uid, name] : [USER_ROOT, uid, name, input === skipToken ? null : input]
  ) as [typeof USER_ROOT, string | null, N, ...unknown[]];
}

function staleTimeOf(name: QueryCallable): { staleTime?: number; retry?: false } {
  const stale: StaleTime = QUERY_CALLABLES[name];
  return { ...(stale === 'client' ? {} : { staleTime: stale }), ...(NO_RETRY.has(name) ? { retry: false } : {}) };
}

/** Calls the callable with its payload, or with none for a callable that takes none. */
function fetcher<N extends QueryCallable>(name: N, payload: unknown): () => Promise<CallableResponse<N>> {
  const call = callFunction as (name: CallableName, ...payload: unknown[]) => Promise<CallableResponse<N>>;
  return payload === undefined ? () => call(name) : () => call(name, payload);
}

/**
 * The query of one callable for the signed-in player `uid`: held (skipToken) while nobody is
 * signed in or while the payload is skipToken.
 */
export function callableQuery<N extends QueryCallable>(name: N, uid: string | null, ...payload: QueryPayload<N>) {
  const [input] = payload as [unknown?];
  return queryOptions({
    queryKey: callableKey(uid, name, ...(payload as [] | [unknown])),
    queryFn: uid && input !== skipToken ? fetcher(name, input) : skipToken,
    ...staleTimeOf(name),
  });
}

/** The callables read page by page: their payload takes a `cursor`, their answer hands back `nextCursor`. */
type PagedCallable = {
  [N in QueryCallable]: CallableRequest<N> extends { cursor?: string }
    ? CallableResponse<N> extends { nextCursor: string | null }
      ? N
      : never
    : never;
}[QueryCallable];

/**
 * A paged callable as an infinite query: the first page without a cursor, each next page with
 * the cursor the last one handed back (keyset paging), one key for the whole list.
 */
export function callableInfiniteQuery<N extends PagedCallable>(
  name: N,
  uid: string | null,
  payload: Omit<CallableRequest<N>, 'cursor'> | SkipToken,
) {
  const call = callFunction as (name: CallableName, payload: unknown) => Promise<CallableResponse<N>>;
  return infiniteQueryOptions({
    queryKey: callableKey(uid, name, payload),
    queryFn:
      uid && payload !== skipToken
        ? ({ pageParam }: { pageParam: string | null }) =>
            call(name, pageParam ? { ...payload, cursor: pageParam } : payload)
        : skipToken,
    initialPageParam: null as string | null,
    getNextPageParam: (last: CallableResponse<N>) => last.nextCursor,
    ...staleTimeOf(name),
  });
}

/**
 * A mutation's key: ['u', uid, 'mutation', group, callable]. The group lets a screen ask "is any
 * change of this kind in flight?" (useIsMutatingGroup), e.g. one squad change at a time.
 */
export function callableMutationKey(uid: string | null, group: string, name: CallableName, ...parts: string[]) {
  return [USER_ROOT, uid, 'mutation', group, name, ...parts] as const;
}

/** The prefix of every mutation key of one group. */
export function mutationGroupKey(uid: string | null, group: string) {
  return [USER_ROOT, uid, 'mutation', group] as const;
}

/** True while any mutation of this group (callableMutationKey's group) of the signed-in player is in flight. */
export function useIsMutatingGroup(group: string): boolean {
  return useIsMutating({ mutationKey: mutationGroupKey(useUid(), group) }) > 0;
}

/**
 * The player whose data the queries read: the verified player's uid, or null (nobody signed in,
 * or not verified yet: the callables refuse them). The data layer provides it once
 * (app/boot/data-providers.tsx), so screens call useUid() instead of passing uid down. It lives
 * beside the factory so the two load as one chunk (each extra chunk lengthens the entry's preload map).
 */
const UidContext = createContext<string | null>(null);

export function UidProvider({ uid, children }: { uid: string | null; children: ReactNode }) {
  return createElement(UidContext.Provider, { value: uid }, children);
}

export function useUid(): string | null {
  return useContext(UidContext);
}
