import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { BalanceAndDefenses, DefenseId } from '@fraudshield/domain';
import { newRequestId } from '../../../lib/request-id';
import { squadKeys } from './squad-keys';
import { writeBalanceAndDefenses } from './squad-cache';

export function sellDefense(defenseId: DefenseId, requestId = newRequestId()): Promise<BalanceAndDefenses> {
  return callFunction('shop_sellDefense', { defenseId, requestId });
}

/** Sells a defense for the price paid; writes {balance, defenses} to the caches at once. */
export function useSellDefense(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: squadKeys.sell(uid),
    mutationFn: (defenseId: DefenseId) => sellDefense(defenseId),
    onSuccess: (result) => {
      if (uid) writeBalanceAndDefenses(client, uid, result);
    },
  });
}
