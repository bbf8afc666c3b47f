import { render } from '@testing-library/react';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import { AppRouter, memoryHistory, type AppHistory } from '../app/app-router';

/**
 * Renders the whole app (providers, router, shell, guard and the registered pages) at `path`,
 * over a history in memory; returns the history (its location, or push() to navigate).
 */
export function renderApp(path: string): AppHistory {
  const history = memoryHistory(path);
  render(
    <AppProvider googleMode="popup">
      <AppRouter history={history}>
        <AppRoutes />
      </AppRouter>
    </AppProvider>,
  );
  return history;
}
