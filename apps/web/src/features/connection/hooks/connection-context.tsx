import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ConnectionMonitor, ConnectionState } from '../connection-monitor';

interface Connection {
  /** The monitor, once its code has loaded (it is not part of the entry chunk). */
  monitor: ConnectionMonitor | null;
  /** The state until then: Offline when the browser reports no network, else Unknown. */
  early: ConnectionState;
}

const ConnectionContext = createContext<Connection | null>(null);

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
    import('../start-monitor').then(
      ({ startMonitor }) => {
        unlisten();
        if (!live) return;
        const started = startMonitor(() => live);
        stop = started.stop;
        setConnection((c) => ({ ...c, monitor: started.monitor }));
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
