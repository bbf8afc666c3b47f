import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { BalanceAndDefenses, DefenseId, PlayerDefense } from '@fraudshield/domain';
import { newRequestId } from '../../../lib/request-id';
import { callableMutationKey } from '../../../lib/server-state/queries';
import { useIsMutatingGroup } from '../../../lib/server-state/queries';
import { useUid } from '../../../lib/server-state/queries';
import { writeBalance, writeDefenses } from '../../../lib/server-state/writers';

/**
 * The squad changes (buy, sell, lineup): each answers with the new squad (and balance), written
 * to the wallet and defenses caches at once. One group, so a screen can refuse a second change
 * while one is in flight (useSquadChangeBusy). A refusal rejects with an AppError whose `reason`
 * says why (errorText shows it).
 */
const SQUAD_CHANGE = 'squad-change';

const CALLABLE = { buy: 'shop_buyDefense', sell: 'shop_sellDefense' } as const;

/** Buys or sells a defense (a sale refunds libs/domain saleRefundTenths of the price paid). */
function useTradeDefense(action: 'buy' | 'sell') {
  const uid = useUid();
  const client = useQueryClient();
  return useMutation({
    mutationKey: callableMutationKey(uid, SQUAD_CHANGE, CALLABLE[action]),
    mutationFn: (defenseId: DefenseId): Promise<BalanceAndDefenses> =>
      callFunction(CALLABLE[action], { defenseId, requestId: newRequestId() }),
    onSuccess: (result) => {
      writeBalance(client, uid, result.balance);
      writeDefenses(client, uid, result.defenses);
    },
  });
}

export const useBuyDefense = () => useTradeDefense('buy');
export const useSellDefense = () => useTradeDefense('sell');

export interface LineupInput {
  deployed: DefenseId[];
  lead: DefenseId | null;
}

export async function setLineup(input: LineupInput, requestId = newRequestId()): Promise<PlayerDefense[]> {
  const { defenses } = await callFunction('squad_setLineup', { deployed: input.deployed, lead: input.lead, requestId });
  return defenses;
}

/** Sets the deployed defenses and the Lead; the returned squad replaces the cached one. */
export function useSetLineup() {
  const uid = useUid();
  const client = useQueryClient();
  return useMutation({
    mutationKey: callableMutationKey(uid, SQUAD_CHANGE, 'squad_setLineup'),
    mutationFn: (input: LineupInput) => setLineup(input),
    onSuccess: (defenses) => writeDefenses(client, uid, defenses),
  });
}

/** True while any buy, sell or lineup change of this player is in flight: one change at a time. */
export function useSquadChangeBusy(): boolean {
  return useIsMutatingGroup(SQUAD_CHANGE);
}
