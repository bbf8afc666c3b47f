import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { RouterProvider, type DataRouter } from 'react-router';
import type { GoogleSignInMode } from '@fraudshield/firebase-client';
import { AppProvider } from './provider';

const syncFlush = (fn: () => unknown): undefined => {
  flushSync(fn);
  return undefined;
};

/**
 * The whole app for one router: the browser renders or hydrates it (main.tsx), the build
 * prerenders it for the public pages (prerender.tsx). One tree for both, so they match.
 */
export function AppRoot({ router, googleMode }: { router: DataRouter; googleMode: GoogleSignInMode }) {
  return (
    <StrictMode>
      <AppProvider googleMode={googleMode}>
        {/* What react-router/dom's RouterProvider does (navigate's flushSync option, see useSignOut),
            from the one 'react-router' module the unit tests load too. */}
        <RouterProvider router={router} flushSync={syncFlush} />
      </AppProvider>
    </StrictMode>
  );
}
