/**
 * Mutation keys of the shop (it has no query of its own: it writes the wallet and defenses
 * caches). One key for every squad change, so a screen can tell "a change is in flight" and
 * refuse a second submit (useIsMutating({ mutationKey: squadKeys.mutations(uid) })).
 */
export const squadKeys = {
  mutations: (uid: string | null) => ['u', uid, 'squad-change'] as const,
  buy: (uid: string | null) => ['u', uid, 'squad-change', 'buy'] as const,
  sell: (uid: string | null) => ['u', uid, 'squad-change', 'sell'] as const,
  lineup: (uid: string | null) => ['u', uid, 'squad-change', 'lineup'] as const,
};
