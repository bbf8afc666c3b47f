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

/**
 * The forecasts published ahead, as players see them in their Plan (squad_getPlan: an admin is a
 * player too): the "Open week" form starts from the next week's.
 */
export function publishedForecastsQueryOptions(uid: string | null) {
  return callableQuery('squad_getPlan', uid);
}
