import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { BalanceAndDefenses, DefenseId } from '@fraudshield/domain';
import { newRequestId } from '../../../lib/request-id';
import { squadKeys } from './squad-keys';
import { writeBalanceAndDefenses } from './squad-cache';

const CALLABLE = { buy: 'shop_buyDefense', sell: 'shop_sellDefense' } as const;

/**
 * Buys or sells a defense (a sale refunds libs/domain saleRefundTenths of the price paid); the response ({balance, defenses})
 * is written to the wallet and defenses caches at once. A refusal rejects with an AppError whose
 * `reason` says why (errorText shows it).
 */
function useTradeDefense(uid: string | null, action: 'buy' | 'sell') {
  const client = useQueryClient();
  return useMutation({
    mutationKey: squadKeys[action](uid),
    mutationFn: (defenseId: DefenseId): Promise<BalanceAndDefenses> =>
      callFunction(CALLABLE[action], { defenseId, requestId: newRequestId() }),
    onSuccess: (result) => {
      if (uid) writeBalanceAndDefenses(client, uid, result);
    },
  });
}

export const useBuyDefense = (uid: string | null) => useTradeDefense(uid, 'buy');
export const useSellDefense = (uid: string | null) => useTradeDefense(uid, 'sell');
