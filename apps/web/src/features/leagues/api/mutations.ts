import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { CallableName, CallableRequest, LeagueKind } from '@fraudshield/domain';
import { callableMutationKey, useUid } from '../../../lib/server-state/queries';
import { invalidate } from '../../../lib/server-state/writers';

/** League changes refresh the list of leagues and every table (member counts and ranks move). */
function useLeagueMutation<I, R>(name: CallableName, fn: (input: I) => Promise<R>) {
  const uid = useUid();
  const client = useQueryClient();
  return useMutation({
    mutationKey: callableMutationKey(uid, 'leagues', name),
    mutationFn: fn,
    onSuccess: async () => {
      // Tables refresh in the background; the button waits only for the list of leagues.
      void invalidate(client, uid, 'leaderboard_getPage');
      await invalidate(client, uid, 'league_getMine');
    },
  });
}

export function useCreateLeague() {
  return useLeagueMutation('league_create', ({ name, kind }: { name: string; kind: LeagueKind }) =>
    callFunction('league_create', kind === 'team' ? { name, kind } : { name }),
  );
}

export function useJoinLeague() {
  return useLeagueMutation('league_join', ({ code, shareProgress }: { code: string; shareProgress?: boolean }) =>
    callFunction('league_join', shareProgress === undefined ? { code } : { code, shareProgress }),
  );
}

export function useSetSharing() {
  return useLeagueMutation(
    'league_setSharing',
    ({ leagueId, shareProgress }: { leagueId: string; shareProgress: boolean }) =>
      callFunction('league_setSharing', { leagueId, shareProgress }),
  );
}

export function useLeaveLeague() {
  return useLeagueMutation('league_leave', (leagueId: string) => callFunction('league_leave', { leagueId }));
}

/** An owner's change: the dashboard, the member list and the list of leagues refresh. */
export function useManageLeague(leagueId: string) {
  const uid = useUid();
  const client = useQueryClient();
  return useMutation({
    mutationKey: callableMutationKey(uid, 'leagues', 'league_manage', leagueId),
    mutationFn: (input: CallableRequest<'league_manage'>) => callFunction('league_manage', input),
    onSuccess: async () => {
      // Entering, withdrawing and renaming show in the league of teams.
      void invalidate(client, uid, 'league_getDashboard', 'league_getMembers', 'league_teamsTable');
      await invalidate(client, uid, 'league_getMine');
    },
  });
}

/** A member answers an owner's invitation to co-own a team league; accepting opens its dashboard. */
export function useAnswerCoOwner() {
  const uid = useUid();
  const client = useQueryClient();
  return useMutation({
    mutationKey: callableMutationKey(uid, 'leagues', 'league_answerCoOwner'),
    mutationFn: (input: CallableRequest<'league_answerCoOwner'>) => callFunction('league_answerCoOwner', input),
    onSuccess: async () => {
      void invalidate(client, uid, 'league_getDashboard', 'league_getMembers');
      await invalidate(client, uid, 'league_getMine');
    },
  });
}
