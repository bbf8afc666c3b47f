import { createContext, useContext, type ReactNode } from 'react';

/**
 * The player whose data the queries read: the verified player's uid, or null (nobody signed in,
 * or not verified yet: the callables refuse them). The data layer provides it once
 * (app/boot/data-providers.tsx), so screens call useUid() instead of passing uid down.
 */
const UidContext = createContext<string | null>(null);

export function UidProvider({ uid, children }: { uid: string | null; children: ReactNode }) {
  return <UidContext.Provider value={uid}>{children}</UidContext.Provider>;
}

export function useUid(): string | null {
  return useContext(UidContext);
}
