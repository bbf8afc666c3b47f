import { inject } from 'vitest';
import { initializeApp, getApps, deleteApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { CallableName, CallableRequest, CallableResponse } from '@fraudshield/domain';
import * as client from '../../../../tools/emulators/client.mjs';

/**
 * Helpers for integration tests: make users in the Auth emulator, get real ID tokens for
 * them, and call callables over HTTP exactly as the web SDK does, through the one emulator
 * client (tools/emulators/client.mjs, shared with the seed, the benchmarks and the browser tests).
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

/** The test password of every user createUser makes. */
export const TEST_PASSWORD = 'int-test-pw-123';

let counter = 0;
/** A new user (verified unless told otherwise) with a fresh ID token carrying its claims. */
export async function createUser(
  opts: { verified?: boolean; claims?: Record<string, unknown>; displayName?: string } = {},
): Promise<TestUser> {
  const email = `p${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}@int.test`;
  const user = await client.createUser(stackInfo(), {
    email,
    password: TEST_PASSWORD,
    displayName: opts.displayName ?? email.split('@')[0],
    verified: opts.verified ?? true,
    ...(opts.claims ? { claims: opts.claims } : {}),
  });
  return { uid: user.uid, email, idToken: user.idToken };
}

/** Signs in with the Auth emulator's REST API, as the web SDK does (throws when refused). */
export async function signIn(email: string, password = TEST_PASSWORD): Promise<client.Session> {
  const session = await client.signIn(stackInfo(), email, password);
  if (!session) throw new Error(`sign-in failed for ${email}`);
  return session;
}

export const appCheckToken = client.appCheckToken;

/** The claims an ID token carries (the emulators' tokens are unsigned JWTs). */
export function claimsOf(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

export type CallOutcome<T> =
  { ok: true; data: T; status: number } | { ok: false; status: number; error: client.CallableError };

/** Calls a callable over HTTP. `appCheck: false` leaves the App Check header out; `forwardedFor` sends the header Google's front end adds. */
export async function call<N extends CallableName>(
  name: N,
  data: CallableRequest<N> | unknown,
  who: TestUser | null,
  opts: { appCheck?: boolean; forwardedFor?: string } = {},
): Promise<CallOutcome<CallableResponse<N>>> {
  const out = await client.callCallable<CallableResponse<N>>(stackInfo(), name, data, who, opts);
  if (out.ok) return { ok: true, status: out.status, data: out.data };
  // Not a callable's answer (a crash page, a network failure): the test cannot go on.
  if (!out.error) throw new Error(`${name}: no callable answer: ${out.code} ${out.text.slice(0, 200)}`);
  return { ok: false, status: out.status, error: out.error };
}

/** Asserts success and returns the data (throws with the server's error otherwise). */
export async function callOk<N extends CallableName>(
  name: N,
  data: CallableRequest<N> | unknown,
  who: TestUser | null,
): Promise<CallableResponse<N>> {
  return client.callOk<CallableResponse<N>>(stackInfo(), name, data, who);
}
