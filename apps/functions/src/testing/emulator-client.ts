import { inject } from 'vitest';
import { initializeApp, getApps, deleteApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { CallableName, CallableRequest, CallableResponse } from '@fraudshield/domain';

/**
 * Helpers for integration tests: make users in the Auth emulator, get real ID tokens for
 * them, and call callables over HTTP exactly as the web SDK does.
 */
export function stackInfo() {
  return inject('stack');
}

let adminApp: App | undefined;
export function admin() {
  const { projectId, ports } = stackInfo();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.auth}`;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  process.env.GCLOUD_PROJECT = projectId;
  adminApp ??= getApps().find((a) => a.name === 'int') ?? initializeApp({ projectId }, 'int');
  return { auth: getAuth(adminApp), db: getFirestore(adminApp), app: adminApp };
}

export async function closeAdmin() {
  if (adminApp) await deleteApp(adminApp);
  adminApp = undefined;
}

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

let counter = 0;
/** A new user (verified unless told otherwise) with a fresh ID token carrying its claims. */
export async function createUser(opts: { verified?: boolean; claims?: Record<string, unknown>; displayName?: string } = {}): Promise<TestUser> {
  const { auth } = admin();
  const { ports } = stackInfo();
  const email = `p${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}@int.test`;
  const password = 'int-test-pw-123';
  const user = await auth.createUser({ email, password, emailVerified: opts.verified ?? true, displayName: opts.displayName ?? email.split('@')[0] });
  if (opts.claims) await auth.setCustomUserClaims(user.uid, opts.claims);
  const res = await fetch(`http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return { uid: user.uid, email, idToken: body.idToken };
}

export function appCheckToken() {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: '1:000000000000:web:int', iat: now, exp: now + 3600 })}.`;
}

export type CallOutcome<T> =
  | { ok: true; data: T; status: number }
  | { ok: false; status: number; error: { status: string; message: string; details?: { code?: string } } };

/** Calls a callable over HTTP. `appCheck: false` leaves the App Check header out. */
export async function call<N extends CallableName>(
  name: N,
  data: CallableRequest<N> | unknown,
  who: TestUser | null,
  opts: { appCheck?: boolean } = {},
): Promise<CallOutcome<CallableResponse<N>>> {
  const { projectId, ports } = stackInfo();
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (opts.appCheck !== false) headers['X-Firebase-AppCheck'] = appCheckToken();
  if (who) headers['Authorization'] = `Bearer ${who.idToken}`;
  const res = await fetch(`http://127.0.0.1:${ports.functions}/${projectId}/africa-south1/${name}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ data: data ?? null }),
  });
  const body = (await res.json()) as { result?: CallableResponse<N>; error?: { status: string; message: string; details?: { code?: string } } };
  if (body.error) return { ok: false, status: res.status, error: body.error };
  return { ok: true, status: res.status, data: body.result as CallableResponse<N> };
}

/** Asserts success and returns the data (throws with the server's error otherwise). */
export async function callOk<N extends CallableName>(name: N, data: CallableRequest<N> | unknown, who: TestUser | null): Promise<CallableResponse<N>> {
  const out = await call(name, data, who);
  if (!out.ok) throw new Error(`${name} failed: ${out.status} ${JSON.stringify(out.error)}`);
  return out.data;
}
