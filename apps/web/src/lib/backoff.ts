export const BACKOFF_INITIAL_MS = 1_000;
export const BACKOFF_FACTOR = 1.5;
export const BACKOFF_MAX_MS = 60_000;

/** Delay before retry number `attempt` (0-based): 1000 ms, ×1.5 each time, at most 60 s. */
export function backoffDelay(attempt: number): number {
  const n = Math.max(0, Math.floor(attempt));
  return Math.min(BACKOFF_MAX_MS, Math.round(BACKOFF_INITIAL_MS * BACKOFF_FACTOR ** n));
}
