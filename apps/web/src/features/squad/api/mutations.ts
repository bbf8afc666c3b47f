import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { BalanceAndDefenses, ChipId, DefenseId, PlayerDefense, SquadPlanView } from '@fraudshield/domain';
import { newRequestId } from '../../../lib/request-id';
import { callableMutationKey } from '../../../lib/server-state/queries';
import { useIsMutatingGroup } from '../../../lib/server-state/queries';
import { useUid } from '../../../lib/server-state/queries';
import { invalidate, writeBalance, writeDefenses, writeQuery } from '../../../lib/server-state/writers';
import { planQuery } from './queries';

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
      // A buy or a sale moves this week's transfers (and their hit): the plan is read again,
      // without holding the buy's outcome until it has been.
      void invalidate(client, uid, 'squad_getPlan');
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

export interface SuggestionInput {
  /** Cards to buy, in order. */
  buy: DefenseId[];
  /** The lineup to set once they are bought. */
  deployed: DefenseId[];
  lead: DefenseId | null;
}

/**
 * Applies a suggested squad: each buy through shop_buyDefense with its own request id (a retry
 * of one is harmless), then the lineup through squad_setLineup. A refusal stops there; the cards
 * bought before it stay bought, and the wallet and squad are read again either way.
 */
export function useApplySuggestion() {
  const uid = useUid();
  const client = useQueryClient();
  return useMutation({
    mutationKey: callableMutationKey(uid, SQUAD_CHANGE, 'shop_buyDefense', 'suggestion'),
    mutationFn: async (input: SuggestionInput) => {
      let last: BalanceAndDefenses | null = null;
      for (const defenseId of input.buy) {
        last = await callFunction('shop_buyDefense', { defenseId, requestId: newRequestId() });
        writeBalance(client, uid, last.balance);
        writeDefenses(client, uid, last.defenses);
      }
      const defenses = await setLineup({ deployed: input.deployed, lead: input.lead });
      writeDefenses(client, uid, defenses);
      return { bought: input.buy, balance: last?.balance ?? null };
    },
    onError: () => invalidate(client, uid, 'user_getBalance', 'user_getDefenses'),
    onSettled: () => void invalidate(client, uid, 'squad_getPlan'),
  });
}

/** True while any buy, sell or lineup change of this player is in flight: one change at a time. */
export function useSquadChangeBusy(): boolean {
  return useIsMutatingGroup(SQUAD_CHANGE);
}

/**
 * Plays a chip in the open week (squad_playChip). It cannot be taken back, so the request carries
 * an id (the server answers a repeat of it as the first). The answer is the new plan, written to
 * its cache; the balance is read again with it.
 */
export function usePlayChip() {
  const uid = useUid();
  const client = useQueryClient();
  return useMutation({
    mutationKey: callableMutationKey(uid, 'chip', 'squad_playChip'),
    mutationFn: (chip: ChipId): Promise<SquadPlanView> =>
      callFunction('squad_playChip', { chip, requestId: newRequestId() }),
    onSuccess: (plan) => {
      if (uid) writeQuery(client, planQuery(uid), plan);
      void invalidate(client, uid, 'user_getBalance');
    },
    // A refusal (used, another chip this week, the deadline passed) means the cached plan was stale.
    onError: () => void invalidate(client, uid, 'squad_getPlan'),
  });
}
