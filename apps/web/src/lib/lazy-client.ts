import type * as FirebaseClient from '@fraudshield/firebase-client';

export type Client = typeof FirebaseClient;

let setUp: ((client: Client) => void | Promise<void>) | null = null;
let loaded: Client | null = null;
let loading: Promise<Client> | null = null;

/**
 * @fraudshield/firebase-client for the modules of the entry (backend set-up, auth and connection
 * contexts): fetched as the app starts, but not part of the entry chunk, so the first paint does
 * not wait for it. Pages import the library as usual; it is one module either way, so its state
 * (the SDK, the prepared Google popup) is shared.
 */
export function loadClient(): Promise<Client> {
  loading ??= import('@fraudshield/firebase-client').then(async (m) => {
    await setUp?.(m);
    loaded = m;
    return m;
  });
  return loading;
}

/** Names the library's set-up (initFirebase): it runs once, before any caller gets the library. */
export function setUpClient(init: (client: Client) => void | Promise<void>): void {
  setUp = init;
  if (loaded) void init(loaded);
}

/** The library once loaded (for calls that must not wait, such as opening a popup in a click), else null. */
export function loadedClient(): Client | null {
  return loaded;
}
