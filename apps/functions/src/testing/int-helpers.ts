import { expect } from 'vitest';
import type { FraudId } from '@fraudshield/domain';
import { callOk, type CallOutcome, type TestUser } from './emulator-client';

/**
 * What the callables' integration tests share beside the emulator client: the refusal check and
 * the season set-up (settle what is open, open a fresh week), written once.
 */

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

/** Settles whatever week is open or locked (by an admin), so what follows starts from a settled season. */
export async function settleCurrentWeek(by: TestUser) {
  const current = await callOk('week_getCurrent', null, by);
  if (current.week) await callOk('admin_settleWeek', { weekId: current.week.id }, by);
}

/** Settles the current week, then opens a new one with these headline threats and its deadline `ms` from now. */
export async function settleAndOpenWeek(by: TestUser, ms: number, headlineThreats: readonly FraudId[]) {
  await settleCurrentWeek(by);
  return callOk(
    'admin_openWeek',
    { deadline: new Date(Date.now() + ms).toISOString(), headlineThreats: [...headlineThreats] },
    by,
  );
}
