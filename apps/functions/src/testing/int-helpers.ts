import { afterAll, beforeAll, expect } from 'vitest';
import type { FraudId } from '@fraudshield/domain';
import { callOk, closeAdmin, createUser, type CallOutcome, type TestUser } from './emulator-client';

/**
 * What the callables' integration tests share beside the emulator client: the file's admin, the
 * refusal check and the season set-up (settle what is open, open a fresh week), written once.
 */

/**
 * The file's set-up: before its tests, a verified user with the admin role (then `setUp(admin)`,
 * what the file does next with them: make them a player, open a week…); after them, the Admin
 * SDK's app closed. Call it at the top of the file; it returns the admin, for tests and hooks.
 */
export function fileAdmin(setUp?: (admin: TestUser) => Promise<unknown>): () => TestUser {
  let adminUser: TestUser | undefined;
  beforeAll(async () => {
    adminUser = await createUser({ claims: { roles: ['admin'] } });
    await setUp?.(adminUser);
  });
  afterAll(closeAdmin);
  return () => adminUser ?? expect.fail("the file's admin is made in its beforeAll: read it in a test or hook");
}

/**
 * The call was refused with this domain code (`error.details.code`). `more`: a label naming the
 * case in a failure (a string), or the HTTP-level status it must also carry (e.g. 'INVALID_ARGUMENT').
 */
export async function expectRefused(
  out: CallOutcome<unknown>,
  code: string,
  more: string | { label?: string; status?: string } = {},
) {
  const { label = '', status } = typeof more === 'string' ? { label: more } : more;
  expect(out.ok, `${label} ${JSON.stringify(out)}`.trim()).toBe(false);
  if (!out.ok) {
    expect(out.error.details?.code, label).toBe(code);
    if (status) expect(out.error.status, label).toBe(status);
  }
}

/**
 * Settles whatever week is open or locked (by an admin), so what follows starts from a settled
 * season. A settle call drives the week as far as it goes; `calls`: how many it may take before
 * the week is settled (more than one where a file's season is large or slow to settle).
 */
export async function settleCurrentWeek(by: TestUser, calls = 1) {
  const current = await callOk('week_getCurrent', null, by);
  if (!current.week) return;
  for (let i = 0; i < calls; i++)
    if ((await callOk('admin_settleWeek', { weekId: current.week.id }, by)).status === 'settled') return;
}

/** Settles the current week (`settleCalls`: see settleCurrentWeek), then opens a new one with these headline threats and its deadline `ms` from now. */
export async function settleAndOpenWeek(
  by: TestUser,
  ms: number,
  headlineThreats: readonly FraudId[],
  settleCalls = 1,
) {
  await settleCurrentWeek(by, settleCalls);
  return callOk(
    'admin_openWeek',
    { deadline: new Date(Date.now() + ms).toISOString(), headlineThreats: [...headlineThreats] },
    by,
  );
}
