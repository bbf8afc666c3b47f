import type { Env } from '../config/env';
import { startClient } from '../lib/lazy-client';

/**
 * Wires Firebase from the build settings, once, before React renders. The client library (and the
 * SDK it loads) and these settings are fetched at once, in parallel, but are not part of the
 * entry; Firebase is initialised before any caller gets the library (lib/lazy-client.ts).
 */
export function setUpFirebase(env: Env, hostname: string): void {
  const settings = import('./firebase-setup');
  settings.catch(() => undefined);
  void startClient(async (client) => (await settings).initialise(client, env, hostname)).catch(() => undefined);
}
