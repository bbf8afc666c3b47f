// The benchmarks' side of the one emulator client (tools/emulators/client.mjs): the same accounts
// and callables, with the benchmarks' defaults (a short time-out per request, a bench password),
// plus the statistics they print. Loopback and demo-* projects only (the client refuses others).
import { assertLocal, callCallable as call, createUser, signIn as clientSignIn } from '../emulators/client.mjs';

export { assertLocal };

/** No request may hang a benchmark: each has a time limit. */
export const REQUEST_TIMEOUT_MS = 60_000;
const timeout = { timeoutMs: REQUEST_TIMEOUT_MS };

/** Signs in with email and password; returns the ID token (throws when refused). */
export async function signIn(stack, email, password) {
  const session = await clientSignIn(stack, email, password, timeout);
  if (!session) throw new Error(`sign-in failed for ${email}`);
  return session.idToken;
}

/** A verified user (optionally with custom claims) with a fresh ID token. */
export function createVerifiedUser(stack, { email, password = 'bench-pw-123456', displayName, claims } = {}) {
  return createUser(stack, { email, password, displayName, claims }, timeout);
}

/**
 * Calls a callable; never throws for a refusal: { ok, ms, status, data } or { ok: false, ms, status, code, infra }.
 * `opts.forwardedFor`: the X-Forwarded-For header Google's front end would send (the per-address limit keys on it).
 */
export function callCallable(stack, name, data, idToken, opts = {}) {
  return call(stack, name, data, idToken, { ...timeout, ...opts });
}

/** Nearest-rank percentile of a list of numbers. */
export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function summarise(values) {
  return {
    n: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    mean: values.length ? values.reduce((a, b) => a + b, 0) / values.length : null,
  };
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let seq = 0;
export const requestId = (prefix = 'bench') =>
  `${prefix}-${Date.now().toString(36)}-${(seq++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
