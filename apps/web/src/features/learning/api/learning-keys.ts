/** Query keys of the player's own learning report and check (under ['u', uid]). */
export const learningKeys = {
  all: (uid: string | null) => ['u', uid, 'learning'] as const,
  report: (uid: string | null) => ['u', uid, 'learning', 'report'] as const,
  check: (uid: string | null) => ['u', uid, 'learning', 'check'] as const,
};
