import { afterAll, describe, expect, it } from 'vitest';
import { INVITE_ADDRESS_LIMIT } from '@fraudshield/domain';
import { call, callOk, closeAdmin, createUser } from './testing/emulator-client';

/**
 * An invite link opened by a student who has no account yet: league_invite answers signed out with
 * the league's name and its owner's public display name only, refuses a wrong code, and limits one
 * address (the X-Forwarded-For hop Google's front end adds; a fresh address per test run).
 */
const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

afterAll(async () => {
  await closeAdmin();
});

describe('league_invite through the emulators', () => {
  it("names the league and its owner's public name to a signed-out visitor, and nothing more", async () => {
    const owner = await createUser({ displayName: 'Ms Dlamini' });
    const { code } = await callOk('league_create', { name: 'Grade 10 Maths', kind: 'team' }, owner);
    const out = await call('league_invite', { code }, null, { forwardedFor: address });
    expect(out).toMatchObject({ ok: true });
    if (out.ok) expect(out.data).toEqual({ name: 'Grade 10 Maths', ownerName: 'Ms Dlamini' });
    // The signed-in preview still asks for a verified player.
    const preview = await call('league_preview', { code }, null, { forwardedFor: address });
    expect(preview.ok).toBe(false);
    if (!preview.ok) expect(preview.error.details?.code).toBe('signed-out');
  });

  it('refuses a wrong code and a bad payload, signed out', async () => {
    const wrong = await call('league_invite', { code: 'ZZZZZZ' }, null, { forwardedFor: address });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.details?.code).toBe('unknown-league-code');
    const bad = await call('league_invite', { code: 'ABC234', extra: 1 }, null, { forwardedFor: address });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.details?.code).toBe('invalid-input');
  });

  it('answers one address a burst of lookups, then resource-exhausted; another address is not held up', async () => {
    const mine = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const outcomes = [];
    for (let i = 0; i < INVITE_ADDRESS_LIMIT.burst + 1; i++)
      outcomes.push(await call('league_invite', { code: 'ZZZZZZ' }, null, { forwardedFor: mine }));
    const last = outcomes.at(-1)!;
    expect(last.ok).toBe(false);
    if (!last.ok) expect(last.error.status).toBe('RESOURCE_EXHAUSTED');
    const other = await call('league_invite', { code: 'ZZZZZZ' }, null, {
      forwardedFor: `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
    });
    expect(other.ok).toBe(false);
    if (!other.ok) expect(other.error.details?.code).toBe('unknown-league-code');
  });
});
