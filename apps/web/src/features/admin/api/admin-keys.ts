/** Query keys of the admin screen (admin-only data, still keyed by the admin's uid). */
export const adminKeys = {
  stats: (uid: string | null) => ['u', uid, 'admin', 'stats'] as const,
  audit: (uid: string | null) => ['u', uid, 'admin', 'audit'] as const,
  plan: (uid: string | null) => ['u', uid, 'admin', 'plan'] as const,
};
