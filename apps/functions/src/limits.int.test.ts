import { afterAll, describe, expect, it } from 'vitest';
import { MAX_LEAGUES_OWNED, RATE_LIMITS } from '@fraudshield/domain';
import { admin, call, callOk, closeAdmin, createUser } from './testing/emulator-client';

/**
 * Limits through the emulators: a player or a script with a valid App Check
 * token is stopped by per-player rate limits, and what they store is bounded (records expire,
 * empty leagues go, a player's leagues are capped). The figures live in libs/domain RATE_LIMITS.
 */

afterAll(async () => {
  await closeAdmin();
});

const DAY = 24 * 3_600_000;

async function expectRateLimited(out: Awaited<ReturnType<typeof call>>) {
  expect(out.ok, JSON.stringify(out)).toBe(false);
  if (out.ok) return;
  expect(out.error.status).toBe('RESOURCE_EXHAUSTED');
  expect(out.error.details?.code).toBe('rate-limited');
  expect(out.error.message).toMatch(/too often.*try again in \d+ s/);
}

async function rateLimitDoc(uid: string) {
  return (await admin().db.collection('rateLimits').doc(uid).get()).data();
}

describe('rate limits', () => {
  it(
    'league_join: a script guessing invite codes is refused after the burst, even with a real code',
    { timeout: 120_000 },
    async () => {
      const owner = await createUser();
      const { code } = await callOk('league_create', { name: 'Guess me' }, owner);
      const guesser = await createUser();
      const { burst } = RATE_LIMITS.league_join;
      for (let i = 0; i < burst; i++) {
        const out = await call(
          'league_join',
          { code: `ZZZZ${'ABCDEFGHJKMNPQRSTUVWXYZ'[i % 23]}${'23456789'[i % 8]}` },
          guesser,
        );
        expect(out.ok).toBe(false);
        if (!out.ok) expect(out.error.details?.code).toBe('unknown-league-code');
      }
      await expectRateLimited(await call('league_join', { code }, guesser));
      expect(await callOk('league_getMine', null, guesser)).toEqual([]);
      // The limiter is per player: the owner's friend still joins.
      expect(await callOk('league_join', { code }, await createUser())).toMatchObject({ name: 'Guess me' });
      const doc = await rateLimitDoc(guesser.uid);
      expect(doc?.['buckets']?.['league_join']?.tokens).toBeLessThan(1);
      const expireAt = (doc?.['expireAt'] as { toMillis(): number }).toMillis();
      expect(expireAt).toBeGreaterThan(Date.now());
      expect(expireAt).toBeLessThan(Date.now() + DAY);
    },
  );

  it(
    'shop_buyDefense: hammering one request id is refused after the burst, and a refusal changes nothing',
    { timeout: 180_000 },
    async () => {
      const user = await createUser();
      const requestId = `limits-hammer-${Date.now().toString(36)}`;
      const first = await callOk('shop_buyDefense', { defenseId: 'VpnUsage', requestId }, user);
      for (let i = 1; i < RATE_LIMITS.shop_buyDefense.burst; i++) {
        expect(await callOk('shop_buyDefense', { defenseId: 'VpnUsage', requestId }, user)).toEqual(first);
      }
      const player = (await admin().db.collection('players').doc(user.uid).get()).data();
      await expectRateLimited(
        await call('shop_buyDefense', { defenseId: 'EmailFiltering', requestId: `${requestId}-new` }, user),
      );
      expect((await admin().db.collection('players').doc(user.uid).get()).data()).toEqual(player);
      // Another callable has its own bucket.
      expect(
        (await callOk('shop_sellDefense', { defenseId: 'VpnUsage', requestId: `${requestId}-sell` }, user)).defenses,
      ).toEqual([]);
    },
  );
});

describe('no unbounded growth', () => {
  it('request records carry expireAt (a week on), for the TTL policy to delete them', async () => {
    const user = await createUser();
    const requestId = `limits-ttl-${Date.now().toString(36)}`;
    const before = Date.now();
    await callOk('shop_buyDefense', { defenseId: 'VpnUsage', requestId }, user);
    const record = (
      await admin().db.collection('players').doc(user.uid).collection('requests').doc(requestId).get()
    ).data();
    const expireAt = (record?.['expireAt'] as { toMillis(): number } | undefined)?.toMillis() ?? 0;
    expect(expireAt).toBeGreaterThanOrEqual(before + 7 * DAY - 60_000);
    expect(expireAt).toBeLessThanOrEqual(Date.now() + 7 * DAY + 60_000);
  });

  it('an empty league is removed with its invite code', async () => {
    const owner = await createUser();
    const friend = await createUser();
    const { leagueId, code } = await callOk('league_create', { name: 'Pop-up league' }, owner);
    await callOk('league_join', { code }, friend);
    await callOk('league_leave', { leagueId }, owner);
    const { db } = admin();
    expect((await db.collection('leagues').doc(leagueId).get()).exists).toBe(true);
    await callOk('league_leave', { leagueId }, friend);
    expect((await db.collection('leagues').doc(leagueId).get()).exists).toBe(false);
    expect((await db.collection('leagueCodes').doc(code).get()).exists).toBe(false);
    const late = await call('league_join', { code }, await createUser());
    expect(!late.ok && late.error.details?.code).toBe('unknown-league-code');
  });

  it(
    `a player can have created at most ${MAX_LEAGUES_OWNED} leagues that still exist`,
    { timeout: 180_000 },
    async () => {
      const owner = await createUser();
      const friend = await createUser();
      for (let i = 0; i < MAX_LEAGUES_OWNED; i++) {
        const { leagueId, code } = await callOk('league_create', { name: `Owned ${i}` }, owner);
        await callOk('league_join', { code }, friend);
        await callOk('league_leave', { leagueId }, owner);
      }
      expect(await callOk('league_getMine', null, owner)).toEqual([]);
      const refused = await call('league_create', { name: 'One too many' }, owner);
      expect(!refused.ok && refused.error.details?.code).toBe('league-owner-limit');
      const owned = await admin().db.collection('leagues').where('ownerUid', '==', owner.uid).get();
      expect(owned.size).toBe(MAX_LEAGUES_OWNED);
    },
  );
});
