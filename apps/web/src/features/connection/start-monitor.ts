import { loadClient } from '../../lib/lazy-client';
import { ConnectionMonitor } from './connection-monitor';

/**
 * Makes the monitor and starts it: every callable watched, the browser's network events, the
 * first probe (system_ping). In the monitor's chunk, not the entry: the provider
 * (hooks/connection-context.tsx) fetches it right after the first render.
 */
export function startMonitor(isLive: () => boolean): { monitor: ConnectionMonitor; stop: () => void } {
  const monitor = new ConnectionMonitor(() => {
    // The outcome reaches the monitor through the call observer (below).
    loadClient()
      .then((client) => client.callFunction('system_ping'))
      .catch(() => undefined);
  });
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
  return {
    monitor,
    stop: () => {
      remove?.();
      window.removeEventListener('offline', lost);
      window.removeEventListener('online', back);
      monitor.stop();
    },
  };
}
