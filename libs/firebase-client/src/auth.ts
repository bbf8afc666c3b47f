import {
  createUserWithEmailAndPassword,
  getRedirectResult,
  GoogleAuthProvider,
  onAuthStateChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { getServices } from './init';

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

export function currentUser(): AuthUser | null {
  return snapshot(getServices().auth.currentUser);
}

/** Calls back with the user (or null) now and on every sign-in and sign-out. */
export function onAuthChange(callback: (user: AuthUser | null) => void): () => void {
  return onAuthStateChanged(getServices().auth, (user) => callback(snapshot(user)));
}

export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  const { user } = await signInWithEmailAndPassword(getServices().auth, email, password);
  return snapshot(user) as AuthUser;
}

/**
 * Registration: creates the account, then sets the display name when one is given, then sends
 * the verification email whose link continues to `continueUrl`.
 */
export async function signUpWithEmail(input: { email: string; password: string; displayName?: string; continueUrl: string }): Promise<AuthUser> {
  const { user } = await createUserWithEmailAndPassword(getServices().auth, input.email, input.password);
  const name = input.displayName?.trim();
  if (name) await updateProfile(user, { displayName: name });
  await sendEmailVerification(user, { url: input.continueUrl });
  return snapshot(user) as AuthUser;
}

/** Google sign-in. Popup resolves with the user; redirect leaves the page (result read on return). */
export async function signInWithGoogle(mode: GoogleSignInMode): Promise<AuthUser | null> {
  const provider = new GoogleAuthProvider();
  if (mode === 'redirect') {
    await signInWithRedirect(getServices().auth, provider);
    return null;
  }
  const { user } = await signInWithPopup(getServices().auth, provider);
  return snapshot(user);
}

/** After a Google redirect: the signed-in user, or null when the page was not a redirect return. */
export async function completeGoogleRedirect(): Promise<AuthUser | null> {
  const result = await getRedirectResult(getServices().auth);
  return snapshot(result?.user ?? null);
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(getServices().auth, email);
}

export async function resendVerificationEmail(continueUrl: string): Promise<void> {
  const user = getServices().auth.currentUser;
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
  await sendEmailVerification(user, { url: continueUrl });
}

/**
 * Reloads the user from the server (emailVerified changes only after this). When the email has
 * just been verified, force-refreshes the ID token so callables see email_verified.
 */
export async function reloadUser(): Promise<AuthUser | null> {
  const user = getServices().auth.currentUser;
  if (!user) return null;
  const wasVerified = user.emailVerified;
  await reload(user);
  if (user.emailVerified && !wasVerified) await user.getIdToken(true);
  return snapshot(user);
}

/** The ID token's claims; a forced refresh picks up roles granted since sign-in. Null when signed out. */
export async function getClaims(forceRefresh = false): Promise<Claims | null> {
  const user = getServices().auth.currentUser;
  if (!user) return null;
  const result = await user.getIdTokenResult(forceRefresh);
  return result.claims as Claims;
}

export async function signOutUser(): Promise<void> {
  await signOut(getServices().auth);
}
