import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { BalanceAndDefenses, DefenseId } from '@fraudshield/domain';
import { newRequestId } from '../../../lib/request-id';
import { squadKeys } from './squad-keys';
import { writeBalanceAndDefenses } from './squad-cache';

export function buyDefense(defenseId: DefenseId, requestId = newRequestId()): Promise<BalanceAndDefenses> {
  return callFunction('shop_buyDefense', { defenseId, requestId });
}

/**
 * Buys a defense; the response ({balance, defenses}) is written to the wallet and defenses
 * caches at once. A refusal rejects with an AppError whose `reason` says why
 * (messageFor(code, reason) / error.message is the player-facing text).
 */
export function useBuyDefense(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: squadKeys.buy(uid),
    mutationFn: (defenseId: DefenseId) => buyDefense(defenseId),
    onSuccess: (result) => {
      if (uid) writeBalanceAndDefenses(client, uid, result);
    },
  });
}
