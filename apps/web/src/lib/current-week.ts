import { queryOptions, skipToken } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { CurrentWeek } from '@fraudshield/domain';
import { weekKeys } from './query-keys';

export function currentWeekQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: weekKeys.current(uid),
    queryFn: uid ? (): Promise<CurrentWeek> => callFunction('week_getCurrent') : skipToken,
  });
}
