import { callableQuery } from '../../../lib/server-state/queries';

export function adminStatsQueryOptions(uid: string | null) {
  return callableQuery('admin_getStats', uid);
}

/** The latest admin role changes (who, whom, what, when), newest first. */
export function adminAuditQueryOptions(uid: string | null) {
  return callableQuery('admin_getAudit', uid, {});
}

/** The weeks planned ahead (forecasts and deadlines), and the number the next week opens as. */
export function seasonPlanQueryOptions(uid: string | null) {
  return callableQuery('admin_getSeasonPlan', uid);
}
