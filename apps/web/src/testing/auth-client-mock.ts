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
