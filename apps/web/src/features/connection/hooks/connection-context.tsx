import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { loadClient } from '../../../lib/lazy-client';
import { ConnectionMonitor, type ConnectionState } from '../connection-monitor';

const ConnectionContext = createContext<ConnectionMonitor | null>(null);

/** Watches every callable; pings the backend (system_ping) to start and while Offline. */
export function ConnectionProvider({ children }: { children: ReactNode }) {
  const [monitor] = useState(
    () =>
      new ConnectionMonitor(() => {
        // The outcome reaches the monitor through the call observer below.
        loadClient()
          .then((client) => client.callFunction('system_ping'))
          .catch(() => undefined);
      }),
  );
  useEffect(() => {
    let remove: (() => void) | null = null;
    let live = true;
    // The client library loads after the first paint. The observer is registered first on its
    // load (then-callbacks run in order), so it sees the probe that start() sends through it.
    void loadClient().then(({ addCallObserver, isConnectionFailure }) => {
      if (!live) return;
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
    // The watchdog starts now, as the app does: a library that cannot arrive is Offline too.
    monitor.start();
    if (navigator.onLine === false) monitor.networkLost();
    return () => {
      live = false;
      remove?.();
      window.removeEventListener('offline', lost);
      window.removeEventListener('online', back);
      monitor.stop();
    };
  }, [monitor]);
  return <ConnectionContext.Provider value={monitor}>{children}</ConnectionContext.Provider>;
}

export function useConnectionState(): ConnectionState {
  const monitor = useContext(ConnectionContext);
  if (!monitor) throw new Error('useConnectionState must be used within a ConnectionProvider');
  return useSyncExternalStore(
    (cb) => monitor.subscribe(cb),
    () => monitor.state,
    // The prerendered pages (and the hydration of them) see the monitor as it starts: Unknown.
    () => monitor.state,
  );
}
