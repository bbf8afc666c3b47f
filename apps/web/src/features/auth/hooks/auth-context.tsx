import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { AuthUser, Claims, GoogleSignInMode } from '@fraudshield/firebase-client';
import { hasRole as rolesInclude, ROUTES, rolesFromClaims, type Role, type Viewer } from '@fraudshield/domain';
import { loadClient, loadedClient, type Client } from '../../../lib/lazy-client';
import { forgetUserData } from '../../../lib/server-state/user-data';

type AuthState =
  | { status: 'initializing' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: AuthUser; claims: Claims; roles: string[] };

export interface AuthContextValue {
  state: AuthState;
  viewer: Viewer;
  user: AuthUser | null;
  claims: Claims;
  roles: readonly string[];
  hasRole(role: Role): boolean;
  /** True while a sign-in or sign-up runs: the auth pages stay put until it has finished. */
  busy: boolean;
  /** The failure of a Google redirect sign-in, read when the page comes back. */
  redirectError: unknown;
  signIn(email: string, password: string): Promise<void>;
  signUp(input: { email: string; password: string; displayName?: string }): Promise<void>;
  signInWithGoogle(): Promise<void>;
  resetPassword(email: string): Promise<void>;
  resendVerification(): Promise<void>;
  /**
   * Reloads the user (emailVerified); when verified, makes sure the ID token says so (a fresh one
   * if needed) and takes its claims, so the callables and the guard agree at once.
   */
  reloadUser(): Promise<AuthUser | null>;
  /** Force-refreshes the ID token's claims and roles; null when nobody is signed in. */
  refreshClaims(): Promise<Claims | null>;
  /** Adds Google as a sign-in method (popup, or redirect in the redirect build); the user updates. */
  linkGoogle(): Promise<void>;
  /** Removes Google as a sign-in method; refused when it is the only one. */
  unlinkGoogle(): Promise<void>;
  signOut(): Promise<void>;
  /** How Google sign-in works in this build: popup (default) or redirect. */
  googleMode: GoogleSignInMode;
}

const AuthContext = createContext<AuthContextValue | null>(null);

async function loadClaims(client: Client, force: boolean): Promise<Claims> {
  try {
    return (await client.getClaims(force)) ?? {};
  } catch {
    return {};
  }
}

function sameUser(a: AuthUser, b: AuthUser): boolean {
  return (
    a.uid === b.uid &&
    a.email === b.email &&
    a.displayName === b.displayName &&
    a.emailVerified === b.emailVerified &&
    (a.providerIds ?? []).join() === (b.providerIds ?? []).join()
  );
}

/** Where verification links continue to: the login page on this origin. */
export function verificationContinueUrl(): string {
  return `${window.location.origin}${ROUTES.login.pattern}`;
}

