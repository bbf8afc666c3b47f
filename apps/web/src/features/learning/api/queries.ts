import { callableQuery } from '../../../lib/server-state/queries';

/** The caller's learning report. Fresh on every visit (answers elsewhere move it), cached for the match report's notes. */
export function learningReportQueryOptions(uid: string | null) {
  return callableQuery('learning_getReport', uid);
}

/** The caller's open check (placement or delayed), its cases as their public half. */
export function checkQueryOptions(uid: string | null) {
  return callableQuery('learning_getCheck', uid);
}
