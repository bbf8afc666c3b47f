import type { AppCheckSetup } from '@fraudshield/firebase-client';
import type { Env } from '../config/env';
import { startClient, type Client } from '../lib/lazy-client';

/**
 * Wires Firebase from the build settings, once, before React renders. The client library (and the
 * SDK it loads) is fetched right away but is not part of the entry; it is initialised before any
 * caller sees it (lib/lazy-client.ts).
 */
export function setUpFirebase(env: Env, hostname: string): void {
  void startClient((client) => initialise(client, env, hostname)).catch(() => undefined);
}

function initialise({ initFirebase, shouldUseEmulators }: Client, env: Env, hostname: string): void {
  const emulators = shouldUseEmulators(hostname, env.VITE_USE_EMULATORS);
  const appCheck: AppCheckSetup = emulators
    ? env.VITE_APPCHECK_DEBUG_TOKEN
      ? { kind: 'debug', debugToken: env.VITE_APPCHECK_DEBUG_TOKEN, siteKey: env.VITE_APPCHECK_SITE_KEY }
      : { kind: 'emulator' }
    : env.VITE_APPCHECK_SITE_KEY
      ? { kind: 'recaptcha', siteKey: env.VITE_APPCHECK_SITE_KEY }
      : { kind: 'none' };
  if (!emulators && appCheck.kind === 'none') console.warn('VITE_APPCHECK_SITE_KEY is not set: callables will refuse this app.');
  initFirebase({
    config: {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      appId: env.VITE_FIREBASE_APP_ID,
    },
    emulators: emulators
      ? {
          host: env.VITE_EMULATOR_HOST || hostname,
          authPort: env.VITE_AUTH_EMULATOR_PORT,
          functionsPort: env.VITE_FUNCTIONS_EMULATOR_PORT,
        }
      : null,
    appCheck,
  });
}
