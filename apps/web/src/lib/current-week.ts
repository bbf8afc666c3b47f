import { callableQuery } from './server-state/queries';

/** The season's current week (its status, deadlines, ownership): several features read it. */
export function currentWeekQueryOptions(uid: string | null) {
  return callableQuery('week_getCurrent', uid);
}
