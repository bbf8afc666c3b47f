import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { DataRouter } from 'react-router';
import type { GoogleSignInMode } from '@fraudshield/firebase-client';
import { AppProvider } from './provider';

/**
 * The whole app for one router: the browser renders or hydrates it (main.tsx), the build
 * prerenders it for the public pages (prerender.tsx). One tree for both, so they match.
 */
export function AppRoot({ router, googleMode }: { router: DataRouter; googleMode: GoogleSignInMode }) {
  return (
    <StrictMode>
      <AppProvider googleMode={googleMode}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}
