/** Query keys of the tables: they carry the player's own rank, so they are user data. */
export const leaderboardKeys = {
  all: (uid: string | null) => ['u', uid, 'leaderboard'] as const,
  /** One table: the season's (leagueId null) or a league's. */
  table: (uid: string | null, leagueId: string | null) => ['u', uid, 'leaderboard', leagueId ?? 'global'] as const,
};
