import type { Auth, PopupRedirectResolver } from 'firebase/auth';

/**
 * Google's popup/redirect resolver, set up only where Google sign-in can happen.
 *
 * The resolver loads https://apis.google.com/js/api.js and an auth iframe. getAuth() sets it up
 * on every page (at once on mobile browsers), which costs a script on pages that never sign in
 * with Google and logs a failed load wherever apis.google.com is unreachable. Here auth starts
 * without it (init.ts); the pages with a Google button prepare it (auth.ts prepareGoogleSignIn),
 * and a page coming back from a Google redirect gets it at start-up, marked in sessionStorage
 * just before leaving.
 */

/** Google's part of the SDK (google-sdk.ts), loaded on demand. */
export type GoogleSdk = typeof import('./google-sdk');

/** Loads it: only where Google sign-in can happen. */
export const loadGoogleSdk = (): Promise<GoogleSdk> => import('./google-sdk');

/** What the SDK's resolver does to get ready (not in its public typings). */
interface ResolverInternals {
  _initialize(auth: Auth): Promise<unknown>;
}

export const GOOGLE_REDIRECT_MARK = 'fraudshield:google-redirect';

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage blocked
  }
}

/** True when this tab left for Google's redirect sign-in (or link) and has not read the result yet. */
export function googleRedirectPending(): boolean {
  return session()?.getItem(GOOGLE_REDIRECT_MARK) != null;
}

export function markGoogleRedirect(): void {
  session()?.setItem(GOOGLE_REDIRECT_MARK, String(Date.now()));
}

export function clearGoogleRedirectMark(): void {
  session()?.removeItem(GOOGLE_REDIRECT_MARK);
}

let resolverClass: PopupRedirectResolver | null = null;
/** The one instance of the resolver class below (the SDK and resolverInstance both get it). */
const shared: { instance: ResolverInternals | null } = { instance: null };

/**
 * The resolver to pass to every popup and redirect call. The SDK keeps one instance per resolver
 * class; this subclass hands out one shared instance, so the instance prepared ahead of a click
 * (resolverInstance) is the one signInWithPopup then uses.
 */
export function googleResolver(mod: Pick<GoogleSdk, 'browserPopupRedirectResolver'>): PopupRedirectResolver {
  if (!resolverClass) {
    const Base = mod.browserPopupRedirectResolver as unknown as new () => ResolverInternals;
    class SharedResolver extends Base {
      constructor() {
        super();
        if (shared.instance) return shared.instance as SharedResolver;
        shared.instance = this;
      }
    }
    resolverClass = SharedResolver as unknown as PopupRedirectResolver;
  }
  return resolverClass;
}

/** The shared instance of googleResolver(), to set up ahead of a click. */
export function resolverInstance(resolver: PopupRedirectResolver): ResolverInternals {
  return new (resolver as unknown as new () => ResolverInternals)();
}
