import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Functions } from 'firebase/functions';
import type { AppCheck } from 'firebase/app-check';
import { FUNCTIONS_REGION } from '@fraudshield/domain';
import { EMULATORS_CONNECTED_MESSAGE, emulatorAppCheckToken } from './emulators';
import { googleRedirectPending, googleResolver, loadGoogleSdk, type GoogleSdk } from './google';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
}

export interface EmulatorConfig {
  host: string;
  authPort: number;
  functionsPort: number;
}

/**
 * App Check in each environment:
 * - recaptcha: production, reCAPTCHA v3 with automatic token refresh;
 * - debug: emulators with a configured debug token;
 * - emulator: emulators without one, an unsigned token the emulator accepts. The reCAPTCHA
 *   provider must never run against emulators offline: every callable would hang forever.
 * - none: no App Check (callables with enforcement will refuse).
 */
export type AppCheckSetup =
  | { kind: 'recaptcha'; siteKey: string }
  | { kind: 'debug'; debugToken: string; siteKey: string }
  | { kind: 'emulator' }
  | { kind: 'none' };

export interface InitOptions {
  config: FirebaseWebConfig;
  emulators: EmulatorConfig | null;
  appCheck: AppCheckSetup;
  log?: (message: string) => void;
}

/** What the first step gives: the app and Auth. */
export interface AuthServices {
  app: FirebaseApp;
  auth: Auth;
  usingEmulators: boolean;
}

export interface FirebaseServices extends AuthServices {
  functions: Functions;
  appCheck: AppCheck | null;
}

/*
 * The Firebase SDK (≈43 kB gzip) is loaded on demand, not with the first page: the splash and
 * login pages paint without it, and it arrives while the visitor reads. It starts in two steps,
 * each in tasks of its own so that neither is one long task on a phone's CPU:
 * 1. the app and Auth (what tells a page who is signed in), then, in a later task,
 * 2. App Check and Functions (what a callable needs).
 * Every function of this library awaits `authServices()` or `services()`, so callers never see
 * the difference.
 */
let options: InitOptions | null = null;
let loadingAuth: Promise<AuthServices> | null = null;
let loading: Promise<FirebaseServices> | null = null;
let loaded: FirebaseServices | null = null;
let loadedAuth: AuthServices | null = null;

type AppCheckModule = typeof import('firebase/app-check');

function setUpAppCheck(mod: AppCheckModule, app: FirebaseApp, setup: AppCheckSetup, appId: string): AppCheck | null {
  switch (setup.kind) {
    case 'recaptcha':
      return mod.initializeAppCheck(app, {
        provider: new mod.ReCaptchaV3Provider(setup.siteKey),
        isTokenAutoRefreshEnabled: true,
      });
    case 'debug':
      (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN = setup.debugToken;
      return mod.initializeAppCheck(app, {
        provider: new mod.ReCaptchaV3Provider(setup.siteKey || 'debug-mode'),
        isTokenAutoRefreshEnabled: true,
      });
    case 'emulator':
      return mod.initializeAppCheck(app, {
        provider: new mod.CustomProvider({ getToken: async () => emulatorAppCheckToken(appId, Date.now()) }),
        isTokenAutoRefreshEnabled: true,
      });
    case 'none':
      return null;
  }
}

type AuthModule = typeof import('./auth-sdk');

/**
 * Auth without the popup/redirect resolver: getAuth() would set up Google's resolver on every
 * page, and on mobile browsers it loads https://apis.google.com/js/api.js (and an iframe) at once.
 * The resolver is set up only where Google sign-in can happen (google.ts: the pages with a Google
 * button call prepareGoogleSignIn) and, here, when the page comes back from a Google redirect, so
 * the SDK completes that sign-in while it initialises, as getAuth() would.
 */
function createAuth(mod: AuthModule, app: FirebaseApp, google: GoogleSdk | null): Auth {
  const persistence = [mod.indexedDBLocalPersistence, mod.browserLocalPersistence, mod.browserSessionPersistence];
  try {
    return mod.initializeAuth(app, {
      persistence,
      ...(google ? { popupRedirectResolver: googleResolver(google) } : {}),
    });
  } catch {
    return mod.getAuth(app); // already initialised (hot reload)
  }
}

/** A new task: what follows runs after the browser has had its turn (input, paint). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The app and Auth: the first step, the app and Auth each in a task of its own. */
async function loadAuth(opts: InitOptions): Promise<AuthServices> {
  const [appMod, authMod, google] = await Promise.all([
    import('firebase/app'),
    import('./auth-sdk'),
    googleRedirectPending() ? loadGoogleSdk() : null,
  ]);
  const app = appMod.getApps()[0] ?? appMod.initializeApp(opts.config);
  await nextTask();
  const auth = createAuth(authMod, app, google);
  if (opts.emulators)
    authMod.connectAuthEmulator(auth, `http://${opts.emulators.host}:${opts.emulators.authPort}`, {
      disableWarnings: true,
    });
  loadedAuth = { app, auth, usingEmulators: opts.emulators !== null };
  return loadedAuth;
}

/** App Check and Functions: the second step, after the first and a task later, each in a task of its own. */
async function loadBackend(opts: InitOptions, first: Promise<AuthServices>): Promise<FirebaseServices> {
  const { app, auth } = await first;
  await nextTask();
  const [functionsMod, appCheckMod] = await Promise.all([import('firebase/functions'), import('firebase/app-check')]);
  const appCheck = setUpAppCheck(appCheckMod, app, opts.appCheck, opts.config.appId);
  await nextTask();
  const functions = functionsMod.getFunctions(app, FUNCTIONS_REGION);
  if (opts.emulators) {
    functionsMod.connectFunctionsEmulator(functions, opts.emulators.host, opts.emulators.functionsPort);
    (opts.log ?? console.info)(EMULATORS_CONNECTED_MESSAGE);
  }
  loaded = { app, auth, functions, appCheck, usingEmulators: opts.emulators !== null };
  return loaded;
}

/**
 * Records the settings and starts loading the SDK in the background, in its two steps. The app,
 * auth, functions and App Check are created once, and the emulators connected once.
 */
export function initFirebase(opts: InitOptions): void {
  if (options) return;
  options = opts;
  loadingAuth = loadAuth(opts);
  loading = loadBackend(opts, loadingAuth);
  // A failure surfaces to whoever awaits services(); this only keeps it from being unhandled.
  loadingAuth.catch(() => undefined);
  loading.catch(() => undefined);
}

/** The app and Auth, once the first step has loaded (what the auth functions need). */
export function authServices(): Promise<AuthServices> {
  if (!loadingAuth) return Promise.reject(new Error('initFirebase() must run before Firebase is used'));
  return loadingAuth;
}

/** Every Firebase service, once both steps have loaded (what a callable needs). */
export function services(): Promise<FirebaseServices> {
  if (!loading) return Promise.reject(new Error('initFirebase() must run before Firebase is used'));
  return loading;
}

/** The services if already loaded (for synchronous reads such as the current user), else null. */
export function loadedServices(): FirebaseServices | null {
  return loaded;
}

/** The app and Auth if already loaded, else null. */
export function loadedAuthServices(): AuthServices | null {
  return loadedAuth;
}
