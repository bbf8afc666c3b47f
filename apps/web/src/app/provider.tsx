import type { ReactNode } from 'react';
import type { GoogleSignInMode } from '@fraudshield/firebase-client';
import { AuthProvider } from '../features/auth/hooks/auth-context';
import { ConnectionProvider } from '../features/connection/hooks/connection-context';

/**
 * What every page needs: the connection monitor and the auth state. The data layer (React Query,
 * the wallet, toasts) is not here: it wraps only what a signed-in player sees (data-scope.tsx),
 * so public pages paint without it.
 */
export function AppProvider({ children, googleMode }: { children: ReactNode; googleMode: GoogleSignInMode }) {
  return (
    <ConnectionProvider>
      <AuthProvider googleMode={googleMode}>{children}</AuthProvider>
    </ConnectionProvider>
  );
}
