/** Query keys of the player's mini-leagues. */
export const leaguesKeys = {
  mine: (uid: string | null) => ['u', uid, 'leagues'] as const,
};
