import { callableInfiniteQuery, callableQuery } from '../../../lib/server-state/queries';

/** The caller's mini-leagues and team leagues. */
export function myLeaguesQueryOptions(uid: string | null) {
  return callableQuery('league_getMine', uid);
}

/** What an invite link shows before joining: the league's name, kind and size (never retried). */
export function leaguePreviewQueryOptions(uid: string | null, code: string) {
  return callableQuery('league_preview', uid, { code });
}

/** A team league's owner dashboard: aggregates, never the member list. */
export function teamDashboardQueryOptions(uid: string | null, leagueId: string) {
  return callableQuery('league_getDashboard', uid, { leagueId });
}

/** A team league's members (owners only), page by page (keyset cursors, one infinite query). */
export function teamMembersQueryOptions(uid: string | null, leagueId: string) {
  return callableInfiniteQuery('league_getMembers', uid, { leagueId });
}

/** The league of teams (public figures only), page by page (keyset cursors, one infinite query). */
export function teamsTableQueryOptions(uid: string | null) {
  return callableInfiniteQuery('league_teamsTable', uid, {});
}
