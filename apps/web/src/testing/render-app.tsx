import { render } from '@testing-library/react';
import { AppRoot } from '../app/app-root';
import { memoryHistory, type AppHistory } from '../app/app-router';

/**
 * Renders the whole app as the browser does (AppRoot: providers, router, shell, guard and the
 * registered pages) at `path`, over a history in memory; returns the history (its location, or
 * push() to navigate).
 */
export function renderApp(path: string): AppHistory {
  const history = memoryHistory(path);
  render(<AppRoot history={history} googleMode="popup" />);
  return history;
}
