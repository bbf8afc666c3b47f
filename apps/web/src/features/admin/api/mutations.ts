import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callFunction, reauthenticateWithGoogle, reauthenticateWithPassword } from '@fraudshield/firebase-client';
import type { CallableRequest, CallableResponse, WeekView } from '@fraudshield/domain';
import { callableMutationKey } from '../../../lib/server-state/queries';
import { useUid } from '../../../lib/server-state/queries';
import { invalidate, writeQuery } from '../../../lib/server-state/writers';
import { seasonPlanQueryOptions } from './queries';

/**
 * A settled or opened week changes the week, reports, profile, tables, wallets and the stats.
 * They refetch in the background: the admin sees the server's answer at once, not after four reads.
 */
function afterSeasonChange(client: QueryClient, uid: string | null): void {
  void invalidate(
    client,
    uid,
    'week_getCurrent',
    'week_getReport',
    'user_getProfile',
    'leaderboard_getPage',
    'user_getBalance',
    'admin_getStats',
  );
}

export function useOpenWeek() {
  const uid = useUid();
  const client = useQueryClient();
  return useMutation({
    mutationKey: callableMutationKey(uid, 'admin', 'admin_openWeek'),
    mutationFn: (input: CallableRequest<'admin_openWeek'>) => callFunction('admin_openWeek', input),
    onSuccess: () => afterSeasonChange(client, uid),
  });
}

/** Most calls one click makes before it hands back (each waits up to 45 s on the server). */
export const MAX_SETTLE_SLICES = 50;

/**
 * Settles a week: the server starts the fan-out (one task per shard) and waits up to 45 s for it;
 * a large season answers 'locked' while it carries on in the background, so keep calling (each
 * call also restarts stalled shards) until it says 'settled'. Running it again for a settled
 * week is refused, never double-counted.
 */
export async function settleWeekFully(weekId: string): Promise<CallableResponse<'admin_settleWeek'>> {
  let result = await callFunction('admin_settleWeek', { weekId });
  for (let i = 1; result.status !== 'settled' && i < MAX_SETTLE_SLICES; i += 1) {
    result = await callFunction('admin_settleWeek', { weekId });
  }
  return result;
}

export function useSettleWeek() {
  const uid = useUid();
  const client = useQueryClient();
  return useMutation({
    mutationKey: callableMutationKey(uid, 'admin', 'admin_settleWeek'),
    // The whole week goes in, so the outcome can name it after the week has moved on.
    mutationFn: (week: Pick<WeekView, 'id' | 'number'>) => settleWeekFully(week.id),
    onSettled: () => afterSeasonChange(client, uid),
  });
}

/** How the admin confirms who they are just before a role change: the server wants a sign-in at most 5 minutes old. */
export type RoleReauthentication = { method: 'password'; password: string } | { method: 'google' };

/** Re-authenticates (password or Google popup), then grants or revokes admin; the audit log refreshes. */
export function useSetRole() {
  const uid = useUid();
  const client = useQueryClient();
  return useMutation({
    mutationKey: callableMutationKey(uid, 'admin', 'admin_setRole'),
    mutationFn: async (input: { email: string; grant: boolean; reauth: RoleReauthentication }) => {
      if (input.reauth.method === 'password') await reauthenticateWithPassword(input.reauth.password);
      else await reauthenticateWithGoogle();
      return callFunction('admin_setRole', { email: input.email, role: 'admin', grant: input.grant });
    },
    onSettled: () => void invalidate(client, uid, 'admin_getAudit'),
  });
}

/** Replaces the season plan; the saved plan and the audit log refresh. */
export function useSetSeasonPlan() {
  const uid = useUid();
  const client = useQueryClient();
  return useMutation({
    mutationKey: callableMutationKey(uid, 'admin', 'admin_setSeasonPlan'),
    mutationFn: (input: CallableRequest<'admin_setSeasonPlan'>) => callFunction('admin_setSeasonPlan', input),
    onSuccess: (plan) => {
      writeQuery(client, seasonPlanQueryOptions(uid), plan);
      void invalidate(client, uid, 'admin_getAudit');
    },
  });
}
