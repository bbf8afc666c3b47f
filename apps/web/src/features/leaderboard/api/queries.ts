import { LEADERBOARD_TOP } from '@fraudshield/domain';
import { callableInfiniteQuery } from '../../../lib/server-state/queries';

/** A table page by page (keyset cursor): the first page is the top of the table plus "me". */
export function leaderboardQueryOptions(uid: string | null, leagueId: string | null) {
  return callableInfiniteQuery('leaderboard_getPage', uid, {
    ...(leagueId ? { leagueId } : {}),
    limit: LEADERBOARD_TOP,
  });
}
