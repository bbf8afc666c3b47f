import { backoffDelay } from '../../lib/backoff';

export type ConnectionState = 'unknown' | 'online' | 'offline';

/** A backend that has not answered a pending request for this long counts as unreachable. */
export const OFFLINE_AFTER_MS = 10_000;

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

/**
 * Unknown → Online or Offline. Offline after OFFLINE_AFTER_MS without a backend response, or at
 * once on a connection failure; Online again on the next response. While Offline it probes the
 * backend with back-off (1 s, ×1.5, at most 60 s). Any answer from the backend, even a refusal,
 * proves it is reachable.
 */
export class ConnectionMonitor {
  private current: ConnectionState = 'unknown';
  private readonly listeners = new Set<(state: ConnectionState) => void>();
  private pending = 0;
  private watchdog: unknown = null;
  private retryTimer: unknown = null;
  private attempt = 0;

  constructor(
    private readonly probe: () => void,
    private readonly timers: Timers = realTimers,
  ) {}

  get state(): ConnectionState {
    return this.current;
  }

  subscribe(listener: (state: ConnectionState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Probes once and arms the watchdog: no answer within OFFLINE_AFTER_MS means Offline. */
  start(): void {
    this.probe();
    if (this.pending === 0) this.armWatchdog();
  }

  stop(): void {
    this.clearWatchdog();
    if (this.retryTimer !== null) this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  callStarted(): void {
    this.pending += 1;
    if (this.watchdog === null) this.armWatchdog();
  }

  /** The backend answered (a result, or a refusal such as permission-denied). */
  callAnswered(): void {
    this.pending = Math.max(0, this.pending - 1);
    this.clearWatchdog();
    if (this.pending > 0) this.armWatchdog();
    this.attempt = 0;
    if (this.retryTimer !== null) this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.set('online');
  }

  /** The request never reached the backend (fetch failure or time-out). */
  connectionFailed(): void {
    this.pending = Math.max(0, this.pending - 1);
    if (this.pending === 0) this.clearWatchdog();
    this.goOffline();
  }

  /** The browser reports no network (the `offline` event, or navigator.onLine false at start): Offline at once. */
  networkLost(): void {
    this.goOffline();
  }

  /** The browser reports the network back (the `online` event): probe now rather than at the next back-off step. */
  networkBack(): void {
    if (this.current !== 'offline') return;
    if (this.retryTimer !== null) this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.attempt = 0;
    this.probe();
  }

  private goOffline(): void {
    this.set('offline');
    if (this.retryTimer !== null) return;
    const delay = backoffDelay(this.attempt);
    this.attempt += 1;
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = null;
      this.probe();
    }, delay);
  }

  private armWatchdog(): void {
    this.clearWatchdog();
    this.watchdog = this.timers.setTimeout(() => {
      this.watchdog = null;
      this.goOffline();
    }, OFFLINE_AFTER_MS);
  }

  private clearWatchdog(): void {
    if (this.watchdog !== null) this.timers.clearTimeout(this.watchdog);
    this.watchdog = null;
  }

  private set(state: ConnectionState): void {
    if (state === this.current) return;
    this.current = state;
    for (const l of this.listeners) l(state);
  }
}
