import { queryOptions, skipToken } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import { walletKeys } from '../../../lib/query-keys';

/** The balance as a number; anything else the backend sends counts as 0. */
export function readBalance(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * A failure is logged to the console and stays a failure: the wallet then shows an
 * error with Try again, never a made-up 0.0 cr that reads like an empty wallet.
 */
export async function fetchBalance(): Promise<number> {
  try {
    return readBalance(await callFunction('user_getBalance'));
  } catch (error) {
    console.error('Could not load the balance', error);
    throw error;
  }
}

export function balanceQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: walletKeys.all(uid),
    queryFn: uid ? fetchBalance : skipToken,
  });
}
