import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { ADMIN_CALLABLES, DomainError } from '@fraudshield/domain';
import type { CallGuard } from '../handlers/context';
import { isAccountDeleted } from './tombstone';

/** What Auth says of an ID token's session now. */
export type SessionState = 'valid' | 'disabled' | 'revoked';

export interface GuardDeps {
  /** A deletion tombstone exists for the uid. */
  isDeleted(uid: string): Promise<boolean>;
  /** The session behind an ID token, asked of Auth now: the user disabled, the token revoked (or its user gone), or valid. */
  checkSession(rawToken: string): Promise<SessionState>;
}

/**
 * What runCallable checks after `authorize`. An ID token stays valid for up to an hour after
 * its user is deleted, disabled or its refresh tokens are revoked, and onCall checks none of
 * that (it verifies the signature and expiry only). So:
 * - every callable refuses a uid with a deletion tombstone (one document read), except
 *   user_deleteAccount, which resumes a deletion that stopped half way;
 * - admin callables ask Auth on every call: `verifyIdToken(token, checkRevoked=true)`,
 *   which reads the user and refuses a disabled user (`auth/user-disabled`) and a token signed in
 *   before the user's tokensValidAfterTime (`auth/id-token-revoked`). The same call works on the
 *   Auth emulator (the Admin SDK then skips the signature, which the emulator does not make, and
 *   still reads the user) and in production (where it also re-checks the signature onCall already
 *   checked, against cached keys). So a disabled or demoted admin is refused on their next call,
 *   not when their token expires. One Auth read per admin call; player callables do not pay it.
 */
export function makeCallGuard(deps: GuardDeps): CallGuard {
  return async (name, caller, rawToken) => {
    const admin = ADMIN_CALLABLES.includes(name);
    const [deleted, session] = await Promise.all([
      deps.isDeleted(caller.uid),
      // Without the raw token there is nothing to check: refused (onCall always passes it).
      admin
        ? rawToken
          ? deps.checkSession(rawToken)
          : Promise.resolve<SessionState>('revoked')
        : Promise.resolve<SessionState>('valid'),
    ]);
    if (deleted && name !== 'user_deleteAccount') throw new DomainError('account-deleted');
    if (session === 'disabled') throw new DomainError('account-disabled');
    if (session === 'revoked') throw new DomainError('session-revoked');
  };
}

const SESSION_ERRORS: Record<string, SessionState> = {
  'auth/user-disabled': 'disabled',
  'auth/id-token-revoked': 'revoked',
  'auth/user-not-found': 'revoked',
  'auth/id-token-expired': 'revoked',
};

/** verifyIdToken with checkRevoked, its refusals as session states (anything else is an outage, and throws). */
export async function checkSession(rawToken: string): Promise<SessionState> {
  try {
    await getAuth().verifyIdToken(rawToken, true);
    return 'valid';
  } catch (error) {
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
    const state = typeof code === 'string' ? SESSION_ERRORS[code] : undefined;
    if (state) return state;
    throw error;
  }
}

let guard: CallGuard | undefined;
/** Created on first use: main.ts initialises the Admin app after the modules load. */
export function callGuard(): CallGuard {
  guard ??= makeCallGuard({ isDeleted: (uid) => isAccountDeleted(getFirestore(), uid), checkSession });
  return guard;
}
