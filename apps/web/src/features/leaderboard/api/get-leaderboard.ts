import { infiniteQueryOptions, skipToken } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import { LEADERBOARD_TOP, type LeaderboardPage } from '@fraudshield/domain';
import { leaderboardKeys } from '../../../lib/query-keys';

export function fetchLeaderboardPage(
  leagueId: string | null,
  cursor: string | null,
  limit = LEADERBOARD_TOP,
): Promise<LeaderboardPage> {
  return callFunction('leaderboard_getPage', {
    ...(leagueId ? { leagueId } : {}),
    ...(cursor ? { cursor } : {}),
    limit,
  });
}

/** A table page by page (keyset cursor): the first page is the top of the table plus "me". */
export function leaderboardQueryOptions(uid: string | null, leagueId: string | null) {
  return infiniteQueryOptions({
    queryKey: leaderboardKeys.table(uid, leagueId),
    queryFn: uid
      ? ({ pageParam }: { pageParam: string | null }) => fetchLeaderboardPage(leagueId, pageParam)
      : skipToken,
    initialPageParam: null as string | null,
    getNextPageParam: (last: LeaderboardPage) => last.nextCursor,
  });
}
