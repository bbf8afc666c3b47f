import { useQuery } from '@tanstack/react-query';
import {
  shopRules,
  type CurrentWeekStatus,
  type FraudId,
  type OwnershipView,
  type PlayerState,
  type Ruleset,
} from '@fraudshield/domain';
import { callableQuery } from '../../../lib/server-state/queries';
import { useUid } from '../../../lib/server-state/queries';
import { useBalance, useDefenses } from '../api/queries';
import { toPlayerState } from '../utils/squad-state';

export interface SquadData {
  /** The defenses query, for <QueryState>. */
  query: ReturnType<typeof useDefenses>;
  /** Credits, or null before the first answer (or after a failed read). */
  balance: number | null;
  /** For the client-side checks; null until both wallet and defenses are known. */
  state: PlayerState | null;
  weekStatus: CurrentWeekStatus;
  /** The rules a buy or a sale is made under now (libs/domain shopRules): the prices and the sale refund. */
  rules: Ruleset;
  /** Each card's ownership share in the last settled week; null before one has settled. */
  ownership: OwnershipView | null;
  /** This week's headline threats while a week is open (none otherwise). */
  headlineThreats: readonly FraudId[];
}

/** The defenses plus what the squad rules need beside them: the wallet and the week's status. */
export function useSquad(): SquadData {
  const query = useDefenses();
  const week = useQuery(callableQuery('week_getCurrent', useUid()));
  const balance = useBalance().data ?? null;
  return {
    query,
    balance,
    state: balance !== null && query.data ? toPlayerState(balance, query.data.list) : null,
    weekStatus: week.data?.week?.status ?? null,
    rules: shopRules(week.data?.week),
    ownership: week.data?.ownership ?? null,
    headlineThreats: week.data?.week?.status === 'open' ? week.data.week.headlineThreats : [],
  };
}
