import type { Auth, AuthProvider, PopupRedirectResolver, User } from 'firebase/auth';
import { authServices, loadedAuthServices } from './init';
import {
  clearGoogleRedirectMark,
  googleRedirectPending,
  googleResolver,
  loadGoogleSdk,
  markGoogleRedirect,
  resolverInstance,
  type GoogleSdk,
} from './google';

/** The auth SDK's functions (auth-sdk.ts), loaded with the rest of Firebase on first use. */
const sdk = () => import('./auth-sdk');
const auth = async () => (await authServices()).auth;

/** The signed-in user as the app sees it: a plain snapshot, no SDK object. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  /** Sign-in methods linked to the account, e.g. ['password', 'google.com']. */
  providerIds?: string[];
}

export type Claims = Readonly<Record<string, unknown>>;
export type GoogleSignInMode = 'popup' | 'redirect';

function snapshot(user: User | null): AuthUser | null {
  if (!user) return null;
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    providerIds: user.providerData.map((p) => p.providerId),
  };
}

/** The SDK's signed-in user, for actions that need one; `auth/no-current-user` otherwise. */
async function signedInUser(): Promise<User> {
  const user = (await auth()).currentUser;
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
  return user;
}

/** The signed-in user, or null (also while the SDK is still loading). */
export function currentUser(): AuthUser | null {
  return snapshot(loadedAuthServices()?.auth.currentUser ?? null);
}

/** Calls back with the user (or null) now and on every sign-in and sign-out. */
export function onAuthChange(callback: (user: AuthUser | null) => void): () => void {
  let unsubscribe: (() => void) | null = null;
  let cancelled = false;
  void Promise.all([auth(), sdk()]).then(([a, { onAuthStateChanged }]) => {
    if (!cancelled) unsubscribe = onAuthStateChanged(a, (user) => callback(snapshot(user)));
  });
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}

export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  const { signInWithEmailAndPassword } = await sdk();
  const { user } = await signInWithEmailAndPassword(await auth(), email, password);
  return snapshot(user) as AuthUser;
}

/**
 * Registration: creates the account, then sets the display name when one is given, then sends
 * the verification email whose link continues to `continueUrl`.
 */
export async function signUpWithEmail(input: {
  email: string;
  password: string;
  displayName?: string;
  continueUrl: string;
}): Promise<AuthUser> {
  const { createUserWithEmailAndPassword, updateProfile, sendEmailVerification } = await sdk();
  const { user } = await createUserWithEmailAndPassword(await auth(), input.email, input.password);
  const name = input.displayName?.trim();
  if (name) await updateProfile(user, { displayName: name });
  await sendEmailVerification(user, { url: input.continueUrl });
  return snapshot(user) as AuthUser;
}

/** Google's popup, ready to open within a click: the SDK, auth and the prepared resolver. */
interface GoogleReady {
  sdk: GoogleSdk;
  auth: Auth;
  resolver: PopupRedirectResolver;
}
let googleReady: GoogleReady | null = null;
let preparingGoogle: Promise<void> | null = null;

/**
 * Sets up Google sign-in (loads Google's api.js and the auth iframe) so that a click opens the
 * popup at once. A Google button calls it as the player reaches for it (hover, touch, focus), so
 * no page load fetches Google's script. A failure (Google unreachable) can be retried by calling
 * again; the sign-in then reports the failure itself.
 */
export function prepareGoogleSignIn(): Promise<void> {
  preparingGoogle ??= (async () => {
    const [a, sdkModule] = await Promise.all([auth(), loadGoogleSdk()]);
    const resolver = googleResolver(sdkModule);
    await resolverInstance(resolver)._initialize(a);
    googleReady = { sdk: sdkModule, auth: a, resolver };
  })();
  const attempt = preparingGoogle;
  attempt.catch(() => {
    if (preparingGoogle === attempt) preparingGoogle = null;
  });
  return attempt;
}

/** True once prepareGoogleSignIn has finished: a popup call now opens the popup within the click. */
export function isGoogleSignInReady(): boolean {
  return googleReady !== null;
}

/**
 * Runs a popup operation. Browsers open a popup only within the click that asked for it, so once
 * Google is prepared the SDK is called synchronously, with nothing awaited first; before that it
 * is loaded first (the popup may then be blocked, which the SDK reports as auth/popup-blocked).
 */
function withPopup<T>(run: (ready: GoogleReady, provider: AuthProvider) => Promise<T>): Promise<T> {
  if (googleReady) return run(googleReady, new googleReady.sdk.GoogleAuthProvider());
  return prepareGoogleSignIn().then(
    () => run(googleReady as GoogleReady, new (googleReady as GoogleReady).sdk.GoogleAuthProvider()),
    async () => {
      const [a, sdkModule] = await Promise.all([auth(), loadGoogleSdk()]);
      return run({ sdk: sdkModule, auth: a, resolver: googleResolver(sdkModule) }, new sdkModule.GoogleAuthProvider());
    },
  );
}

/** Leaves for Google's page; marks the tab so that the result is read (and api.js loaded) on return. */
async function leaveForGoogle(
  go: (sdkModule: GoogleSdk, a: Auth, resolver: PopupRedirectResolver) => Promise<unknown>,
): Promise<null> {
  const [a, sdkModule] = await Promise.all([auth(), loadGoogleSdk()]);
  markGoogleRedirect();
  try {
    await go(sdkModule, a, googleResolver(sdkModule));
  } catch (error) {
    clearGoogleRedirectMark();
    throw error;
  }
  return null;
}

