import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { GoogleSignInMode } from '@fraudshield/firebase-client';
import { AuthProvider, useAuth } from '../features/auth/hooks/auth-context';
import { WalletProvider } from '../features/squad/hooks/wallet-context';
import { ConnectionProvider } from '../features/connection/hooks/connection-context';
import { createQueryClient } from './query-client';
import { ToastProvider } from '../components/ui/toast';

function UserScoped({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  // Callables refuse unverified players: a wallet read before verification would cache 0 cr
  // (fetchBalance's fallback) and show it on /home right after verifying.
  return <WalletProvider uid={user?.emailVerified ? user.uid : null}>{children}</WalletProvider>;
}

export function AppProvider({ children, googleMode }: { children: ReactNode; googleMode: GoogleSignInMode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectionProvider>
        <AuthProvider googleMode={googleMode}>
          <UserScoped>
            <ToastProvider>{children}</ToastProvider>
          </UserScoped>
        </AuthProvider>
      </ConnectionProvider>
    </QueryClientProvider>
  );
}
