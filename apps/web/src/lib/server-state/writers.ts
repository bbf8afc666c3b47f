import type { DataTag, QueryClient, QueryKey, Updater } from '@tanstack/react-query';
import type { PlayerDefense } from '@fraudshield/domain';
import { callableKey, callableQuery, type QueryCallable } from './queries';

/**
 * The shared cache writers: what a mutation's answer changes, written where the queries read it
 * (keys from queries.ts, never typed here or in a feature). A writer that has no player (nobody
 * signed in) does nothing.
 */

/** Writes (or updates) one query's cached answer: the screens reading it update at once. */
export function writeQuery<T>(
  client: QueryClient,
  query: { queryKey: DataTag<QueryKey, T, unknown> },
  update: Updater<T | undefined, T | undefined>,
): void {
  client.setQueryData<T>(query.queryKey, update);
}

/**
 * Marks every cached answer of these callables stale, for every payload: on-screen ones refetch.
 * The promise settles when those refetches have (await it to hold a button until the list is new).
 */
export function invalidate(client: QueryClient, uid: string | null, ...names: QueryCallable[]): Promise<void> {
  if (!uid) return Promise.resolve();
  // A read still in flight with no answer yet began before the write, and react-query would hand
  // it back instead of reading again (it cancels only reads that already have an answer): cancel
  // every read of these callables first, so the refetch starts after the write.
  return Promise.all(
    names.map(async (name) => {
      const queryKey = callableKey(uid, name);
      await client.cancelQueries({ queryKey });
      await client.invalidateQueries({ queryKey });
    }),
  ).then(() => undefined);
}

/** The balance a mutation answered with (a buy, a sale, a reward). */
export function writeBalance(client: QueryClient, uid: string | null, balance: number): void {
  if (uid) writeQuery(client, callableQuery('user_getBalance', uid), balance);
}

/** The squad a mutation answered with (a buy, a sale, a lineup). */
export function writeDefenses(client: QueryClient, uid: string | null, defenses: PlayerDefense[]): void {
  if (uid) writeQuery(client, callableQuery('user_getDefenses', uid), defenses);
}
