import { queryOptions, skipToken } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { MatchReportView } from '@fraudshield/domain';
import { weekKeys } from '../../../lib/query-keys';

/** A settled week's match report: it never changes once written. */
export function reportQueryOptions(uid: string | null, weekId: string | null) {
  return queryOptions({
    queryKey: weekKeys.report(uid, weekId ?? ''),
    queryFn: uid && weekId ? (): Promise<MatchReportView> => callFunction('week_getReport', { weekId }) : skipToken,
    staleTime: Infinity,
  });
}