/** Google sign-in. Popup resolves with the user; redirect leaves the page (result read on return). */
export function signInWithGoogle(mode: GoogleSignInMode): Promise<AuthUser | null> {
  if (mode === 'redirect')
    return leaveForGoogle((m, a, resolver) => m.signInWithRedirect(a, new m.GoogleAuthProvider(), resolver));
  return withPopup(async ({ sdk: m, auth: a, resolver }, provider) =>
    snapshot((await m.signInWithPopup(a, provider, resolver)).user),
  );
}

export const GOOGLE_PROVIDER_ID = 'google.com';

/** Thrown by unlinkGoogle when Google is the account's only way to sign in. */
export const LAST_SIGN_IN_METHOD = 'auth/last-sign-in-method';

/**
 * Adds Google as a way to sign in to the signed-in account. Popup resolves with the updated
 * user; redirect leaves the page (the result is read on return by completeGoogleRedirect).
 */
export async function linkGoogle(mode: GoogleSignInMode): Promise<AuthUser | null> {
  if (mode === 'redirect') {
    const user = await signedInUser();
    return leaveForGoogle((m, _a, resolver) => m.linkWithRedirect(user, new m.GoogleAuthProvider(), resolver));
  }
  return withPopup(async ({ sdk: m, auth: a, resolver }, provider) => {
    const user = a.currentUser;
    if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
    return snapshot((await m.linkWithPopup(user, provider, resolver)).user);
  });
}

/** Removes Google from the signed-in account; refused when it is the only way to sign in. */
export async function unlinkGoogle(): Promise<AuthUser> {
  const user = await signedInUser();
  const others = user.providerData.filter((p) => p.providerId !== GOOGLE_PROVIDER_ID);
  if (others.length === 0)
    throw Object.assign(new Error('Google is the only sign-in method'), { code: LAST_SIGN_IN_METHOD });
  const { unlink } = await sdk();
  return snapshot(await unlink(user, GOOGLE_PROVIDER_ID)) as AuthUser;
}

/**
 * Re-authentication before a sensitive action (deleting the account): a fresh sign-in time
 * (auth_time) in the ID token, as the server asks for, without signing out. The password
 * is checked by the identity provider; the ID token is refreshed so the next call carries it.
 */
export async function reauthenticateWithPassword(password: string): Promise<void> {
  const user = await signedInUser();
  if (!user.email) throw Object.assign(new Error('No email on this account'), { code: 'auth/no-email' });
  const { EmailAuthProvider, reauthenticateWithCredential } = await sdk();
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  await user.getIdToken(true);
}

/** Re-authentication with the linked Google account, by popup. */
export async function reauthenticateWithGoogle(): Promise<void> {
  await withPopup(async ({ sdk: m, auth: a, resolver }, provider) => {
    const user = a.currentUser;
    if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
    await m.reauthenticateWithPopup(user, provider, resolver);
    await user.getIdToken(true);
  });
}

/**
 * After a Google redirect: the signed-in user, or null when the page was not a redirect return.
 * Only a tab marked before leaving asks (so only then is Google's script loaded).
 */
export async function completeGoogleRedirect(): Promise<AuthUser | null> {
  if (!googleRedirectPending()) return null;
  try {
    const [a, sdkModule] = await Promise.all([auth(), loadGoogleSdk()]);
    const result = await sdkModule.getRedirectResult(a, googleResolver(sdkModule));
    return snapshot(result?.user ?? null);
  } finally {
    clearGoogleRedirectMark();
  }
}

export async function sendPasswordReset(email: string): Promise<void> {
  const { sendPasswordResetEmail } = await sdk();
  await sendPasswordResetEmail(await auth(), email);
}

export async function resendVerificationEmail(continueUrl: string): Promise<void> {
  const user = await signedInUser();
  const { sendEmailVerification } = await sdk();
  await sendEmailVerification(user, { url: continueUrl });
}

/**
 * The ID token says what the server sees: a user the SDK knows as verified whose token still
 * says `email_verified: false` (the token was minted before the link was opened, in this tab or
 * another one; the SDK's reload on start-up and a sync from another tab update the user, never
 * the token) gets a fresh token now. True when the token was refreshed.
 */
export async function ensureTokenMatchesUser(user: User): Promise<boolean> {
  if (!user.emailVerified) return false;
  const token = await user.getIdTokenResult();
  if (token.claims['email_verified'] === true) return false;
  await user.getIdToken(true);
  return true;
}

/**
 * Reloads the user from the server (emailVerified changes only after this); when the user is
 * verified and the ID token does not say so yet, force-refreshes the token so callables see
 * email_verified.
 */
export async function reloadUser(): Promise<AuthUser | null> {
  const user = (await auth()).currentUser;
  if (!user) return null;
  const { reload } = await sdk();
  await reload(user);
  await ensureTokenMatchesUser(user);
  return snapshot(user);
}

/**
 * The ID token's claims; a forced refresh picks up roles granted since sign-in. Without one, a
 * token that disagrees with the user's verified email is refreshed first. Null when signed out.
 */
export async function getClaims(forceRefresh = false): Promise<Claims | null> {
  const user = (await auth()).currentUser;
  if (!user) return null;
  if (!forceRefresh) await ensureTokenMatchesUser(user);
  const result = await user.getIdTokenResult(forceRefresh);
  return result.claims as Claims;
}

export async function signOutUser(): Promise<void> {
  const { signOut } = await sdk();
  await signOut(await auth());
}
