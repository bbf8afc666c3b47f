/** Query keys of the wallet: user data, so always under ['u', uid]. */
export const walletKeys = {
  all: (uid: string | null) => ['u', uid, 'wallet'] as const,
};
