/** Query keys of the player's defenses: user data, so always under ['u', uid]. */
export const defensesKeys = {
  all: (uid: string | null) => ['u', uid, 'defenses'] as const,
};
