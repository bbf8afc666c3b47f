import { queryOptions, skipToken } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { Profile } from '@fraudshield/domain';
import { weekKeys } from './query-keys';

/** The player's profile: season points and points per settled week (the home chart). */
export function profileQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: weekKeys.profile(uid),
    queryFn: uid ? (): Promise<Profile> => callFunction('user_getProfile') : skipToken,
  });
}
