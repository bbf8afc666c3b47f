import { queryOptions, skipToken } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { PlayerDefense } from '@fraudshield/domain';
import { defensesKeys } from '../../../lib/query-keys';

/** The spec's text for a failed load that carries no message of its own. */
export const DEFENSES_LOAD_FAILED = 'Failed to load defenses';

export function defensesQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: defensesKeys.all(uid),
    queryFn: uid ? async (): Promise<PlayerDefense[]> => (await callFunction('user_getDefenses')) ?? [] : skipToken,
  });
}
