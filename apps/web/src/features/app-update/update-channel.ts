import { registerUpdateChannel } from './registry';

export { registerUpdateChannel, updateChannel } from './registry';

/**
 * What the app knows about its service worker (vite-plugin-pwa's Workbox worker, registered
 * with registerType "prompt"): whether a new version has installed and is waiting, and how to
 * switch to it. "Update" asks the waiting worker to take over (SKIP_WAITING) and reloads once
 * it controls the page; until the player asks, the running version keeps its worker.
 */

/** The part of workbox-window's Workbox this uses (a fake in tests). */
export interface WorkboxLike {
  addEventListener(type: 'waiting', listener: () => void): void;
  addEventListener(type: 'controlling', listener: (event: { isUpdate?: boolean }) => void): void;
  messageSkipWaiting(): void;
  register(): Promise<unknown>;
  update(): Promise<unknown>;
}

export interface UpdateState {
  /** A new version is installed and waiting. */
  readonly ready: boolean;
  /** The player chose Update: waiting for the new worker to take over, then reload. */
  readonly applying: boolean;
}

/** How often an open app asks the server whether sw.js changed (browsers also check on navigation). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export class UpdateChannel {
  private state: UpdateState = { ready: false, applying: false };
  private readonly listeners = new Set<() => void>();
  private workbox: WorkboxLike | null = null;

  constructor(private readonly reload: () => void = () => window.location.reload()) {}

  getState = (): UpdateState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Listens to a Workbox, then registers the worker. */
  async connect(workbox: WorkboxLike): Promise<void> {
    this.workbox = workbox;
    workbox.addEventListener('waiting', () => this.set({ ready: true, applying: this.state.applying }));
    // Only a worker the player asked for reloads the page: the first install on a first visit
    // (not an update) and a worker activated by another tab's Update leave this page alone.
    workbox.addEventListener('controlling', (event) => {
      if (event.isUpdate && this.state.applying) this.reload();
    });
    await workbox.register();
  }

  /** "Update": tell the waiting worker to take over; the page reloads when it does. */
  apply(): void {
    if (!this.state.ready || !this.workbox) return;
    this.set({ ready: true, applying: true });
    this.workbox.messageSkipWaiting();
  }

  /** "Later": hide the prompt; the new version starts on the next visit. */
  dismiss(): void {
    this.set({ ready: false, applying: false });
  }

  /** Asks the browser to check for a new sw.js. */
  check(): void {
    void this.workbox?.update().catch(() => undefined);
  }

  private set(next: UpdateState): void {
    this.state = next;
    for (const l of this.listeners) l();
  }
}

/**
 * Registers the service worker at `url` when the browser has service workers: workbox-window
 * is loaded on its own (a dynamic import, so it never weighs on the entry) and registers after
 * the page's load event. Returns the channel the update prompt reads, or null.
 */
export function startServiceWorker(
  url: string,
  load: () => Promise<{ Workbox: new (url: string, options: { scope: string }) => WorkboxLike }> = () =>
    import('workbox-window'),
): UpdateChannel | null {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const channel = new UpdateChannel();
  registerUpdateChannel(channel);
  void load()
    .then(({ Workbox }) => channel.connect(new Workbox(url, { scope: '/' })))
    .catch((error: unknown) => console.warn('The service worker could not be registered:', error));
  window.setInterval(() => channel.check(), UPDATE_CHECK_MS);
  return channel;
}

/**
 * A build without a service worker (VITE_SERVICE_WORKER=false, or the dev server) unregisters
 * any worker an earlier build of the same address left, so it cannot keep serving that build.
 */
export async function removeServiceWorkers(): Promise<number> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return 0;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
  return registrations.length;
}
