import type { User } from 'firebase/auth';
import { loadedServices, services } from './init';

/** The auth SDK module, loaded with the rest of Firebase on first use. */
const sdk = () => import('firebase/auth');
const auth = async () => (await services()).auth;

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
  return snapshot(loadedServices()?.auth.currentUser ?? null);
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
export async function signUpWithEmail(input: { email: string; password: string; displayName?: string; continueUrl: string }): Promise<AuthUser> {
  const { createUserWithEmailAndPassword, updateProfile, sendEmailVerification } = await sdk();
  const { user } = await createUserWithEmailAndPassword(await auth(), input.email, input.password);
  const name = input.displayName?.trim();
  if (name) await updateProfile(user, { displayName: name });
  await sendEmailVerification(user, { url: input.continueUrl });
  return snapshot(user) as AuthUser;
}

/** Google sign-in. Popup resolves with the user; redirect leaves the page (result read on return). */
export async function signInWithGoogle(mode: GoogleSignInMode): Promise<AuthUser | null> {
  const { GoogleAuthProvider, signInWithRedirect, signInWithPopup } = await sdk();
  const provider = new GoogleAuthProvider();
  if (mode === 'redirect') {
    await signInWithRedirect(await auth(), provider);
    return null;
  }
  const { user } = await signInWithPopup(await auth(), provider);
  return snapshot(user);
}

export const GOOGLE_PROVIDER_ID = 'google.com';

/** Thrown by unlinkGoogle when Google is the account's only way to sign in. */
export const LAST_SIGN_IN_METHOD = 'auth/last-sign-in-method';

/**
 * Adds Google as a way to sign in to the signed-in account. Popup resolves with the updated
 * user; redirect leaves the page (the result is read on return by completeGoogleRedirect).
 */
export async function linkGoogle(mode: GoogleSignInMode): Promise<AuthUser | null> {
  const user = await signedInUser();
  const { GoogleAuthProvider, linkWithPopup, linkWithRedirect } = await sdk();
  const provider = new GoogleAuthProvider();
  if (mode === 'redirect') {
    await linkWithRedirect(user, provider);
    return null;
  }
  const result = await linkWithPopup(user, provider);
  return snapshot(result.user);
}

/** Removes Google from the signed-in account; refused when it is the only way to sign in. */
export async function unlinkGoogle(): Promise<AuthUser> {
  const user = await signedInUser();
  const others = user.providerData.filter((p) => p.providerId !== GOOGLE_PROVIDER_ID);
  if (others.length === 0) throw Object.assign(new Error('Google is the only sign-in method'), { code: LAST_SIGN_IN_METHOD });
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
  const user = await signedInUser();
  const { GoogleAuthProvider, reauthenticateWithPopup } = await sdk();
  await reauthenticateWithPopup(user, new GoogleAuthProvider());
  await user.getIdToken(true);
}

/** After a Google redirect: the signed-in user, or null when the page was not a redirect return. */
export async function completeGoogleRedirect(): Promise<AuthUser | null> {
  const { getRedirectResult } = await sdk();
  const result = await getRedirectResult(await auth());
  return snapshot(result?.user ?? null);
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
 * Reloads the user from the server (emailVerified changes only after this). When the email has
 * just been verified, force-refreshes the ID token so callables see email_verified.
 */
export async function reloadUser(): Promise<AuthUser | null> {
  const user = (await auth()).currentUser;
  if (!user) return null;
  const wasVerified = user.emailVerified;
  const { reload } = await sdk();
  await reload(user);
  if (user.emailVerified && !wasVerified) await user.getIdToken(true);
  return snapshot(user);
}

/** The ID token's claims; a forced refresh picks up roles granted since sign-in. Null when signed out. */
export async function getClaims(forceRefresh = false): Promise<Claims | null> {
  const user = (await auth()).currentUser;
  if (!user) return null;
  const result = await user.getIdTokenResult(forceRefresh);
  return result.claims as Claims;
}

export async function signOutUser(): Promise<void> {
  const { signOut } = await sdk();
  await signOut(await auth());
}
