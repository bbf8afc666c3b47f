import {
  CALLABLE_TIMEOUT_MS,
  LIMITED_USE_APP_CHECK_CALLABLES,
  type CallableName,
  type CallableRequest,
  type CallableResponse,
} from '@fraudshield/domain';
import { services } from './init';
import { ensureTokenMatchesUser } from './auth';
import { ClientAppError, toAppError } from './errors';
import { callWithTokenRetry, withTimeout } from './retry';

/** Sees every callable's start and outcome (the connection monitor listens here). */
export interface CallObserver {
  onStart?(name: CallableName): void;
  onSuccess?(name: CallableName): void;
  onFailure?(name: CallableName, error: ClientAppError): void;
}

const observers = new Set<CallObserver>();

export function addCallObserver(observer: CallObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

/**
 * Before the one retry: fresh tokens. For `email-not-verified`, the user is reloaded and, when
 * the email is verified by now (the link was opened since the token was minted), the ID token
 * is refreshed; false when the user is really not verified (a retry would be refused again).
 * Otherwise (`unauthenticated`) the cached ID and App Check tokens are invalidated.
 */
async function refreshTokens(error: ClientAppError): Promise<boolean> {
  const { auth, appCheck } = await services();
  if (error.reason === 'email-not-verified') {
    const user = auth.currentUser;
    if (!user) return false;
    const { reload } = await import('./auth-sdk');
    await reload(user);
    return ensureTokenMatchesUser(user);
  }
  // Nobody is signed in: fresh tokens will not make the server see a user.
  if (error.reason === 'signed-out' && !auth.currentUser) return false;
  let refreshed = false;
  if (auth.currentUser) {
    await auth.currentUser.getIdToken(true).catch(() => undefined);
    refreshed = true;
  }
  if (appCheck) {
    const { getToken } = await import('firebase/app-check');
    await getToken(appCheck, true).catch(() => undefined);
    refreshed = true;
  }
  return refreshed;
}

/**
 * A task of its own for each call's work (its tokens, its request): a page asks for several reads
 * at once (Home, eight), and React Query starts them all in the same task, which on a phone's CPU
 * made their start one long task. `scheduler.yield()` where the browser has it (the call goes on
 * ahead of other waiting tasks), else a timeout.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Calls a callable by its contract name with a typed payload and response. Always rejects with
 * a ClientAppError. The SDK's own time-out starts only after the App Check token arrives, so a
 * second guard bounds the whole call.
 */
export async function callFunction<N extends CallableName>(
  name: N,
  ...payload: CallableRequest<N> extends void ? [] : [CallableRequest<N>]
): Promise<CallableResponse<N>> {
  const data = payload.length ? payload[0] : null;
  const invoke = async () => {
    await nextTask();
    const [{ functions }, { httpsCallable }] = await Promise.all([services(), import('firebase/functions')]);
    // The money callables carry a one-call App Check token, which the server consumes.
    const limitedUseAppCheckTokens = LIMITED_USE_APP_CHECK_CALLABLES.includes(name);
    const callable = httpsCallable<unknown, CallableResponse<N>>(functions, name, {
      timeout: CALLABLE_TIMEOUT_MS,
      limitedUseAppCheckTokens,
    });
    return (await callable(data)).data;
  };
  for (const o of observers) o.onStart?.(name);
  try {
    const result = await withTimeout(
      callWithTokenRetry(invoke, toAppError, refreshTokens),
      CALLABLE_TIMEOUT_MS + 5_000,
      () => new ClientAppError('timeout'),
    );
    for (const o of observers) o.onSuccess?.(name);
    return result;
  } catch (error) {
    const appError = toAppError(error);
    for (const o of observers) o.onFailure?.(name, appError);
    throw appError;
  }
}
