import { callableQuery } from './server-state/queries';

/** The player's profile: season points and points per settled week (the home chart). */
export function profileQueryOptions(uid: string | null) {
  return callableQuery('user_getProfile', uid);
}
