import { describe, expect, it } from 'vitest';
import { callerCtx, fakePlayerDeps } from '../testing/fake-player-deps';
import {
  getBalance,
  getDefenses,
  getLedger,
  getProfile,
  LEDGER_PAGE_SIZE,
  setDisplayName,
  setPreferences,
} from './user';
import { setLineup } from './squad';
import { buyDefense } from './shop';

describe('user handlers', () => {
  it('a new player has 100 credits, no defenses and a profile without the email in the display name', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx({ displayName: null });
    expect(await getBalance(ctx, undefined, fake.deps)).toBe(100);
    expect(await getDefenses(ctx, undefined, fake.deps)).toEqual([]);
    const profile = await getProfile(ctx, undefined, fake.deps);
    expect(profile).toMatchObject({
      uid: ctx.uid,
      email: ctx.email,
      deadlineReminders: true,
      seasonPoints: 0,
      pointsByWeek: [],
    });
    expect(profile.displayName).not.toContain('@');
    expect(fake.ledger(ctx.uid)).toHaveLength(1);
  });

  it.each([
    ['a right-to-left override', 'Ada\u202Egpj.exe'],
    ['a zero-width space', 'Ad\u200Ba'],
    ['a control character', 'Ada\u0007'],
    ['angle brackets', '<img src=x>'],
    ['41 characters', 'x'.repeat(41)],
  ])(
    'a first call whose token name holds %s stores no such name: the player starts as "Player <random tag>"',
    async (_what, name) => {
      const fake = fakePlayerDeps();
      const ctx = callerCtx({ uid: 'abcdefgh-1', displayName: name });
      const profile = await getProfile(ctx, undefined, fake.deps);
      expect(profile.displayName).toMatch(/^Player [a-z2-9]{6}$/);
      // Nothing of the uid in a public name.
      expect(profile.displayName).not.toContain('abcdef');
      expect(fake.player(ctx.uid)?.displayName).toBe(profile.displayName);
    },
  );

  it("keeps a Google account's name private until the player confirms it; confirming or choosing another settles it", async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx({ uid: 'google-1', displayName: 'Ada Lovelace', signInProvider: 'google.com' });
    const first = await getProfile(ctx, undefined, fake.deps);
    expect(first.displayName).toMatch(/^Player [a-z2-9]{6}$/);
    expect(first.pendingName).toBe('Ada Lovelace');
    expect(fake.player(ctx.uid)?.displayName).toBe(first.displayName);
    const confirmed = await setDisplayName(ctx, { displayName: 'Ada Lovelace' }, fake.deps);
    expect(confirmed).toMatchObject({ displayName: 'Ada Lovelace', pendingName: null });
    expect(fake.player(ctx.uid)?.pendingName ?? null).toBeNull();

    const other = callerCtx({ uid: 'google-2', displayName: 'Grace Hopper', signInProvider: 'google.com' });
    await getProfile(other, undefined, fake.deps);
    expect(await setDisplayName(other, { displayName: 'Admiral' }, fake.deps)).toMatchObject({
      displayName: 'Admiral',
      pendingName: null,
    });
    // A name typed at sign-up (password provider) is the player's choice: shown at once.
    const typed = await getProfile(
      callerCtx({ uid: 'pw-1', displayName: 'Alan', signInProvider: 'password' }),
      undefined,
      fake.deps,
    );
    expect(typed).toMatchObject({ displayName: 'Alan', pendingName: null });
  });

  it('a first call stores the token name normalised as Settings would (NFC, spaces, trim)', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx({ displayName: '  Zoe\u0308\u00A0\u00A0Lovelace ' });
    expect((await getProfile(ctx, undefined, fake.deps)).displayName).toBe('Zo\u00EB Lovelace');
  });

  it('lists points by week in week order', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    await getBalance(ctx, undefined, fake.deps);
    fake.setPlayer(ctx.uid, { seasonPoints: 12, pointsByWeek: { '10': 5, '2': 7 } });
    expect((await getProfile(ctx, undefined, fake.deps)).pointsByWeek).toEqual([
      { weekNumber: 2, points: 7 },
      { weekNumber: 10, points: 5 },
    ]);
  });

  it('renames in the player record and in Auth; sets preferences', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    const out = await setDisplayName(ctx, { displayName: 'Grace' }, fake.deps);
    expect(out.displayName).toBe('Grace');
    expect(fake.player(ctx.uid)?.displayName).toBe('Grace');
    expect(fake.calls).toContain(`setDisplayName:${ctx.uid}:Grace`);
    expect((await setPreferences(ctx, { deadlineReminders: false }, fake.deps)).deadlineReminders).toBe(false);
    expect(fake.player(ctx.uid)?.deadlineReminders).toBe(false);
    // A preference toggle writes no ledger entry (it used to write a 'profile' one).
    expect(fake.ledger(ctx.uid).map((e) => e.kind)).toEqual(['open', 'profile']);
  });

  it('toggling preferences many times never grows the ledger', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    for (let i = 0; i < 10; i++) {
      const out = await setPreferences(ctx, { deadlineReminders: i % 2 === 0 ? false : true }, fake.deps);
      expect(out.deadlineReminders).toBe(i % 2 !== 0);
    }
    expect(fake.player(ctx.uid)?.deadlineReminders).toBe(true);
    expect(fake.ledger(ctx.uid).map((e) => e.kind)).toEqual(['open']);
  });

  it('pages the ledger newest first with a seq cursor', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    await buyDefense(ctx, { defenseId: 'VpnUsage', requestId: 'request-buy' }, fake.deps);
    for (let i = 0; i < 24; i++)
      await setLineup(ctx, { deployed: i % 2 === 0 ? [] : ['VpnUsage'], lead: null }, fake.deps);
    // 1 open + 1 buy + 24 lineup changes = 26 entries.
    const first = await getLedger(ctx, {}, fake.deps);
    expect(first.entries).toHaveLength(LEDGER_PAGE_SIZE);
    expect(first.entries[0]?.seq).toBe(26);
    expect(first.nextCursor).toBe('7');
    const second = await getLedger(ctx, { cursor: first.nextCursor ?? '' }, fake.deps);
    expect(second.entries.map((e) => e.seq)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(second.nextCursor).toBeNull();
    expect(second.entries.at(-1)).toMatchObject({ kind: 'open', amount: 100, balance: 100 });
    await expect(getLedger(ctx, { cursor: 'abc' }, fake.deps)).rejects.toMatchObject({ code: 'invalid-input' });
  });
});
