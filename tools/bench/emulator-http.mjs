// HTTP helpers for the benchmarks: users in the Auth emulator and callables over the raw
// callable protocol, exactly as the web SDK sends them. Loopback and demo-* projects only.
import { callableUrl, emulatorAppCheckToken } from '../emulators/stack.mjs';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Refuses anything but a local emulator stack: the benchmarks must never load a real project. */
export function assertLocal(url, projectId) {
  const host = new URL(url).hostname;
  if (!LOOPBACK.has(host)) throw new Error(`Refusing to benchmark ${url}: only loopback hosts are allowed`);
  if (projectId !== undefined && !String(projectId).startsWith('demo-')) throw new Error(`Refusing project ${projectId}: only demo-* emulator projects`);
}

export function authUrl(ports, path) {
  return `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`;
}

/** No request may hang a benchmark: each has a time limit. */
export const REQUEST_TIMEOUT_MS = 60_000;

async function postJson(url, body, headers = {}) {
  assertLocal(url);
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, text };
}

/** Signs in with email and password (Auth emulator REST); returns the ID token. */
export async function signIn(ports, email, password) {
  const out = await postJson(authUrl(ports, 'accounts:signInWithPassword'), { email, password, returnSecureToken: true });
  if (!out.json?.idToken) throw new Error(`sign-in failed for ${email}: ${out.status} ${out.text.slice(0, 200)}`);
  return out.json.idToken;
}

/**
 * A verified user (optionally with custom claims), made through the Auth emulator's REST API:
 * sign up, then mark verified with the emulator's owner credentials, then sign in.
 */
export async function createVerifiedUser(ports, projectId, { email, password = 'bench-pw-123456', displayName, claims } = {}) {
  const signUp = await postJson(authUrl(ports, 'accounts:signUp'), { email, password, displayName, returnSecureToken: true });
  const localId = signUp.json?.localId;
  if (!localId) throw new Error(`sign-up failed for ${email}: ${signUp.status} ${signUp.text.slice(0, 200)}`);
  const update = await postJson(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
    { localId, emailVerified: true, ...(displayName ? { displayName } : {}), ...(claims ? { customAttributes: JSON.stringify(claims) } : {}) },
    { Authorization: 'Bearer owner' },
  );
  if (update.status !== 200) throw new Error(`verifying ${email} failed: ${update.status} ${update.text.slice(0, 200)}`);
  const idToken = await signIn(ports, email, password);
  return { uid: localId, email, password, idToken };
}

const appCheck = { token: emulatorAppCheckToken(), at: Date.now() };
function appCheckToken() {
  // The unsigned token says it expires in an hour; mint a new one well before.
  if (Date.now() - appCheck.at > 30 * 60_000) Object.assign(appCheck, { token: emulatorAppCheckToken(), at: Date.now() });
  return appCheck.token;
}

/** Calls a callable; never throws for a refusal: { ok, ms, status, code, result }. */
export async function callCallable(stack, name, data, idToken) {
  const url = callableUrl(stack.ports, stack.projectId, name);
  assertLocal(url, stack.projectId);
  const headers = { 'X-Firebase-AppCheck': appCheckToken() };
  if (idToken) headers.Authorization = `Bearer ${idToken}`;
  const t0 = performance.now();
  try {
    const out = await postJson(url, { data: data ?? null }, headers);
    const ms = performance.now() - t0;
    if (out.json && 'result' in out.json) return { ok: true, ms, status: out.status, result: out.json.result };
    const err = out.json?.error;
    return { ok: false, ms, status: out.status, code: err?.details?.code ?? err?.status ?? `http-${out.status}`, infra: !err?.details?.code };
  } catch (e) {
    return { ok: false, ms: performance.now() - t0, status: 0, code: `network: ${e.cause?.code ?? e.message}`, infra: true };
  }
}

/** Nearest-rank percentile of a list of numbers. */
export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function summarise(values) {
  return { n: values.length, p50: percentile(values, 50), p95: percentile(values, 95), mean: values.length ? values.reduce((a, b) => a + b, 0) / values.length : null };
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let seq = 0;
export const requestId = (prefix = 'bench') => `${prefix}-${Date.now().toString(36)}-${(seq++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
