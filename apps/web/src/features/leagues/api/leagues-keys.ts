/** Query keys of the player's mini-leagues and team leagues. */
export const leaguesKeys = {
  mine: (uid: string | null) => ['u', uid, 'leagues'] as const,
  preview: (uid: string | null, code: string) => ['u', uid, 'league-preview', code] as const,
  /** Everything about one team league an owner reads (dashboard and member pages). */
  team: (uid: string | null, leagueId: string) => ['u', uid, 'team-league', leagueId] as const,
  dashboard: (uid: string | null, leagueId: string) => ['u', uid, 'team-league', leagueId, 'dashboard'] as const,
  members: (uid: string | null, leagueId: string, cursor: string | null) =>
    ['u', uid, 'team-league', leagueId, 'members', cursor] as const,
  /** A page of the league of teams. */
  teamsTable: (uid: string | null, cursor: string | null) => ['u', uid, 'teams-table', cursor] as const,
};
