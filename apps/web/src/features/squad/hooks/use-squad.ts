import { useQuery } from '@tanstack/react-query';
import type { CurrentWeekStatus, OwnershipView, PlayerDefense, PlayerState } from '@fraudshield/domain';
import { defensesQueryOptions } from '../api/get-defenses';
import { useWallet } from './wallet-context';
import { currentWeekQueryOptions } from '../../../lib/current-week';
import { toPlayerState } from '../utils/squad-state';

export interface SquadData {
  defenses: PlayerDefense[];
  /** Credits, or null before the first answer. */
  balance: number | null;
  /** For the client-side checks; null until both wallet and defenses are known. */
  state: PlayerState | null;
  weekStatus: CurrentWeekStatus;
  /** Each card's ownership share in the last settled week; null before one has settled. */
  ownership: OwnershipView | null;
  loading: boolean;
  error: unknown;
  refetch(): void;
}

const NONE: PlayerDefense[] = [];

/** The player's wallet, defenses and the week's status: what the squad rules need. */
export function useSquad(uid: string | null): SquadData {
  const defenses = useQuery(defensesQueryOptions(uid));
  const week = useQuery(currentWeekQueryOptions(uid));
  const { balance } = useWallet();
  const list = defenses.data ?? NONE;
  return {
    defenses: list,
    balance,
    state: balance !== null && defenses.data ? toPlayerState(balance, list) : null,
    weekStatus: week.data?.week?.status ?? null,
    ownership: week.data?.ownership ?? null,
    loading: defenses.isPending && uid !== null,
    error: defenses.error,
    refetch: () => void defenses.refetch(),
  };
}
