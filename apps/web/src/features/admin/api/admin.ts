import { queryOptions, skipToken, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callFunction, reauthenticateWithGoogle, reauthenticateWithPassword } from '@fraudshield/firebase-client';
import type {
  AdminAuditEntry,
  AdminStats,
  CallableRequest,
  CallableResponse,
  SeasonPlanView,
  WeekView,
} from '@fraudshield/domain';
import { walletKeys } from '../../../lib/query-keys';
import { weekKeys } from '../../../lib/query-keys';
import { leaderboardKeys } from '../../../lib/query-keys';
import { adminKeys } from './admin-keys';

export function adminStatsQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: adminKeys.stats(uid),
    queryFn: uid ? (): Promise<AdminStats> => callFunction('admin_getStats') : skipToken,
  });
}

/** The latest admin role changes (who, whom, what, when), newest first. */
export function adminAuditQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: adminKeys.audit(uid),
    queryFn: uid ? (): Promise<AdminAuditEntry[]> => callFunction('admin_getAudit', {}) : skipToken,
  });
}

/**
 * A settled or opened week changes the week, reports, tables, wallets and the stats. They
 * refetch in the background: the admin sees the server's answer at once, not after four reads.
 */
function afterSeasonChange(client: QueryClient, uid: string | null): void {
  for (const queryKey of [weekKeys.all(uid), leaderboardKeys.all(uid), walletKeys.all(uid), adminKeys.stats(uid)]) {
    void client.invalidateQueries({ queryKey });
  }
}

export function useOpenWeek(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['u', uid, 'admin', 'open-week'],
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

export function useSettleWeek(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['u', uid, 'admin', 'settle-week'],
    // The whole week goes in, so the outcome can name it after the week has moved on.
    mutationFn: (week: Pick<WeekView, 'id' | 'number'>) => settleWeekFully(week.id),
    onSettled: () => afterSeasonChange(client, uid),
  });
}

/** How the admin confirms who they are just before a role change: the server wants a sign-in at most 5 minutes old. */
export type RoleReauthentication = { method: 'password'; password: string } | { method: 'google' };

/** Re-authenticates (password or Google popup), then grants or revokes admin; the audit log refreshes. */
export function useSetRole(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['u', uid, 'admin', 'set-role'],
    mutationFn: async (input: { email: string; grant: boolean; reauth: RoleReauthentication }) => {
      if (input.reauth.method === 'password') await reauthenticateWithPassword(input.reauth.password);
      else await reauthenticateWithGoogle();
      return callFunction('admin_setRole', { email: input.email, role: 'admin', grant: input.grant });
    },
    onSettled: () => void client.invalidateQueries({ queryKey: adminKeys.audit(uid) }),
  });
}

/** The weeks planned ahead (forecasts and deadlines), and the number the next week opens as. */
export function seasonPlanQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: adminKeys.plan(uid),
    queryFn: uid ? (): Promise<SeasonPlanView> => callFunction('admin_getSeasonPlan') : skipToken,
  });
}

/** Replaces the season plan; the saved plan and the audit log refresh. */
export function useSetSeasonPlan(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['u', uid, 'admin', 'set-plan'],
    mutationFn: (input: CallableRequest<'admin_setSeasonPlan'>) => callFunction('admin_setSeasonPlan', input),
    onSuccess: (plan) => {
      client.setQueryData(adminKeys.plan(uid), plan);
      void client.invalidateQueries({ queryKey: adminKeys.audit(uid) });
    },
  });
}
