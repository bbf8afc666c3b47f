import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { CallableRequest, LeagueKind, LeagueSummary } from '@fraudshield/domain';
import { invalidate } from '../../../lib/server-state/writers';
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
      invalidate(client, uid, 'leaderboard_getPage');
      await client.invalidateQueries({ queryKey: leaguesKeys.mine(uid) });
    },
  });
}

export function useCreateLeague(uid: string | null) {
  return useLeagueMutation(uid, 'create', ({ name, kind }: { name: string; kind: LeagueKind }) =>
    callFunction('league_create', kind === 'team' ? { name, kind } : { name }),
  );
}

export function useJoinLeague(uid: string | null) {
  return useLeagueMutation(uid, 'join', ({ code, shareProgress }: { code: string; shareProgress?: boolean }) =>
    callFunction('league_join', shareProgress === undefined ? { code } : { code, shareProgress }),
  );
}

/** What an invite link shows before joining: the league's name, kind and size. */
export function leaguePreviewQueryOptions(uid: string | null, code: string) {
  return queryOptions({
    queryKey: leaguesKeys.preview(uid, code),
    queryFn: uid ? () => callFunction('league_preview', { code }) : skipToken,
    // A wrong code is not worth retrying (each lookup spends the code-guessing limit).
    retry: false,
  });
}

export function teamDashboardQueryOptions(uid: string | null, leagueId: string) {
  return queryOptions({
    queryKey: leaguesKeys.dashboard(uid, leagueId),
    queryFn: uid ? () => callFunction('league_getDashboard', { leagueId }) : skipToken,
    retry: false,
  });
}

export function teamMembersQueryOptions(uid: string | null, leagueId: string, cursor: string | null) {
  return queryOptions({
    queryKey: leaguesKeys.members(uid, leagueId, cursor),
    queryFn: uid ? () => callFunction('league_getMembers', cursor ? { leagueId, cursor } : { leagueId }) : skipToken,
    retry: false,
  });
}

/** An owner's change: the dashboard, the member list and the list of leagues refresh. */
export function useManageLeague(uid: string | null, leagueId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['u', uid, 'leagues', 'manage', leagueId],
    mutationFn: (input: CallableRequest<'league_manage'>) => callFunction('league_manage', input),
    onSuccess: async () => {
      void client.invalidateQueries({ queryKey: leaguesKeys.team(uid, leagueId) });
      await client.invalidateQueries({ queryKey: leaguesKeys.mine(uid) });
    },
  });
}

export function useSetSharing(uid: string | null) {
  return useLeagueMutation(uid, 'share', ({ leagueId, shareProgress }: { leagueId: string; shareProgress: boolean }) =>
    callFunction('league_setSharing', { leagueId, shareProgress }),
  );
}

export function useLeaveLeague(uid: string | null) {
  return useLeagueMutation(uid, 'leave', (leagueId: string) => callFunction('league_leave', { leagueId }));
}