export function AuthProvider({ children, googleMode }: { children: ReactNode; googleMode: GoogleSignInMode }) {
  const [state, setState] = useState<AuthState>({ status: 'initializing' });
  const [busyCount, setBusyCount] = useState(0);
  const [redirectError, setRedirectError] = useState<unknown>(null);
  const generation = useRef(0);
  const answered = useRef(false);

  /**
   * The auth state from the SDK. Its first answer (Loading… gives way to the page) renders in a
   * transition, so React renders it in slices rather than one long task on a phone's CPU (issue
   * 17); later changes (sign-in, sign-out) render at once, as before.
   */
  const publish = useCallback((next: AuthState) => {
    if (answered.current) {
      setState(next);
      return;
    }
    answered.current = true;
    startTransition(() => setState(next));
  }, []);

  /**
   * Takes a fresh snapshot of the current user (profile, verification and linked providers change
   * without an auth event). An unchanged snapshot keeps the state as it is: a new object would
   * re-run every effect that depends on the user (the login page's redirect among them).
   */
  const syncUser = useCallback((user: AuthUser | null) => {
    if (!user) return;
    setState((prev) =>
      prev.status === 'signedIn' && prev.user.uid === user.uid && !sameUser(prev.user, user) ? { ...prev, user } : prev,
    );
  }, []);

  // The client library (and with it the SDK) loads after the first paint; the state stays
  // 'initializing' (Loading… where a guard needs it) until the SDK reports the user.
  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    void loadClient().then((client) => {
      if (cancelled) return;
      unsubscribe = client.onAuthChange((user) => {
        const mine = ++generation.current;
        if (!user) {
          forgetUserData();
          publish({ status: 'signedOut' });
          return;
        }
        // Claims come from the ID token; until they are read the viewer is still initializing,
        // so an admin is never bounced off /admin by a missing role.
        void loadClaims(client, false).then((claims) => {
          if (mine !== generation.current) return;
          const fresh = client.currentUser();
          publish({
            status: 'signedIn',
            user: fresh?.uid === user.uid ? fresh : user,
            claims,
            roles: rolesFromClaims(claims),
          });
        });
      });
      // A redirect back from Google: a sign-in raises an auth event, a link does not, so the
      // linked user is taken as it is now. Only a tab that left for Google asks (and loads its script).
      if (googleMode === 'redirect') {
        client
          .completeGoogleRedirect()
          .then((user) => syncUser(user && client.currentUser()))
          .catch((error: unknown) => setRedirectError(error));
      }
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [googleMode, syncUser, publish]);

  /**
   * Reloads the user and, once verified, the claims of a token that says so (the client library
   * refreshes a stale one): the player is let in wherever the link was opened.
   */
  const recheckUser = useCallback(async (): Promise<AuthUser | null> => {
    const client = await loadClient();
    const fresh = await client.reloadUser();
    syncUser(fresh);
    if (fresh?.emailVerified) {
      const claims = await loadClaims(client, false);
      setState((prev) =>
        prev.status === 'signedIn' && prev.user.uid === fresh.uid
          ? { ...prev, claims, roles: rolesFromClaims(claims) }
          : prev,
      );
    }
    return fresh;
  }, [syncUser]);

  // A player whose email (or whose token) is not verified yet may open the link in
  // another tab or on another device: on coming back to this tab (focus, visibility), check again.
  const unverified =
    state.status === 'signedIn' && (!state.user.emailVerified || state.claims['email_verified'] !== true);
  useEffect(() => {
    if (!unverified) return;
    const check = () => {
      if (document.visibilityState === 'visible') void recheckUser().catch(() => undefined);
    };
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [unverified, recheckUser]);

  const runBusy = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    setBusyCount((n) => n + 1);
    try {
      return await action();
    } finally {
      setBusyCount((n) => n - 1);
    }
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const user = state.status === 'signedIn' ? state.user : null;
    const claims = state.status === 'signedIn' ? state.claims : {};
    const roles = state.status === 'signedIn' ? state.roles : [];
    const viewer: Viewer =
      state.status === 'signedIn'
        ? { status: 'signedIn', emailVerified: state.user.emailVerified, roles: state.roles }
        : { status: state.status };
    return {
      state,
      viewer,
      user,
      claims,
      roles,
      hasRole: (role) => rolesInclude(roles, role),
      busy: busyCount > 0,
      redirectError,
      signIn: (email, password) =>
        runBusy(async () => {
          setRedirectError(null);
          await (await loadClient()).signInWithEmail(email, password);
        }),
      signUp: (input) =>
        runBusy(async () => {
          setRedirectError(null);
          const client = await loadClient();
          await client.signUpWithEmail({ ...input, continueUrl: verificationContinueUrl() });
          syncUser(client.currentUser());
        }),
      // Nothing is awaited before the SDK's popup call once the library is loaded (it is by the
      // time the Google button is enabled): a browser opens a popup only within the click.
      signInWithGoogle: () =>
        runBusy(async () => {
          setRedirectError(null);
          await (loadedClient() ?? (await loadClient())).signInWithGoogle(googleMode);
        }),
      resetPassword: async (email) => (await loadClient()).sendPasswordReset(email),
      resendVerification: async () => (await loadClient()).resendVerificationEmail(verificationContinueUrl()),
      reloadUser: recheckUser,
      refreshClaims: async () => {
        const client = await loadClient();
        if (!client.currentUser()) return null;
        const fresh = await client.getClaims(true).catch(() => ({}) as Claims);
        if (!fresh) return null;
        setState((prev) =>
          prev.status === 'signedIn' ? { ...prev, claims: fresh, roles: rolesFromClaims(fresh) } : prev,
        );
        return fresh;
      },
      linkGoogle: async () => {
        const client = loadedClient() ?? (await loadClient());
        const fresh = await client.linkGoogle(googleMode);
        syncUser(fresh ?? client.currentUser());
      },
      unlinkGoogle: async () => {
        syncUser(await (await loadClient()).unlinkGoogle());
      },
      signOut: async () => {
        await (await loadClient()).signOutUser();
        forgetUserData();
      },
      googleMode,
    };
  }, [state, busyCount, redirectError, runBusy, syncUser, recheckUser, googleMode]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
