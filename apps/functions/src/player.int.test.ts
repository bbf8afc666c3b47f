import { describe, expect, it } from 'vitest';
import {
  CURRENT_RULES,
  defensePriceTenths,
  saleRefundTenths,
  STARTING_BALANCE_TENTHS,
  type CallableName,
} from '@fraudshield/domain';
import { admin, call, callOk, createUser } from './testing/emulator-client';
import { newRequestId, playerState } from './testing/player-state';

/** Every economy callable with a payload that would be accepted. */
const ECONOMY: { name: CallableName; valid: () => unknown; invalid: unknown[] }[] = [
  { name: 'user_getBalance', valid: () => null, invalid: [{ x: 1 }, 'x', 3] },
  { name: 'user_getDefenses', valid: () => null, invalid: [{ uid: 'someone-else' }] },
  { name: 'user_getProfile', valid: () => ({}), invalid: [{ extra: true }] },
  {
    name: 'user_setDisplayName',
    valid: () => ({ displayName: 'Ada' }),
    invalid: [
      { displayName: '' },
      { displayName: '<b>x</b>' },
      { displayName: 'x'.repeat(41) },
      { displayName: 'Ada', balance: 9999 },
      { displayName: 'Ada\u202Egpj.exe' },
      { displayName: 'Ad\u200Ba' },
    ],
  },
  {
    name: 'user_setPreferences',
    valid: () => ({ deadlineReminders: false }),
    invalid: [{ deadlineReminders: 'yes' }, {}],
  },
  { name: 'user_deleteAccount', valid: () => ({ confirm: 'DELETE' }), invalid: [{ confirm: 'delete' }, {}, null] },
  { name: 'user_getLedger', valid: () => ({}), invalid: [{ cursor: '' }, { cursor: 5 }] },
  {
    name: 'shop_buyDefense',
    valid: () => ({ defenseId: 'VpnUsage', requestId: newRequestId() }),
    invalid: [
      { defenseId: 'VpnUsage' },
      { defenseId: 'Nope', requestId: newRequestId() },
      { defenseId: 'VpnUsage', requestId: 'short' },
      { defenseId: 'VpnUsage', requestId: newRequestId(), priceTenths: 1 },
    ],
  },
  {
    name: 'shop_sellDefense',
    valid: () => ({ defenseId: 'VpnUsage', requestId: newRequestId() }),
    invalid: [{ defenseId: 'VpnUsage', requestId: 'bad id!' }, { requestId: newRequestId() }],
  },
  {
    name: 'squad_setLineup',
    valid: () => ({ deployed: [], lead: null }),
    invalid: [{ deployed: ['Nope'], lead: null }, { deployed: [] }, { deployed: 'VpnUsage', lead: null }],
  },
  {
    name: 'quiz_get',
    valid: () => ({ pageId: 'Phishing' }),
    invalid: [{ pageId: 'Home' }, {}, { pageId: 'Phishing', answers: [0] }],
  },
  {
    name: 'quiz_submit',
    valid: () => ({ pageId: 'Phishing', answers: [0, 0, 0] }),
    invalid: [
      { pageId: 'Phishing' },
      { pageId: 'Phishing', answers: [] },
      { pageId: 'Phishing', answers: [0, 0, -1] },
      { pageId: 'Phishing', answers: [0.5, 0, 0] },
    ],
  },
];

describe('economy callables: the checks every call passes first', () => {
  it.each(ECONOMY.map((c) => [c.name, c] as const))(
    '%s rejects a missing App Check token, a signed-out caller and an unverified email, writing nothing',
    async (_name, c) => {
      const user = await createUser();
      const noAppCheck = await call(c.name, c.valid(), user, { appCheck: false });
      expect(noAppCheck.ok).toBe(false);
      if (!noAppCheck.ok) expect(noAppCheck.error.status).toBe('UNAUTHENTICATED');

      const signedOut = await call(c.name, c.valid(), null);
      expect(signedOut.ok).toBe(false);
      if (!signedOut.ok)
        expect(signedOut.error).toMatchObject({ status: 'UNAUTHENTICATED', details: { code: 'signed-out' } });

      const unverified = await createUser({ verified: false });
      const out = await call(c.name, c.valid(), unverified);
      expect(out.ok).toBe(false);
      if (!out.ok)
        expect(out.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { code: 'email-not-verified' } });

      expect((await playerState(user.uid)).player).toBeNull();
      expect((await playerState(unverified.uid)).player).toBeNull();
      // The Auth user is still there (user_deleteAccount did not run).
      await expect(admin().auth.getUser(unverified.uid)).resolves.toMatchObject({ uid: unverified.uid });
    },
  );

  it.each(ECONOMY.map((c) => [c.name, c] as const))(
    '%s refuses invalid payloads with INVALID_ARGUMENT and changes nothing',
    async (_name, c) => {
      const user = await createUser();
      // Create the player first so that "nothing changed" is a real comparison.
      await callOk('user_getBalance', null, user);
      const before = await playerState(user.uid);
      for (const payload of c.invalid) {
        const out = await call(c.name, payload, user);
        expect(out.ok, JSON.stringify(payload)).toBe(false);
        if (!out.ok)
          expect(out.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { code: 'invalid-input' } });
      }
      expect(await playerState(user.uid)).toEqual(before);
      await expect(admin().auth.getUser(user.uid)).resolves.toMatchObject({ uid: user.uid });
    },
  );
});

