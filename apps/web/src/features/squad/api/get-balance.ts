import { queryOptions, skipToken } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import { walletKeys } from '../../../lib/query-keys';

/** The balance as a number; anything else the backend sends counts as 0. */
export function readBalance(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** A failure is logged and reads as 0: the player is never shown a wallet error. */
export async function fetchBalance(): Promise<number> {
  try {
    return readBalance(await callFunction('user_getBalance'));
  } catch (error) {
    console.error('Could not load the balance', error);
    return 0;
  }
}

export function balanceQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: walletKeys.all(uid),
    queryFn: uid ? fetchBalance : skipToken,
  });
}
