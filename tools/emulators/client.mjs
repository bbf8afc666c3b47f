// The one client for the local emulators, used by the functions' integration tests, the browser
// tests, the seed, the benchmarks and the stack's own readiness probe: accounts through the Auth
// emulator's REST API, callables over the callable protocol exactly as the web SDK sends them,
// with the unsigned App Check token the web app makes in emulator mode. Types: client.d.mts.
//
// Emulator only: every URL is on 127.0.0.1 and every project id must start with `demo-`, so it can
// never reach a real project.
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
// One region (libs/domain) and one App Check token builder (libs/firebase-client, what the browser sends).
const { FUNCTIONS_REGION } = await jiti.import('../../libs/domain/src/contracts/limits.ts');
const webEmulators = await jiti.import('../../libs/firebase-client/src/emulators.ts');

export const REGION = FUNCTIONS_REGION;
/** The Auth emulator accepts any API key. */
export const API_KEY = 'fake-api-key';
export const EMULATOR_APP_ID = '1:000000000000:web:fraudshield-emulator';
/**
 * No request waits for ever: longer than any function's own time-out (540 s), so only a hung
 * connection reaches it. The benchmarks pass a shorter one.
 */
export const DEFAULT_TIMEOUT_MS = 600_000;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Refuses anything but a local emulator stack (a loopback host, a demo-* project). */
export function assertLocal(url, projectId) {
  const host = new URL(url).hostname;
  if (!LOOPBACK.has(host)) throw new Error(`Refusing ${url}: only loopback hosts are allowed`);
  if (projectId !== undefined && !String(projectId).startsWith('demo-'))
    throw new Error(`Refusing project ${projectId}: only demo-* emulator projects`);
}

/** An unsigned App Check token (the emulator verifies no signature), made as the web app makes it. */
export function emulatorAppCheckToken(appId = EMULATOR_APP_ID, nowMs = Date.now()) {
  return webEmulators.emulatorAppCheckToken(appId, nowMs).token;
}

const appCheck = { token: '', expires: 0 };
/** The current token, renewed well before its hour is up (long benchmark runs outlive one). */
export function appCheckToken() {
  if (Date.now() > appCheck.expires - 30 * 60_000) {
    const made = webEmulators.emulatorAppCheckToken(EMULATOR_APP_ID, Date.now());
    Object.assign(appCheck, { token: made.token, expires: made.expireTimeMillis });
  }
  return appCheck.token;
}

export function callableUrl(ports, projectId, name) {
  return `http://127.0.0.1:${ports.functions}/${projectId}/${REGION}/${name}`;
}

async function post(url, { body, rawBody, headers = {}, method = 'POST', timeoutMs = DEFAULT_TIMEOUT_MS }) {
  const res = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(method === 'GET' ? {} : { body: rawBody ?? JSON.stringify(body) }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON (a 404 page, a crash) */
  }
  return { ok: res.ok, status: res.status, json, text };
}

/**
 * A request to the Auth emulator. `path` follows the host, e.g.
 * `identitytoolkit.googleapis.com/v1/accounts:signUp` or `emulator/v1/projects/{id}/oobCodes`.
 * `owner` sends the emulator's admin credentials (projects/* and emulator/* paths); without it
 * the API key is added, as a browser sends it.
 */
export function authRequest(stack, path, { body, method = 'POST', owner = false, timeoutMs } = {}) {
  const url = `http://127.0.0.1:${stack.ports.auth}/${path}${owner ? '' : `${path.includes('?') ? '&' : '?'}key=${API_KEY}`}`;
  assertLocal(url, stack.projectId);
  return post(url, { body, method, timeoutMs, headers: owner ? { Authorization: 'Bearer owner' } : {} });
}

const IDENTITY = 'identitytoolkit.googleapis.com/v1';

/** Signs in with email and password: { uid, idToken, refreshToken }, or null when refused. */
export async function signIn(stack, email, password, opts = {}) {
  const out = await authRequest(stack, `${IDENTITY}/accounts:signInWithPassword`, {
    ...opts,
    body: { email, password, returnSecureToken: true },
  });
  return out.ok && out.json?.idToken
    ? { uid: out.json.localId, idToken: out.json.idToken, refreshToken: out.json.refreshToken }
    : null;
}

