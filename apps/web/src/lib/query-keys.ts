/**
 * The query keys several features read, write or invalidate: the wallet, the player's
 * defenses, the season (weeks, reports, profile) and the tables. User data, so always under
 * ['u', uid] and dropped on sign-out. A key only one feature uses stays in that feature's api/.
 */
export const walletKeys = {
  all: (uid: string | null) => ['u', uid, 'wallet'] as const,
};

export const defensesKeys = {
  all: (uid: string | null) => ['u', uid, 'defenses'] as const,
};

/**
 * The season: weeks, the player's match reports and points per week. The callables need a
 * signed-in player and the reports are the player's own.
 */
export const weekKeys = {
  all: (uid: string | null) => ['u', uid, 'week'] as const,
  current: (uid: string | null) => ['u', uid, 'week', 'current'] as const,
  report: (uid: string | null, weekId: string) => ['u', uid, 'week', 'report', weekId] as const,
  profile: (uid: string | null) => ['u', uid, 'week', 'profile'] as const,
};

/** The tables carry the player's own rank, so they are user data. */
export const leaderboardKeys = {
  all: (uid: string | null) => ['u', uid, 'leaderboard'] as const,
  /** One table: the season's (leagueId null) or a league's. */
  table: (uid: string | null, leagueId: string | null) => ['u', uid, 'leaderboard', leagueId ?? 'global'] as const,
};
