import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's QueryClient, registered by the data layer when it loads (React Query is not in the
 * entry). Sign-out clears the signed-in player's cached data (keys under 'u') through here; before
 * the data layer has loaded there is nothing to clear.
 */
let client: QueryClient | null = null;

export function registerQueryClient(queryClient: QueryClient | null): void {
  client = queryClient;
}

/** Drops every cached query of the signed-in player (wallet, defenses, profile…). */
export function forgetUserData(): void {
  client?.removeQueries({ queryKey: ['u'] });
}
