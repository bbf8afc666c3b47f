import type { Env } from '../../config/env';
import { loadClient, setUpClient } from '../../lib/lazy-client';

/**
 * Wires Firebase from the build settings, once, before React renders. The client library (and the
 * SDK it loads) and these settings are not part of the entry; Firebase is initialised before any
 * caller gets the library (lib/lazy-client.ts). They start loading in a task of their own right
 * after the entry has run, so the entry's start-up is not one longer task.
 */
export function setUpFirebase(env: Env, hostname: string): void {
  let settings: Promise<typeof import('./firebase-setup')> | null = null;
  const fetchSettings = () => (settings ??= import('./firebase-setup'));
  setUpClient(async (client) => (await fetchSettings()).initialise(client, env, hostname));
  setTimeout(() => {
    fetchSettings().catch(() => undefined);
    loadClient().catch(() => undefined);
  }, 0);
}
