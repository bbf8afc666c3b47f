import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { ADMIN_CALLABLES, DomainError } from '@fraudshield/domain';
import type { CallGuard } from '../handlers/context';
import { isUserNotFound } from './auth-errors';
import { isAccountDeleted } from './tombstone';

export interface GuardDeps {
  /** A deletion tombstone exists for the uid. */
  isDeleted(uid: string): Promise<boolean>;
  /**
   * The user's tokensValidAfterTime in ms (tokens whose auth_time is earlier are revoked),
   * undefined when Auth has none, null when the Auth user no longer exists.
   */
  tokensValidAfter(uid: string): Promise<number | null | undefined>;
}

/**
 * What runCallable checks after `authorize`. An ID token stays valid for up to an hour after
 * its user is deleted or its refresh tokens are revoked, and onCall does not check
 * revocation. So:
 * - every callable refuses a uid with a deletion tombstone (one document read), except
 *   user_deleteAccount, which resumes a deletion that stopped half way;
 * - admin callables also compare the token's auth_time with the user's tokensValidAfterTime
 *   (the check verifyIdToken(token, true) makes), so a demoted admin's old token is refused.
 */
export function makeCallGuard(deps: GuardDeps): CallGuard {
  return async (name, caller) => {
    const admin = ADMIN_CALLABLES.includes(name);
    const [deleted, validAfter] = await Promise.all([deps.isDeleted(caller.uid), admin ? deps.tokensValidAfter(caller.uid) : Promise.resolve(undefined)]);
    if (deleted && name !== 'user_deleteAccount') throw new DomainError('account-deleted');
    if (!admin) return;
    if (validAfter === null) throw new DomainError('session-revoked');
    if (validAfter !== undefined && (caller.authTime === undefined || caller.authTime < validAfter)) throw new DomainError('session-revoked');
  };
}

export async function tokensValidAfter(uid: string): Promise<number | null | undefined> {
  try {
    const user = await getAuth().getUser(uid);
    const at = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : NaN;
    return Number.isFinite(at) ? at : undefined;
  } catch (error) {
    if (isUserNotFound(error)) return null;
    throw error;
  }
}

let guard: CallGuard | undefined;
/** Created on first use: main.ts initialises the Admin app after the modules load. */
export function callGuard(): CallGuard {
  guard ??= makeCallGuard({ isDeleted: (uid) => isAccountDeleted(getFirestore(), uid), tokensValidAfter });
  return guard;
}
