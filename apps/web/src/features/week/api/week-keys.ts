/**
 * Query keys of the season: weeks, the player's match reports and points per week. The
 * callables need a signed-in player and the reports are the player's own, so everything sits
 * under ['u', uid] and is dropped on sign-out.
 */
export const weekKeys = {
  all: (uid: string | null) => ['u', uid, 'week'] as const,
  current: (uid: string | null) => ['u', uid, 'week', 'current'] as const,
  report: (uid: string | null, weekId: string) => ['u', uid, 'week', 'report', weekId] as const,
  profile: (uid: string | null) => ['u', uid, 'week', 'profile'] as const,
};