describe('the player record', () => {
  it('is created once, with 100.0 cr and an empty squad, when 10 first calls race', async () => {
    const user = await createUser();
    const calls = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0 ? call('user_getBalance', null, user) : call('user_getDefenses', null, user),
    );
    const outs = await Promise.all(calls);
    expect(outs.every((o) => o.ok)).toBe(true);
    for (const [i, o] of outs.entries()) if (o.ok) expect(o.data).toEqual(i % 2 === 0 ? 100 : []);

    const { db } = admin();
    const docs = await db.collection('players').where('uid', '==', user.uid).get();
    expect(docs.size).toBe(1);
    const state = await playerState(user.uid);
    expect(state.ledger).toHaveLength(1);
    expect(state.ledger[0]).toMatchObject({
      seq: 1,
      kind: 'open',
      deltaTenths: STARTING_BALANCE_TENTHS,
      balanceTenths: STARTING_BALANCE_TENTHS,
    });
    expect(state.player).toMatchObject({
      uid: user.uid,
      seq: 1,
      balanceTenths: 1000,
      squad: { owned: [], lead: null },
      seasonPoints: 0,
      quizPassed: [],
      leagues: [],
    });
  });

  it('user_getBalance answers credits as a number and user_getDefenses lists defenseIds', async () => {
    const user = await createUser();
    expect(await callOk('user_getBalance', null, user)).toBe(100);
    await callOk('shop_buyDefense', { defenseId: 'DeepfakeDetection', requestId: newRequestId() }, user);
    expect(await callOk('user_getBalance', null, user)).toBe(89.5);
    expect(await callOk('user_getDefenses', null, user)).toEqual([
      { defenseId: 'DeepfakeDetection', pricePaid: 10.5, deployed: true, lead: true },
    ]);
  });

  it('a first call whose Auth name Settings would refuse (a bidi override) does not store it', async () => {
    const user = await createUser({ displayName: 'Ada\u202Egpj.exe' });
    const profile = await callOk('user_getProfile', null, user);
    expect(profile.displayName).toMatch(/^Player [a-z2-9]{6}$/);
    expect(profile.displayName).not.toContain(user.uid.slice(0, 6));
    expect((await playerState(user.uid)).player?.displayName).toBe(profile.displayName);
  });

  it('user_getProfile, user_setDisplayName and user_setPreferences', async () => {
    const user = await createUser({ displayName: 'First Name' });
    const profile = await callOk('user_getProfile', null, user);
    expect(profile).toEqual({
      uid: user.uid,
      displayName: 'First Name',
      pendingName: null,
      email: user.email,
      deadlineReminders: true,
      reportEmails: false,
      teamReportEmails: true,
      seasonPoints: 0,
      pointsByWeek: [],
    });

    const renamed = await callOk('user_setDisplayName', { displayName: '  Ada Lovelace ' }, user);
    expect(renamed.displayName).toBe('Ada Lovelace');
    expect((await playerState(user.uid)).player?.displayName).toBe('Ada Lovelace');
    expect((await admin().auth.getUser(user.uid)).displayName).toBe('Ada Lovelace');

    const prefs = await callOk('user_setPreferences', { deadlineReminders: false }, user);
    expect(prefs.deadlineReminders).toBe(false);
    const state = await playerState(user.uid);
    expect(state.player?.deadlineReminders).toBe(false);
    // The rename writes a ledger entry, a preference toggle does not (no unbounded growth).
    expect(state.ledger.map((e) => e.kind)).toEqual(['open', 'profile']);
    // Setting the same value again, or toggling back and forth, writes no entry either.
    await callOk('user_setPreferences', { deadlineReminders: false }, user);
    await callOk('user_setPreferences', { deadlineReminders: true }, user);
    expect((await callOk('user_setPreferences', { deadlineReminders: false }, user)).deadlineReminders).toBe(false);
    expect((await playerState(user.uid)).ledger).toHaveLength(2);
  });

  it('user_getLedger lists the wallet history, newest first', async () => {
    const user = await createUser();
    await callOk('shop_buyDefense', { defenseId: 'VpnUsage', requestId: newRequestId() }, user);
    await callOk('shop_sellDefense', { defenseId: 'VpnUsage', requestId: newRequestId() }, user);
    const page = await callOk('user_getLedger', {}, user);
    expect(page.nextCursor).toBeNull();
    const price = defensePriceTenths('VpnUsage', CURRENT_RULES);
    const refund = saleRefundTenths(price);
    expect(page.entries.map((e) => [e.seq, e.kind, e.amount, e.balance])).toEqual([
      [3, 'sell', refund / 10, (1000 - price + refund) / 10],
      [2, 'buy', -price / 10, (1000 - price) / 10],
      [1, 'open', 100, 100],
    ]);
    expect(new Date(page.entries[0]?.at ?? '').toString()).not.toBe('Invalid Date');
    const older = await callOk('user_getLedger', { cursor: '2' }, user);
    expect(older.entries.map((e) => e.seq)).toEqual([1]);
  });
});

describe('user_deleteAccount', () => {
  it('removes the player, the ledger, the request records and the Auth user', async () => {
    const user = await createUser();
    await callOk('shop_buyDefense', { defenseId: 'VpnUsage', requestId: newRequestId() }, user);
    const before = await playerState(user.uid);
    expect(before.ledger).toHaveLength(2);
    expect(before.requests).toBe(1);

    expect(await callOk('user_deleteAccount', { confirm: 'DELETE' }, user)).toEqual({ deleted: true });
    expect(await playerState(user.uid)).toEqual({ player: null, ledger: [], requests: 0 });
    await expect(admin().auth.getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
