import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { balanceQueryOptions } from '../api/get-balance';

export interface WalletValue {
  /** null while nobody is signed in, before the first answer, and when the read failed. */
  balance: number | null;
  loading: boolean;
  /** The last read's failure (then `balance` is null, never 0), or null. */
  error: unknown;
  refresh(): Promise<void>;
}

const WalletContext = createContext<WalletValue | null>(null);

export function WalletProvider({ uid, children }: { uid: string | null; children: ReactNode }) {
  const query = useQuery(balanceQueryOptions(uid));
  const { refetch } = query;
  const balance = uid ? (query.data ?? null) : null;
  const loading = uid !== null && query.isFetching;
  const error = uid !== null && query.isError && query.data === undefined ? query.error : null;
  const value = useMemo<WalletValue>(
    () => ({
      balance,
      loading,
      error,
      refresh: async () => {
        if (uid) await refetch();
      },
    }),
    [balance, loading, error, refetch, uid],
  );
  return <WalletContext.Provider value={value}>{children}</WalletContext.Provider>;
}

export function useWallet(): WalletValue {
  const value = useContext(WalletContext);
  if (!value) throw new Error('useWallet must be used within a WalletProvider');
  return value;
}
