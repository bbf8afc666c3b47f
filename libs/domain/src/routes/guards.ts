import { DEFAULT_AFTER_LOGIN, ROUTES, type RouteDef } from './catalog';
import { hasRole } from '../roles/roles';

/** What the web app knows about the viewer, reduced to what guards need. */
export type Viewer =
  | { readonly status: 'initializing' }
  | { readonly status: 'signedOut' }
  | { readonly status: 'signedIn'; readonly emailVerified: boolean; readonly roles: readonly string[] };

export type GuardDecision =
  | { readonly kind: 'loading' }
  | { readonly kind: 'render' }
  /** `remember` is the path to come back to once the viewer may see it. */
  | { readonly kind: 'redirect'; readonly to: string; readonly remember?: string };

/**
 * The guard as a pure decision: viewer × route → render, wait, or redirect.
 * `path` is the full path the viewer asked for (pathname + search + hash), to remember.
 */
export function decideAccess(viewer: Viewer, route: RouteDef, path: string): GuardDecision {
  if (route.guard === 'public') {
    // A signed-in user has no business on the login or signup forms.
    if (viewer.status === 'signedIn' && (route === ROUTES.login || route === ROUTES.signup)) {
      return { kind: 'redirect', to: viewer.emailVerified ? DEFAULT_AFTER_LOGIN : ROUTES.verifyEmail.pattern };
    }
    return { kind: 'render' };
  }
  if (viewer.status === 'initializing') return { kind: 'loading' };
  if (viewer.status === 'signedOut') return { kind: 'redirect', to: ROUTES.login.pattern, remember: path };
  if (route.guard === 'authenticated') return { kind: 'render' };
  if (!viewer.emailVerified) return { kind: 'redirect', to: ROUTES.verifyEmail.pattern, remember: path };
  if (route.guard === 'admin' && !hasRole(viewer.roles, 'admin')) {
    return { kind: 'redirect', to: ROUTES.home.pattern };
  }
  return { kind: 'render' };
}

/**
 * Where to go after login, signup or verification: the remembered path when it is a safe
 * in-app path, otherwise /home. Refuses other origins ("//evil", "https://…") and loops back
 * into the auth pages.
 */
export function safeReturnPath(remembered: unknown): string {
  if (typeof remembered !== 'string' || remembered.length === 0 || remembered.length > 2048) return DEFAULT_AFTER_LOGIN;
  if (!remembered.startsWith('/') || remembered.startsWith('//') || remembered.startsWith('/\\'))
    return DEFAULT_AFTER_LOGIN;
  const pathname = remembered.split(/[?#]/)[0] ?? '';
  const authPages: string[] = [
    ROUTES.login.pattern,
    ROUTES.signup.pattern,
    ROUTES.verifyEmail.pattern,
    ROUTES.splash.pattern,
  ];
  if (authPages.includes(pathname)) return DEFAULT_AFTER_LOGIN;
  return remembered;
}
