import { vi } from 'vitest';

/**
 * The auth side of @fraudshield/firebase-client as mocks, for a `vi.mock` factory:
 * `vi.mock('@fraudshield/firebase-client', async () => (await import('…/auth-client-mock')).authClientMock())`.
 * Tests set the behaviour they need (onAuthChange, currentUser, getClaims…) on the mocks.
 */
export function authClientMock() {
  return {
    onAuthChange: vi.fn(),
    currentUser: vi.fn(),
    getClaims: vi.fn(),
    signOutUser: vi.fn(async () => undefined),
    completeGoogleRedirect: vi.fn(async () => null),
    signInWithEmail: vi.fn(),
    signUpWithEmail: vi.fn(),
    signInWithGoogle: vi.fn(),
    prepareGoogleSignIn: vi.fn(async () => undefined),
    isGoogleSignInReady: vi.fn(() => false),
    sendPasswordReset: vi.fn(),
    resendVerificationEmail: vi.fn(),
    reloadUser: vi.fn(),
    linkGoogle: vi.fn(),
    unlinkGoogle: vi.fn(),
  };
}

/**
 * The whole client as the app shell needs it (auth, the call observer the connection banner
 * listens on, the connection-failure check, the Google provider id), for the tests that render
 * the whole app: `vi.mock('@fraudshield/firebase-client', async () => (await import('…/auth-client-mock')).appClientMock())`.
 * `callFunction` answers every call with a wallet of 100 unless given.
 */
export function appClientMock(callFunction: (...args: unknown[]) => Promise<unknown> = async () => ({ balance: 100 })) {
  return {
    ...authClientMock(),
    callFunction: vi.fn(callFunction),
    addCallObserver: vi.fn(() => () => undefined),
    isConnectionFailure: vi.fn(() => false),
    GOOGLE_PROVIDER_ID: 'google.com',
  };
}
