import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { CustomProvider, initializeAppCheck, ReCaptchaV3Provider, type AppCheck } from 'firebase/app-check';
import { FUNCTIONS_REGION } from '@fraudshield/domain';
import { EMULATORS_CONNECTED_MESSAGE, emulatorAppCheckToken } from './emulators';

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

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  functions: Functions;
  appCheck: AppCheck | null;
  usingEmulators: boolean;
}

let services: FirebaseServices | null = null;

function setUpAppCheck(app: FirebaseApp, setup: AppCheckSetup, appId: string): AppCheck | null {
  switch (setup.kind) {
    case 'recaptcha':
      return initializeAppCheck(app, { provider: new ReCaptchaV3Provider(setup.siteKey), isTokenAutoRefreshEnabled: true });
    case 'debug':
      (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN = setup.debugToken;
      return initializeAppCheck(app, {
        provider: new ReCaptchaV3Provider(setup.siteKey || 'debug-mode'),
        isTokenAutoRefreshEnabled: true,
      });
    case 'emulator':
      return initializeAppCheck(app, {
        provider: new CustomProvider({ getToken: async () => emulatorAppCheckToken(appId, Date.now()) }),
        isTokenAutoRefreshEnabled: true,
      });
    case 'none':
      return null;
  }
}

/** Creates the app, auth, functions and App Check once, and connects the emulators once. */
export function initFirebase(options: InitOptions): FirebaseServices {
  if (services) return services;
  const app = getApps()[0] ?? initializeApp(options.config);
  const appCheck = setUpAppCheck(app, options.appCheck, options.config.appId);
  const auth = getAuth(app);
  const functions = getFunctions(app, FUNCTIONS_REGION);
  if (options.emulators) {
    const { host, authPort, functionsPort } = options.emulators;
    connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
    connectFunctionsEmulator(functions, host, functionsPort);
    (options.log ?? console.info)(EMULATORS_CONNECTED_MESSAGE);
  }
  services = { app, auth, functions, appCheck, usingEmulators: options.emulators !== null };
  return services;
}

export function getServices(): FirebaseServices {
  if (!services) throw new Error('initFirebase() must run before Firebase is used');
  return services;
}
