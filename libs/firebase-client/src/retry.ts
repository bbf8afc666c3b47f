import type { ClientAppError } from './errors';

/** Refusals that fresh tokens can cure: a stale ID or App Check token, or a token minted before the email was verified. */
export function isStaleTokenError(error: ClientAppError): boolean {
  return error.code === 'unauthenticated' || error.reason === 'email-not-verified';
}

/**
 * Calls `invoke` and, when the backend answers `unauthenticated` (stale ID token or App Check
 * token) or `email-not-verified` (an ID token minted before the email was verified), asks
 * `refreshTokens` for fresh tokens and, when it got some, tries exactly once more.
 */
export async function callWithTokenRetry<T>(
  invoke: () => Promise<T>,
  normalise: (error: unknown) => ClientAppError,
  refreshTokens: (error: ClientAppError) => Promise<boolean>,
): Promise<T> {
  try {
    return await invoke();
  } catch (error) {
    const appError = normalise(error);
    if (!isStaleTokenError(appError)) throw appError;
    const refreshed = await refreshTokens(appError).catch(() => false);
    if (!refreshed) throw appError;
    try {
      return await invoke();
    } catch (second) {
      throw normalise(second);
    }
  }
}

/** Rejects with `onTimeout()` when `promise` has not settled after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
