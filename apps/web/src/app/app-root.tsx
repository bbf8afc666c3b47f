import { StrictMode } from 'react';
import type { GoogleSignInMode } from '@fraudshield/firebase-client';
import { AppProvider } from './provider';
import { AppRouter, type AppHistory } from './app-router';
import { AppRoutes } from './router';

/**
 * The whole app for one history: the browser renders or hydrates it over its address bar
 * (main.tsx), the build prerenders it for the public pages over a memory history (prerender.tsx).
 * One tree for both, so they match.
 */
export function AppRoot({ history, googleMode }: { history: AppHistory; googleMode: GoogleSignInMode }) {
  return (
    <StrictMode>
      <AppProvider googleMode={googleMode}>
        <AppRouter history={history}>
          <AppRoutes />
        </AppRouter>
      </AppProvider>
    </StrictMode>
  );
}
