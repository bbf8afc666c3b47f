import { callableQuery } from '../../../lib/server-state/queries';

/** The player's drill of the current week (public case parts and their answers). */
export function drillQueryOptions(uid: string | null) {
  return callableQuery('drill_get', uid);
}

/** Today's daily case, the streak and today's reward. */
export function dailyQueryOptions(uid: string | null) {
  return callableQuery('daily_get', uid);
}
