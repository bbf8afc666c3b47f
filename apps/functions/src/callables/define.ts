import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import {
  ADMIN_CALLABLES,
  CALLABLE_SCHEMAS,
  DomainError,
  FUNCTIONS_REGION,
  LIMITED_USE_APP_CHECK_CALLABLES,
  PUBLIC_CALLABLES,
  rolesFromClaims,
  hasRole,
  type CallableName,
  type CallableResponse,
} from '@fraudshield/domain';
import type { SecretParam } from 'firebase-functions/params';
import type { CallerContext, CallGuard, Handler, Parsed } from '../handlers/context';
import { toHttpsError } from '../infra/http-errors';
import { withRateLimit } from '../handlers/rate-limit';
import { addressLimiter, rateLimiter } from '../infra/rate-limit-store';
import { clientAddress, type RequestLike } from '../infra/client-address';
import { callGuard } from '../infra/revocation';

// Handlers' types live in handlers/context.ts; re-exported for the callables layer's own users.
export type { CallerContext, CallGuard, Handler, Parsed };

/**
 * Checks every call (but the public connection probe, see PUBLIC_CALLABLES) the same way, before any handler runs:
 * App Check token present, a signed-in uid, a verified email, the admin role for admin
 * callables (from the token's claims), and a payload that satisfies the callable's contract.
 * The emulator verifies no token signatures, so these checks read the decoded values.
 */
export function authorize(
  request: Pick<CallableRequest<unknown>, 'app' | 'auth'>,
  name: CallableName,
): Omit<CallerContext, 'now'> {
  requireAppCheck(request);
  refuseReplayedAppCheck(request, name);
  const uid = request.auth?.uid;
  if (typeof uid !== 'string' || uid.length === 0) throw new DomainError('signed-out');
  const token = request.auth?.token ?? ({} as Record<string, unknown>);
  if (token['email_verified'] !== true) throw new DomainError('email-not-verified');
  const roles = rolesFromClaims(token as Record<string, unknown>);
  if (ADMIN_CALLABLES.includes(name) && !hasRole(roles, 'admin')) throw new DomainError('not-admin');
  return {
    uid,
    email: typeof token['email'] === 'string' ? (token['email'] as string) : null,
    emailVerified: true,
    displayName: typeof token['name'] === 'string' ? (token['name'] as string) : null,
    roles,
    signInProvider: signInProviderOf(token),
    ...(typeof token['auth_time'] === 'number' ? { authTime: (token['auth_time'] as number) * 1000 } : {}),
  };
}

/** The token's firebase.sign_in_provider, or null when it has none. */
function signInProviderOf(token: Record<string, unknown>): string | null {
  const firebase = token['firebase'];
  const provider =
    firebase && typeof firebase === 'object' ? (firebase as Record<string, unknown>)['sign_in_provider'] : undefined;
  return typeof provider === 'string' ? provider : null;
}

/** The first check of every callable, public ones included: an App Check token came with the call. */
function requireAppCheck(request: Pick<CallableRequest<unknown>, 'app'>): void {
  if (!request.app) throw new DomainError('app-check-missing');
}

/**
 * A money callable consumes its limited-use App Check token (consumeAppCheckToken); a
 * token seen before comes back with `alreadyConsumed: true` and the framework still runs the
 * handler, leaving the decision to us: refused. (The emulator verifies no token and reports every
 * one as unconsumed, so only production shows a replay; tests pass the flag to runCallable.)
 */
function refuseReplayedAppCheck(request: Pick<CallableRequest<unknown>, 'app'>, name: CallableName): void {
  if (LIMITED_USE_APP_CHECK_CALLABLES.includes(name) && request.app?.alreadyConsumed === true)
    throw new DomainError('app-check-replayed');
}

export function parsePayload<N extends CallableName>(name: N, data: unknown): Parsed<N> {
  const result = CALLABLE_SCHEMAS[name].safeParse(data);
  if (!result.success) {
    const first = result.error.issues[0];
    const where = first?.path.length ? first.path.join('.') : 'payload';
    throw new DomainError('invalid-input', `${where}: ${first?.message ?? 'invalid'}`);
  }
  return result.data as Parsed<N>;
}

/** What a call brings: the checked tokens, the payload and (for the address limit) the HTTP request. */
type CallRequest = Pick<CallableRequest<unknown>, 'app' | 'auth' | 'data'> & { rawRequest?: RequestLike };

/**
 * Every call spends a token of its client address's bucket (this instance's memory,
 * libs/domain IP_RATE_LIMIT) before anything else, signed in or not; an unknown address
 * (a unit test's request) is not limited.
 */
