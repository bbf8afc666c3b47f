import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { LeagueSummary } from '@fraudshield/domain';
import { leaderboardKeys } from '../../../lib/query-keys';
import { leaguesKeys } from './leagues-keys';

export function myLeaguesQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: leaguesKeys.mine(uid),
    queryFn: uid ? (): Promise<LeagueSummary[]> => callFunction('league_getMine') : skipToken,
  });
}

/** League changes refresh the list of leagues and every table (member counts and ranks move). */
function useLeagueMutation<I, R>(uid: string | null, name: string, fn: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['u', uid, 'leagues', name],
    mutationFn: fn,
    onSuccess: async () => {
      // Tables refresh in the background; the button waits only for the list of leagues.
      void client.invalidateQueries({ queryKey: leaderboardKeys.all(uid) });
      await client.invalidateQueries({ queryKey: leaguesKeys.mine(uid) });
    },
  });
}

export function useCreateLeague(uid: string | null) {
  return useLeagueMutation(uid, 'create', (name: string) => callFunction('league_create', { name }));
}

export function useJoinLeague(uid: string | null) {
  return useLeagueMutation(uid, 'join', (code: string) => callFunction('league_join', { code }));
}

export function useLeaveLeague(uid: string | null) {
  return useLeagueMutation(uid, 'leave', (leagueId: string) => callFunction('league_leave', { leagueId }));
}
