import { skipToken } from '@tanstack/react-query';
import { callableQuery } from '../../../lib/server-state/queries';

/** A settled week's match report: it never changes once written (the factory keeps it fresh for good). */
export function reportQueryOptions(uid: string | null, weekId: string | null) {
  return callableQuery('week_getReport', uid, weekId ? { weekId } : skipToken);
}