function limitAddress(request: { rawRequest?: RequestLike }, now: number): void {
  const address = clientAddress(request.rawRequest);
  if (address) addressLimiter().take(address, now);
}

/** Runs the checks and the handler for one call (also used directly by unit tests). */
export async function runCallable<N extends CallableName>(
  name: N,
  handler: Handler<N>,
  request: CallRequest,
  guard?: CallGuard,
): Promise<CallableResponse<N>> {
  try {
    limitAddress(request, Date.now());
    const caller = authorize(request, name);
    const input = parsePayload(name, request.data);
    if (guard) await guard(name, caller, request.auth?.rawToken);
    return await handler({ ...caller, now: Date.now() }, input);
  } catch (error) {
    throw toHttpsError(error, name);
  }
}

/** Runs a public callable: App Check and the payload are checked; no user is needed. */
async function runPublicCallable<N extends CallableName>(
  name: N,
  handler: PublicHandler<N>,
  request: Pick<CallableRequest<unknown>, 'app' | 'data'> & { rawRequest?: RequestLike },
): Promise<CallableResponse<N>> {
  try {
    const now = Date.now();
    limitAddress(request, now);
    requireAppCheck(request);
    return await handler(parsePayload(name, request.data), { address: clientAddress(request.rawRequest), now });
  } catch (error) {
    throw toHttpsError(error, name);
  }
}

/** What a public call brings besides its payload: the client's address (null when unknown) and the time. */
export interface PublicCall {
  address: string | null;
  now: number;
}

export type PublicHandler<N extends CallableName> = (
  input: Parsed<N>,
  call: PublicCall,
) => Promise<CallableResponse<N>>;

interface CallableOptions {
  timeoutSeconds?: number;
  memory?: '256MiB' | '512MiB' | '1GiB';
  maxInstances?: number;
  /** Secrets the function reads (defineSecret), bound at deploy. */
  secrets?: SecretParam[];
}

/**
 * Instances per function at most: with gen-2 concurrency (80 requests an instance) 20 instances
 * serve 1,600 calls at once, far above the deadline peak we plan for, and cap what a flood of
 * calls can cost. Admin callables get fewer (ADMIN_MAX_INSTANCES).
 */
export const DEFAULT_MAX_INSTANCES = 20;
export const ADMIN_MAX_INSTANCES = 2;

/** What every callable is deployed with: our region, App Check enforced (and consumed, for money callables), a timeout, memory and an instance cap. */
function callableOptions(options: CallableOptions & { consumeAppCheckToken?: boolean }) {
  return {
    region: FUNCTIONS_REGION,
    enforceAppCheck: true,
    ...(options.consumeAppCheckToken ? { consumeAppCheckToken: true } : {}),
    timeoutSeconds: options.timeoutSeconds ?? 60,
    memory: options.memory ?? '256MiB',
    maxInstances: options.maxInstances ?? DEFAULT_MAX_INSTANCES,
    ...(options.secrets ? { secrets: options.secrets } : {}),
  };
}

/** The onCall options of a signed-in callable: admin ones get fewer instances; money ones consume their App Check token. */
export function callableOptionsFor(name: CallableName, options: CallableOptions = {}) {
  const admin = ADMIN_CALLABLES.includes(name);
  return callableOptions({
    ...(admin ? { maxInstances: ADMIN_MAX_INSTANCES } : {}),
    ...options,
    consumeAppCheckToken: LIMITED_USE_APP_CHECK_CALLABLES.includes(name),
  });
}

/** A callable in PUBLIC_CALLABLES: App Check enforced, any caller, signed in or not. */
export function definePublicCallable<N extends CallableName>(
  name: N,
  handler: PublicHandler<N>,
  options: Pick<CallableOptions, 'maxInstances'> = {},
) {
  if (!PUBLIC_CALLABLES.includes(name)) throw new Error(`${name} is not listed in PUBLIC_CALLABLES`);
  return onCall(callableOptions({ timeoutSeconds: 10, ...options }), (request) =>
    runPublicCallable(name, handler, request),
  );
}

/** A callable in our region with App Check enforced; every call spends the caller's rate-limit token first (reads too). */
export function defineCallable<N extends CallableName>(name: N, handler: Handler<N>, options: CallableOptions = {}) {
  const limited = withRateLimit(name, handler, rateLimiter);
  return onCall(callableOptionsFor(name, options), (request) => runCallable(name, limited, request, callGuard()));
}
