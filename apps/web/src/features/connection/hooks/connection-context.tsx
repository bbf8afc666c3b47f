import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { loadClient } from '../../../lib/lazy-client';
import type { ConnectionMonitor, ConnectionState } from '../connection-monitor';

interface Connection {
  /** The monitor, once its code has loaded (it is not part of the entry chunk). */
  monitor: ConnectionMonitor | null;
  /** The state until then: Offline when the browser reports no network, else Unknown. */
  early: ConnectionState;
}

const ConnectionContext = createContext<Connection | null>(null);

/** Starts the monitor: every callable watched, the browser's network events, the first probe. */
function watch(monitor: ConnectionMonitor, isLive: () => boolean): () => void {
  let remove: (() => void) | null = null;
  // The client library loads after the first paint. The observer is registered first on its
  // load (then-callbacks run in order), so it sees the probe that start() sends through it.
  void loadClient().then(({ addCallObserver, isConnectionFailure }) => {
    if (!isLive()) return;
    remove = addCallObserver({
      onStart: () => monitor.callStarted(),
      onSuccess: () => monitor.callAnswered(),
      onFailure: (_name, error) => (isConnectionFailure(error) ? monitor.connectionFailed() : monitor.callAnswered()),
    });
  });
  // The browser knows first when the device has no network at all (an installed app opened
  // offline): say so at once instead of after a failed call or the 10 s watchdog.
  const lost = () => monitor.networkLost();
  const back = () => monitor.networkBack();
  window.addEventListener('offline', lost);
  window.addEventListener('online', back);
  // The watchdog starts now: a client library that cannot arrive is Offline too.
  monitor.start();
  if (navigator.onLine === false) monitor.networkLost();
  return () => {
    remove?.();
    window.removeEventListener('offline', lost);
    window.removeEventListener('online', back);
    monitor.stop();
  };
}

/**
 * Watches every callable; pings the backend (system_ping) to start and while Offline. The
 * monitor's code loads right after the first render, in a chunk of its own (the entry stays
 * small); until it arrives the browser's own network events still show Offline at once.
 */
export function ConnectionProvider({ children }: { children: ReactNode }) {
  const [connection, setConnection] = useState<Connection>({ monitor: null, early: 'unknown' });
  useEffect(() => {
    let live = true;
    let stop: (() => void) | null = null;
    const early = (state: ConnectionState) =>
      setConnection((c) => (c.monitor || c.early === state ? c : { ...c, early: state }));
    const lost = () => early('offline');
    const back = () => early('unknown');
    window.addEventListener('offline', lost);
    window.addEventListener('online', back);
    if (navigator.onLine === false) lost();
    const unlisten = () => {
      window.removeEventListener('offline', lost);
      window.removeEventListener('online', back);
    };
    import('../connection-monitor').then(
      ({ ConnectionMonitor }) => {
        unlisten();
        if (!live) return;
        const monitor = new ConnectionMonitor(() => {
          // The outcome reaches the monitor through the call observer (watch).
          loadClient()
            .then((client) => client.callFunction('system_ping'))
            .catch(() => undefined);
        });
        stop = watch(monitor, () => live);
        setConnection((c) => ({ ...c, monitor }));
      },
      // Our own server cannot deliver a chunk: the backend is out of reach too.
      () => lost(),
    );
    return () => {
      live = false;
      unlisten();
      stop?.();
    };
  }, []);
  return <ConnectionContext.Provider value={connection}>{children}</ConnectionContext.Provider>;
}

const noSubscription = () => () => undefined;

export function useConnectionState(): ConnectionState {
  const connection = useContext(ConnectionContext);
  if (!connection) throw new Error('useConnectionState must be used within a ConnectionProvider');
  const { monitor, early } = connection;
  const read = () => monitor?.state ?? early;
  // The prerendered pages (and the hydration of them) see the app as it starts: Unknown.
  return useSyncExternalStore(monitor ? (cb) => monitor.subscribe(cb) : noSubscription, read, read);
}
