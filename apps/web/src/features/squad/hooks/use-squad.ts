import { useQuery } from '@tanstack/react-query';
import type { CurrentWeekStatus, OwnershipView, PlayerState } from '@fraudshield/domain';
import { currentWeekQueryOptions } from '../../../lib/current-week';
import { useDefenses, type DefensesState } from './use-defenses';
import { useWallet } from './wallet-context';
import { toPlayerState } from '../utils/squad-state';

export interface SquadData extends DefensesState {
  /** Credits, or null before the first answer. */
  balance: number | null;
  /** For the client-side checks; null until both wallet and defenses are known. */
  state: PlayerState | null;
  weekStatus: CurrentWeekStatus;
  /** Each card's ownership share in the last settled week; null before one has settled. */
  ownership: OwnershipView | null;
}

/** useDefenses plus what the squad rules need beside it: the wallet and the week's status. */
export function useSquad(uid: string | null): SquadData {
  const defenses = useDefenses(uid);
  const week = useQuery(currentWeekQueryOptions(uid));
  const { balance } = useWallet();
  return {
    ...defenses,
    balance,
    state: balance !== null && defenses.query.isSuccess ? toPlayerState(balance, defenses.defenses) : null,
    weekStatus: week.data?.week?.status ?? null,
    ownership: week.data?.ownership ?? null,
  };
}
