// Talking to the local emulators the way the web app does: accounts through the Auth
// emulator's REST API, callables over HTTP with an (unsigned) App Check token.
// Shared by the seed, the benchmarks and the admin tool. Emulator-only: never a real project.
import { callableUrl, emulatorAppCheckToken } from '../emulators/stack.mjs';

const API_KEY = 'fake-api-key';

async function authPost(ports, path, body, admin = false) {
  const res = await fetch(`http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/${path}${admin ? '' : `?key=${API_KEY}`}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(admin ? { Authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  return { ok: res.ok, json };
}

/** An ID token for email/password, or null when the account does not exist. */
export async function signIn(ports, email, password) {
  const { ok, json } = await authPost(ports, 'accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return ok ? { uid: json.localId, idToken: json.idToken } : null;
}

/**
 * Creates (or reuses) an account, marks its email verified, sets its display name and custom
 * claims, and returns a fresh ID token carrying them.
 */
export async function ensureAccount({ projectId, ports }, { email, password, displayName, claims }) {
  let uid = (await signIn(ports, email, password))?.uid;
  if (!uid) {
    const created = await authPost(ports, 'accounts:signUp', { email, password, returnSecureToken: true });
    if (!created.ok) throw new Error(`could not create ${email}: ${JSON.stringify(created.json)}`);
    uid = created.json.localId;
  }
  const update = { localId: uid, emailVerified: true, displayName, ...(claims ? { customAttributes: JSON.stringify(claims) } : {}) };
  const updated = await authPost(ports, `projects/${projectId}/accounts:update`, update, true);
  if (!updated.ok) throw new Error(`could not update ${email}: ${JSON.stringify(updated.json)}`);
  const session = await signIn(ports, email, password);
  if (!session) throw new Error(`could not sign in as ${email}`);
  return { uid, email, idToken: session.idToken };
}

/** Calls a callable; returns { ok, data } or { ok: false, error } like the web SDK would. */
export async function callCallable({ projectId, ports }, name, data, who) {
  const headers = { 'Content-Type': 'application/json', 'X-Firebase-AppCheck': emulatorAppCheckToken() };
  if (who) headers.Authorization = `Bearer ${who.idToken}`;
  const res = await fetch(callableUrl(ports, projectId, name), { method: 'POST', headers, body: JSON.stringify({ data: data ?? null }) });
  const body = await res.json();
  return body.error ? { ok: false, error: body.error } : { ok: true, data: body.result };
}

export async function callOk(env, name, data, who) {
  const out = await callCallable(env, name, data, who);
  if (!out.ok) throw new Error(`${name} failed: ${JSON.stringify(out.error)}`);
  return out.data;
}
