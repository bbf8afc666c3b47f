import { callableQuery } from '../../../lib/server-state/queries';

/** One page of one cup round; nothing given: the latest round, the caller's own page of it. */
export function cupQueryOptions(uid: string | null, at: { round: number; page: number } | null) {
  return callableQuery('cup_get', uid, at);
}