/** Sets fields of an account with the emulator's admin credentials (accounts:update). */
export async function updateAccount(stack, uid, fields, opts = {}) {
  const out = await authRequest(stack, `${IDENTITY}/projects/${stack.projectId}/accounts:update`, {
    ...opts,
    owner: true,
    body: { localId: uid, ...fields },
  });
  if (!out.ok) throw new Error(`accounts:update failed for ${uid}: ${out.status} ${out.text.slice(0, 200)}`);
}

/** Marks the email verified (or not), sets the display name and custom claims, then signs in again for a token carrying them. */
async function finishAccount(stack, uid, { email, password, displayName, verified = true, claims }, opts) {
  await updateAccount(
    stack,
    uid,
    {
      emailVerified: verified,
      ...(displayName !== undefined ? { displayName } : {}),
      ...(claims ? { customAttributes: JSON.stringify(claims) } : {}),
    },
    opts,
  );
  const session = await signIn(stack, email, password, opts);
  if (!session) throw new Error(`could not sign in as ${email}`);
  return { uid, email, password, displayName, idToken: session.idToken, refreshToken: session.refreshToken };
}

/**
 * A new email/password account (verified unless `verified: false`), with its display name and
 * custom claims, and a fresh ID token carrying them. Fails when the email is taken.
 */
export async function createUser(stack, account, opts = {}) {
  const { email, password, displayName } = account;
  const out = await authRequest(stack, `${IDENTITY}/accounts:signUp`, {
    ...opts,
    body: { email, password, ...(displayName !== undefined ? { displayName } : {}), returnSecureToken: true },
  });
  if (!out.json?.localId) throw new Error(`sign-up failed for ${email}: ${out.status} ${out.text.slice(0, 200)}`);
  return finishAccount(stack, out.json.localId, account, opts);
}

/** As createUser, but an account that already exists (same email and password) is reused and updated. */
export async function ensureAccount(stack, account, opts = {}) {
  const existing = await signIn(stack, account.email, account.password, opts);
  return existing ? finishAccount(stack, existing.uid, account, opts) : createUser(stack, account, opts);
}

const tokenOf = (who) => (typeof who === 'string' ? who : (who?.idToken ?? null));

/**
 * Calls a callable as the web SDK does. Never throws for a refusal or a network failure (only
 * for a target that is not a local emulator):
 * `{ ok: true, status, ms, data }` or `{ ok: false, status, ms, error, code, infra, text }`, where
 * `error` is the callable protocol's error (null when the answer was not one), `code` its domain
 * code (else its status, else `http-<status>` or `network: …`) and `infra` true when no domain
 * code came back. `who` is a user with an idToken, an ID token, or null (signed out);
 * `appCheck: false` leaves the App Check header out; `rawData` sends the data as written (keys
 * such as __proto__ survive).
 */
export async function callCallable(
  stack,
  name,
  data,
  who,
  { appCheck: withAppCheck = true, rawData, timeoutMs, forwardedFor } = {},
) {
  const url = callableUrl(stack.ports, stack.projectId, name);
  assertLocal(url, stack.projectId);
  const headers = {};
  if (withAppCheck) headers['X-Firebase-AppCheck'] = appCheckToken();
  // What Google's front end adds in production (the emulator adds none): the per-address limit keys on it.
  if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
  const idToken = tokenOf(who);
  if (idToken) headers.Authorization = `Bearer ${idToken}`;
  const t0 = performance.now();
  try {
    const out = await post(url, {
      headers,
      timeoutMs,
      ...(rawData !== undefined ? { rawBody: `{"data":${rawData}}` } : { body: { data: data ?? null } }),
    });
    const ms = performance.now() - t0;
    if (out.json && typeof out.json === 'object' && 'result' in out.json)
      return { ok: true, status: out.status, ms, data: out.json.result };
    const error = out.json?.error ?? null;
    const code = error?.details?.code ?? error?.status ?? `http-${out.status}`;
    return { ok: false, status: out.status, ms, error, code, infra: !error?.details?.code, text: out.text };
  } catch (e) {
    return {
      ok: false,
      status: 0,
      ms: performance.now() - t0,
      error: null,
      code: `network: ${e.cause?.code ?? e.message}`,
      infra: true,
      text: '',
    };
  }
}

/** Calls a callable and returns its data; throws with the server's answer otherwise. */
export async function callOk(stack, name, data, who, opts) {
  const out = await callCallable(stack, name, data, who, opts);
  if (!out.ok) throw new Error(`${name} failed: ${out.status} ${out.error ? JSON.stringify(out.error) : out.code}`);
  return out.data;
}
