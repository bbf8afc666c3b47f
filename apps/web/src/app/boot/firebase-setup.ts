import type { AppCheckSetup } from '@fraudshield/firebase-client';
import type { Env } from '../../config/env';
import type { Client } from '../../lib/lazy-client';

/** Firebase from the build settings (a lazy chunk, fetched with the client library by setup-backend.ts). */
export function initialise({ initFirebase, shouldUseEmulators }: Client, env: Env, hostname: string): void {
  const emulators = shouldUseEmulators(hostname, env.VITE_USE_EMULATORS);
  const appCheck: AppCheckSetup = emulators
    ? env.VITE_APPCHECK_DEBUG_TOKEN
      ? { kind: 'debug', debugToken: env.VITE_APPCHECK_DEBUG_TOKEN, siteKey: env.VITE_APPCHECK_SITE_KEY }
      : { kind: 'emulator' }
    : env.VITE_APPCHECK_SITE_KEY
      ? { kind: 'recaptcha', siteKey: env.VITE_APPCHECK_SITE_KEY }
      : { kind: 'none' };
  if (!emulators && appCheck.kind === 'none')
    console.warn('VITE_APPCHECK_SITE_KEY is not set: callables will refuse this app.');
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
