import { queryOptions, skipToken } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { PlayerDefense } from '@fraudshield/domain';
import { defensesKeys } from '../../../lib/query-keys';

export const DEFENSES_LOAD_FAILED = 'Failed to load defenses';

export function defensesQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: defensesKeys.all(uid),
    queryFn: uid ? async (): Promise<PlayerDefense[]> => (await callFunction('user_getDefenses')) ?? [] : skipToken,
  });
}

/** The error's message, or the generic one when it has none. */
export function defensesErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return message || DEFENSES_LOAD_FAILED;
}
