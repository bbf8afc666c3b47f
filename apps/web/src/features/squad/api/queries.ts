import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DefenseId, PlayerDefense } from '@fraudshield/domain';
import { callableQuery } from '../../../lib/server-state/queries';
import { useUid } from '../../../lib/server-state/queries';

/** The balance as a number; anything else the backend sends counts as 0. */
export function readBalance(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** The wallet: a failed read is the query's error (Try again), never a made-up 0.0 cr. */
export function balanceQuery(uid: string | null) {
  return queryOptions({ ...callableQuery('user_getBalance', uid), select: readBalance });
}

/** The signed-in player's balance, a plain query. */
export function useBalance() {
  return useQuery(balanceQuery(useUid()));
}

/** The player's defenses as the screens read them: the list and its owned and deployed sets. */
export interface DefensesView {
  list: PlayerDefense[];
  owned: ReadonlySet<DefenseId>;
  deployed: ReadonlySet<DefenseId>;
}

/** React Query's `select`: computed once per answer, shared by every screen that reads it. */
export function toDefensesView(list: PlayerDefense[] | null | undefined): DefensesView {
  const defenses = list ?? [];
  return {
    list: defenses,
    owned: new Set(defenses.map((d) => d.defenseId)),
    deployed: new Set(defenses.filter((d) => d.deployed).map((d) => d.defenseId)),
  };
}

/** No defenses: what the sets read before the first answer and after a failure. */
export const NO_DEFENSES: DefensesView = toDefensesView([]);

export function defensesQuery(uid: string | null) {
  return queryOptions({ ...callableQuery('user_getDefenses', uid), select: toDefensesView });
}

/** The signed-in player's defenses (list, owned, deployed), a plain query: QueryState shows its loading and errors. */
export function useDefenses() {
  return useQuery(defensesQuery(useUid()));
}

/** Rules v5's plan: transfers this week, chips and the forecasts published ahead (squad_getPlan). */
export function planQuery(uid: string | null) {
  return callableQuery('squad_getPlan', uid);
}

/** The signed-in player's plan, a plain query. */
export function usePlan() {
  return useQuery(planQuery(useUid()));
}
