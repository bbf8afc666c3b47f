import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useAuth } from '../../features/auth/hooks/auth-context';
import { Loading } from '../../components/loading';
import { LoadFailed } from './page-slot';

export type DataLayer = typeof import('./data-providers');

let loaded: DataLayer | null = null;
let loading: Promise<DataLayer> | null = null;

/** Loads the data layer (React Query, wallet, toasts): not in the entry, fetched once. */
export function loadDataLayer(): Promise<DataLayer> {
  loading ??= import('./data-providers').then((m) => (loaded = m));
  // A failed chunk may be fetched again by the next caller.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * Renders its children inside the data layer, once it has loaded (`fallback` until then). Only
 * what a signed-in player sees needs it (the pages behind the guards, the header's balance), so
 * the public pages never wait for React Query, and nothing above them changes when it arrives.
 * The wallet is scoped to the verified player's uid: callables refuse unverified players, and a
 * wallet read before verification would cache 0 cr and show it on /home right after verifying.
 */
export function DataScope({
  children,
  fallback = <Loading />,
  toasts = false,
}: {
  /** What to render inside the data layer; a function receives its module (for components that live there). */
  children: ReactNode | ((layer: DataLayer) => ReactNode);
  fallback?: ReactNode;
  toasts?: boolean;
}) {
  const { user } = useAuth();
  const [layer, setLayer] = useState<DataLayer | null>(loaded);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (layer) return;
    let live = true;
    loadDataLayer().then(
      // In a transition: the page under it renders in slices, not one long task.
      (m) => live && startTransition(() => setLayer(m)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [layer, attempt]);

  if (layer) {
    const { DataProviders } = layer;
    return (
      <DataProviders uid={user?.emailVerified ? user.uid : null} toasts={toasts}>
        {typeof children === 'function' ? children(layer) : children}
      </DataProviders>
    );
  }
  if (failed && toasts) {
    return (
      <LoadFailed
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return fallback;
}
