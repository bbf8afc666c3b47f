import { callableQuery } from '../../../lib/server-state/queries';

/** An H2H league's table and the caller's fixture; without a league, the caller's first H2H league (Home's card). */
export function h2hQueryOptions(uid: string | null, leagueId?: string) {
  return callableQuery('h2h_get', uid, leagueId ? { leagueId } : null);
}
