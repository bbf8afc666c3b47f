import { callableQuery } from '../../../lib/server-state/queries';

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

/** One page of a team league's members (owners only), by keyset cursor. */
export function teamMembersQueryOptions(uid: string | null, leagueId: string, cursor: string | null) {
  return callableQuery('league_getMembers', uid, cursor ? { leagueId, cursor } : { leagueId });
}

/** A page of the league of teams (public figures only), by keyset cursor. */
export function teamsTableQueryOptions(uid: string | null, cursor: string | null) {
  return callableQuery('league_teamsTable', uid, cursor ? { cursor } : null);
}
