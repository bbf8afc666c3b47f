import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Router, UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory } from 'react-router';

/**
 * The app's router: react-router's declarative mode (its `<Router>` over a history), not the data
 * router. The app uses no loaders, actions or fetchers, and the data router was 92 kB of minified
 * code in every page's entry (first-load JS and start-up on a phone).
 */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** The browser's address bar and its back and forward buttons. */
export function browserHistory(): AppHistory {
  // v5Compat: push and replace tell the listener at once (AppRouter renders them).
  return UNSAFE_createBrowserHistory({ v5Compat: true });
}

/** A history in memory, starting at `path`: the prerenderer and the tests. */
export function memoryHistory(path: string): AppHistory {
  return UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
}

let immediate = false;

/**
 * Runs `navigate` (a navigation) and renders its page before returning. Other navigations render
 * in a transition; Log out needs the splash page on screen before it signs out (see useSignOut).
 */
export function navigateNow(navigate: () => void): void {
  immediate = true;
  try {
    flushSync(navigate);
  } finally {
    immediate = false;
  }
}

/**
 * Renders each navigation of `history` in a transition, as the data router did: the page on
 * screen stays interactive while the next one renders, time-sliced (navigateNow aside).
 */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const next = { action, location };
        if (immediate) setState(next);
        else startTransition(() => setState(next));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
