/** requestIdleCallback where the browser has it, a short timeout elsewhere (Safari). */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

/** How long after the load event work that can wait (the service worker's install) waits. */
export const AFTER_START_UP_MS = 5_000;

/**
 * Runs `callback` once the app has started: `delayMs` after the page's load event, when the
 * browser is next idle. For work that would otherwise compete with the start-up for a phone's
 * CPU and network. Returns a cancel function.
 */
export function afterStartUp(callback: () => void, delayMs: number = AFTER_START_UP_MS): () => void {
  let cancel: () => void = () => undefined;
  const begin = () => {
    const timer = window.setTimeout(() => {
      cancel = whenIdle(callback);
    }, delayMs);
    cancel = () => window.clearTimeout(timer);
  };
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
  return () => {
    window.removeEventListener('load', begin);
    cancel();
  };
}
