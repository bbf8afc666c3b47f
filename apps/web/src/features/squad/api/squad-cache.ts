import type { QueryClient } from '@tanstack/react-query';
import type { BalanceAndDefenses, PlayerDefense } from '@fraudshield/domain';
import { walletKeys } from '../../../lib/query-keys';
import { defensesKeys } from '../../../lib/query-keys';

/** Writes what a shop or squad mutation returned into the cache: the screens update at once. */
export function writeDefenses(client: QueryClient, uid: string, defenses: PlayerDefense[]): void {
  client.setQueryData(defensesKeys.all(uid), defenses);
}

export function writeBalanceAndDefenses(client: QueryClient, uid: string, result: BalanceAndDefenses): void {
  client.setQueryData(walletKeys.all(uid), result.balance);
  writeDefenses(client, uid, result.defenses);
}
