import { beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import {
  ADMIN_CALLABLES,
  MAX_LEAGUES,
  computeWeekReport,
  CURRENT_RULES_VERSION,
  rankStandings,
  tenthsToCredits,
  verifySeed,
  type DefenseId,
  type FraudId,
  type Squad,
} from '@fraudshield/domain';
import {
  admin,
  appCheckToken,
  call,
  callOk,
  claimsOf,
  createUser,
  signIn,
  type TestUser,
} from './testing/emulator-client';
import { expectRefused, fileAdmin, settleAndOpenWeek, settleCurrentWeek } from './testing/int-helpers';
import { publicIdOf } from './testing/public-ids';
import { callerOf, countedReads } from './testing/counted-reads';
import { getLeaderboardPage } from './handlers/leaderboard';
import { leaderboardRepo } from './infra/leaderboard-store';
import { seasonOpaqueSource } from './infra/privacy-keys';
import { placeInTable } from './testing/player-state';
import type { PlayerDoc, WeekDoc } from './handlers/records';
import { settlementInputs } from './handlers/squad-plan';
import { weekKey } from './handlers/stats';
import { readStats } from './infra/stats-store';

/**
 * The season engine through the emulators: weeks (commit–reveal), settlement (idempotent and
 * resumable), the leaderboard (order, cursors, own rank), leagues and admin roles.
 * The stack is shared with other suites, so assertions never assume an empty database.
 */

const HOUR = 3_600_000;
const forecast: FraudId[] = ['Phishing', 'Ransomware', 'Deepfake'];
const adminUser = fileAdmin(async () => expect(appCheckToken()).toBeTruthy());
let rid = 0;
const requestId = () => `int-season-${Date.now().toString(36)}-${(rid++).toString(36)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Settles whatever week is open or locked, so each test starts from a settled season. */
const settleCurrent = () => settleCurrentWeek(adminUser());
const openWeekIn = (ms: number) => settleAndOpenWeek(adminUser(), ms, forecast);
/** leaderboard_getPage run in this process over a counting Firestore: the page and what it read (the season key uncounted, as an instance caches it). */
const pageReads = (who: TestUser, input: { limit: number }) =>
  countedReads((db) =>
    getLeaderboardPage(callerOf(who), input, { repo: leaderboardRepo(db), opaque: seasonOpaqueSource(admin().db) }),
  );

async function player(buys: DefenseId[] = []) {
  const user = await createUser();
  await callOk('user_getBalance', null, user);
  for (const defenseId of buys) await callOk('shop_buyDefense', { defenseId, requestId: requestId() }, user);
  return user;
}

async function playerDoc(uid: string) {
  return (await admin().db.collection('players').doc(uid).get()).data() as PlayerDoc;
}

async function settlementEntries(uid: string, weekId: string) {
  const snap = await admin().db.collection('players').doc(uid).collection('ledger').where('weekId', '==', weekId).get();
  return snap.docs.map((d) => d.data()).filter((e) => e['kind'] === 'settlement');
}

describe('admin callables', () => {
  it('refuse callers without the admin role', async () => {
    const user = await createUser();
    const payloads: Record<string, unknown> = {
      admin_openWeek: { deadline: new Date(Date.now() + HOUR).toISOString(), headlineThreats: forecast },
      admin_settleWeek: { weekId: 'week-001' },
      admin_setRole: { email: user.email, role: 'admin', grant: true },
      admin_getStats: null,
    };
    for (const name of ADMIN_CALLABLES) {
      const out = await call(name, payloads[name], user);
      expect(out.ok, name).toBe(false);
      if (!out.ok) expect(out.error).toMatchObject({ status: 'PERMISSION_DENIED', details: { code: 'not-admin' } });
    }
  });

  it('grants and revokes admin by email, visible in a refreshed token', async () => {
    const user = await createUser({ claims: { roles: ['tester'], tier: 2 } });
    // Role changes need a sign-in at most 5 minutes old: this file's admin may be older.
    const freshAdmin = await createUser({ claims: { roles: ['admin'] } });
    const granted = await callOk('admin_setRole', { email: user.email, role: 'admin', grant: true }, freshAdmin);
    expect(granted).toEqual({ uid: user.uid, roles: ['tester', 'admin'] });
    const token = (await signIn(user.email)).idToken;
    expect(claimsOf(token)).toMatchObject({ roles: ['tester', 'admin'], tier: 2 });
    expect((await call('admin_getStats', null, { ...user, idToken: token })).ok).toBe(true);

    const revoked = await callOk('admin_setRole', { email: user.email, role: 'admin', grant: false }, freshAdmin);
    expect(revoked.roles).toEqual(['tester']);
    const after = (await signIn(user.email)).idToken;
    expect(claimsOf(after)).toMatchObject({ roles: ['tester'], tier: 2 });
    await expectRefused(await call('admin_getStats', null, { ...user, idToken: after }), 'not-admin');

    await expectRefused(
      await call('admin_setRole', { email: 'nobody-here@int.test', role: 'admin', grant: true }, freshAdmin),
      'user-not-found',
    );
  });

  it('reports stats from counters every player change keeps: new players, squads, cards owned, the points spread', async () => {
    const before = await readStats(admin().db);
    const statsBefore = await callOk('admin_getStats', null, adminUser());
    // Three new players: one buys two cards, one buys nothing, one buys a card and sells it.
    await player(['MultiFactorAuth', 'VpnUsage']);
    await player();
    const seller = await player(['MultiFactorAuth']);
    await callOk('shop_sellDefense', { defenseId: 'MultiFactorAuth', requestId: requestId() }, seller);
    const after = await readStats(admin().db);
    const delta = (k: string) => (after[k] ?? 0) - (before[k] ?? 0);
    expect({
      players: delta('players'),
      squads: delta('squads'),
      mfa: delta('owned_MultiFactorAuth'),
      vpn: delta('owned_VpnUsage'),
      zero: delta('p_0'),
    }).toEqual({
      players: 3,
      squads: 1,
      mfa: 1,
      vpn: 1,
      zero: 3,
    });
    const stats = await callOk('admin_getStats', null, adminUser());
    expect(stats.players - statsBefore.players).toBe(3);
    expect(stats.squads - statsBefore.squads).toBe(1);
    expect(stats.mostOwned.length).toBeGreaterThan(0);
    expect(stats.mostOwned.length).toBeLessThanOrEqual(5);
    expect(stats.mostOwned.map((m) => m.defenseId)).toContain('MultiFactorAuth');
    // Every player is in exactly one bar of the points histogram.
    expect(stats.pointsSpread.reduce((sum, b) => sum + b.count, 0)).toBe(stats.players);
  });
});

describe('a threat week from open to settled', () => {
  it('opens with a committed seed, settles, and every report recomputes from the revealed seed', async () => {
    await settleCurrent();
    await expectRefused(
      await call(
        'admin_openWeek',
        { deadline: new Date(Date.now() - 1000).toISOString(), headlineThreats: forecast },
        adminUser(),
      ),
      'invalid-deadline',
    );
    const week = await openWeekIn(HOUR);
    expect(week).toMatchObject({ status: 'open', headlineThreats: forecast, rulesVersion: CURRENT_RULES_VERSION });
    expect(week.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(week).not.toHaveProperty('seed');
    await expectRefused(
      await call(
        'admin_openWeek',
        { deadline: new Date(Date.now() + 2 * HOUR).toISOString(), headlineThreats: forecast },
        adminUser(),
      ),
      'week-already-open',
    );
    const stored = (await admin().db.collection('weeks').doc(week.id).get()).data() as WeekDoc;
    expect(stored.seed).toBeNull();

    const a = await player(['MultiFactorAuth', 'EmailFiltering', 'UserEducation', 'NetworkMonitoring']);
    const b = await player(['RegularPasswordChanges', 'DdosProtection']);
    const c = await player([]);
    const current = await callOk('week_getCurrent', null, a);
    expect(current.week).toMatchObject({ id: week.id, status: 'open' });
    expect(current.week).not.toHaveProperty('seed');
    await expectRefused(await call('week_getReport', { weekId: week.id }, a), 'week-not-settled');

    const before = new Map<string, PlayerDoc>();
    for (const u of [a, b, c]) before.set(u.uid, await playerDoc(u.uid));

    const played = async () => (await readStats(admin().db))[weekKey('played', week.id)] ?? 0;
    const settled = await callOk('admin_settleWeek', { weekId: week.id }, adminUser());
    expect(settled.status).toBe('settled');
    expect(settled.settledPlayers).toBeGreaterThanOrEqual(3);
    // The admin stats count the week's players who fielded a squad (a and b: a bought card is deployed), read from the counters.
    const weekPlayed = await played();
    expect(weekPlayed).toBeGreaterThanOrEqual(2);
    expect((await callOk('admin_getStats', null, adminUser())).playedLastWeek).toEqual({
      weekNumber: week.number,
      count: weekPlayed,
    });

    const after = await callOk('week_getCurrent', null, a);
    expect(after.week).toBeNull();
    expect(after.lastSettled?.id).toBe(week.id);
    const seed = after.lastSettled?.seed ?? '';
    expect(verifySeed(seed, week.seedHash)).toBe(true);

    for (const u of [a, b, c]) {
      const prior = before.get(u.uid) as PlayerDoc;
      const view = (await callOk('week_getReport', { weekId: week.id }, u)) ?? expect.fail('each player has a report');
      const expected = computeWeekReport({
        weekSeed: seed,
        uid: u.uid,
        headlineThreats: forecast,
        squad: prior.squad as Squad,
        rulesVersion: view.rulesVersion,
        // What settlement reads beside the squad (rules v5: the chip, transfers, a week before the first squad).
        ...settlementInputs(prior, { number: week.number, rulesVersion: view.rulesVersion }, []).extras,
      });
      expect(view.rulesVersion).toBe(CURRENT_RULES_VERSION);
      expect(view.seed).toBe(seed);
      expect(view.totalPoints).toBe(expected.totalPoints);
      expect(view.creditsEarned).toBe(tenthsToCredits(expected.creditsEarnedTenths));
      expect(view.deployed).toEqual(expected.deployed);
      expect(view.attacks.map((x) => [x.fraudId, x.roll, x.chance, x.blocked, x.points])).toEqual(
        expected.attacks.map((x) => [x.fraudId, x.roll, x.chance, x.blocked, x.points]),
      );
      const now = await playerDoc(u.uid);
      expect(now.seasonPoints).toBe(prior.seasonPoints + expected.totalPoints);
      expect(now.balanceTenths).toBe(prior.balanceTenths + expected.creditsEarnedTenths);
      expect(now.pointsByWeek[String(week.number)]).toBe(expected.totalPoints);
      expect(await settlementEntries(u.uid, week.id)).toHaveLength(1);
    }
    // Fielding a squad in a settled week puts a player in the tables; c fielded nothing.
    expect((await playerDoc(a.uid)).playing).toBe(true);
    expect((await playerDoc(b.uid)).playing).toBe(true);
    expect((await playerDoc(c.uid)).playing).toBe(false);
    const idlePage = await callOk('leaderboard_getPage', { limit: 5 }, c);
    expect(idlePage).toMatchObject({ me: null, notYetPlaying: true });
    const playingPage = await callOk('leaderboard_getPage', { limit: 5 }, a);
    expect(playingPage.notYetPlaying).toBe(false);
    expect(playingPage.me?.rank).toBeGreaterThan(0);
    expect(playingPage.entries.some((e) => e.id === playingPage.me?.entry.id)).toBe(true);
    expect(idlePage.total, 'the table counts only players who fielded a squad').toBe(playingPage.total);

    // Only one's own report: a report doc is keyed by the caller's uid.
    const outsider = await createUser();
    expect(await callOk('week_getReport', { weekId: week.id }, outsider)).toBeNull();
    await expectRefused(await call('week_getReport', { weekId: 'week-999' }, a), 'week-not-found');

    // Settling again is refused and changes nothing.
    const snapshot = await Promise.all([a, b, c].map((u) => playerDoc(u.uid)));
    await expectRefused(await call('admin_settleWeek', { weekId: week.id }, adminUser()), 'week-already-settled');
    expect(await Promise.all([a, b, c].map((u) => playerDoc(u.uid)))).toEqual(snapshot);
    for (const u of [a, b, c]) expect(await settlementEntries(u.uid, week.id)).toHaveLength(1);
  });

  it('locks at the deadline: squad changes are refused until settlement', async () => {
    const p = await player(['VpnUsage']);
    const week = await openWeekIn(2500);
    await sleep(3000);
    const current = await callOk('week_getCurrent', null, p);
    expect(current.week).toMatchObject({ id: week.id, status: 'locked' });
    await expectRefused(
      await call('shop_buyDefense', { defenseId: 'KeepUpdated', requestId: requestId() }, p),
      'week-locked',
    );
    await callOk('admin_settleWeek', { weekId: week.id }, adminUser());
    expect((await call('shop_buyDefense', { defenseId: 'KeepUpdated', requestId: requestId() }, p)).ok).toBe(true);
  });
});

describe('leagues', () => {
  it('creates, joins by a forgiving code, lists and leaves, with clear refusals', async () => {
    const owner = await createUser();
    const friend = await createUser();
    const created = await callOk('league_create', { name: '  Fraud   Busters ' }, owner);
    expect(created.code).toMatch(/^[A-Z2-9]{6}$/);
    const typed = ` ${created.code.slice(0, 3).toLowerCase()} ${created.code.slice(3)} `;
    expect(await callOk('league_join', { code: typed }, friend)).toEqual({
      leagueId: created.leagueId,
      name: 'Fraud Busters',
    });
    await expectRefused(await call('league_join', { code: created.code }, friend), 'already-in-league');
    await expectRefused(await call('league_join', { code: 'ZZZZZZ' }, friend), 'unknown-league-code');
    await expectRefused(await call('league_join', { code: 'abcd!!' }, friend), 'unknown-league-code');

    const mine = await callOk('league_getMine', null, friend);
    expect(mine).toEqual([
      {
        leagueId: created.leagueId,
        name: 'Fraud Busters',
        code: created.code,
        members: 2,
        ownedByMe: false,
        kind: 'points',
        canManage: false,
        member: true,
      },
    ]);

    expect(await callOk('league_leave', { leagueId: created.leagueId }, friend)).toEqual({
      leagueId: created.leagueId,
    });
    expect(await callOk('league_getMine', null, friend)).toEqual([]);
    await expectRefused(await call('league_leave', { leagueId: created.leagueId }, friend), 'not-in-league');
    expect((await callOk('league_getMine', null, owner))[0]?.members).toBe(1);
  });

  it(`refuses an 11th league (at most ${MAX_LEAGUES})`, async () => {
    const busy = await createUser();
    for (let i = 0; i < MAX_LEAGUES; i++) await callOk('league_create', { name: `League ${i}` }, busy);
    await expectRefused(await call('league_create', { name: 'One too many' }, busy), 'league-limit');
    const other = await callOk('league_create', { name: 'Open door' }, await createUser());
    await expectRefused(await call('league_join', { code: other.code }, busy), 'league-limit');
    expect(await callOk('league_getMine', null, busy)).toHaveLength(MAX_LEAGUES);
    const codes = await admin().db.collection('leagues').where('ownerUid', '==', busy.uid).get();
    expect(codes.size).toBe(MAX_LEAGUES);
  });
});

describe('leaderboard', () => {
  const table: { points: number; joinedAt: number }[] = [
    { points: 30, joinedAt: 5 },
    { points: 10, joinedAt: 1 },
    { points: 30, joinedAt: 2 },
    { points: -2, joinedAt: 3 },
    { points: 5, joinedAt: 4 },
    { points: 10, joinedAt: 6 },
  ];
  let users: TestUser[] = [];
  let leagueId = '';

  beforeAll(async () => {
    users = [];
    for (let i = 0; i < table.length; i++) users.push(await createUser({ displayName: `Ranked ${i}` }));
    const league = await callOk('league_create', { name: 'Ranked league' }, users[0] as TestUser);
    leagueId = league.leagueId;
    for (const u of users.slice(1)) await callOk('league_join', { code: league.code }, u);
    // Points are a settlement's business; the fixture writes them directly to shape the table.
    const base = 1_000_000_000_000;
    for (const [i, u] of users.entries()) {
      const row = table[i] as { points: number; joinedAt: number };
      // playing: as if each had fielded a squad in a settled week (only such players are ranked).
      await placeInTable(u.uid, { seasonPoints: row.points, joinedAt: base + row.joinedAt, playing: true });
    }
  });

  it('orders a league table by points, then the earlier joiner, across cursor pages', async () => {
    const seen: string[] = [];
    const ranks: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await callOk(
        'leaderboard_getPage',
        { leagueId, limit: 4, ...(cursor ? { cursor } : {}) },
        users[0] as TestUser,
      );
      expect(page.total).toBe(table.length);
      for (const e of page.entries) {
        expect(Object.keys(e).sort()).toEqual(['displayName', 'id', 'movement', 'points', 'rank']);
        seen.push(e.id);
        ranks.push(e.rank);
      }
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 5);
    expect(pages).toBe(2);
    const order = await Promise.all([2, 0, 1, 5, 4, 3].map((i) => publicIdOf((users[i] as TestUser).uid)));
    expect(seen).toEqual(order);
    expect(ranks).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("gives the caller's own rank with two neighbours each side", async () => {
    const me = users[5] as TestUser; // 10 points, joined after users[1]: 4th
    const page = await callOk('leaderboard_getPage', { leagueId, limit: 1 }, me);
    expect(page.me?.rank).toBe(4);
    expect(page.me?.entry).toMatchObject({ id: await publicIdOf(me.uid), points: 10, rank: 4 });
    expect(page.me?.neighbours.map((n) => [n.rank, n.id])).toEqual(
      await Promise.all(
        [
          [2, 0],
          [3, 1],
          [5, 4],
          [6, 3],
        ].map(async ([rank, i]) => [rank, await publicIdOf((users[i as number] as TestUser).uid)]),
      ),
    );
  });

  it('ranks the caller in the season table exactly as the domain ranks every player', async () => {
    // The table size and the caller's rank come from settlement's ranking pass (the
    // fixture wrote points directly, which only settlement does), so settle a week first.
    const week = await openWeekIn(HOUR);
    await callOk('admin_settleWeek', { weekId: week.id }, adminUser());
    const me = users[4] as TestUser;
    const page = await callOk('leaderboard_getPage', { limit: 3 }, me);
    // The table is the players who have fielded a squad.
    const snap = await admin().db.collection('players').where('playing', '==', true).get();
    const standings = snap.docs.map((d) => ({
      uid: d.id,
      points: d.get('seasonPoints') as number,
      joinedAt: d.get('joinedAt') as number,
    }));
    const ranked = rankStandings(standings);
    expect(page.total).toBe(standings.length);
    expect(page.entries.map((e) => e.id)).toEqual(
      await Promise.all(ranked.slice(0, 3).map((r) => publicIdOf(r.standing.uid))),
    );
    expect(page.me?.rank).toBe(ranked.find((r) => r.standing.uid === me.uid)?.rank);
    // From the table settlement published: the caller's record, the published table, the page's
    // chunk, the caller's chunk, and one chunk of last week's table per row shown (movement) at most.
    const counted = await pageReads(me, { limit: 3 });
    expect({ ...counted.value, nextCursor: null }).toEqual({ ...page, nextCursor: null });
    expect(counted.tally.documents).toBeLessThanOrEqual(1 + 1 + 1 + 1 + 8);
    expect(counted.tally.aggregations).toBe(0);
  });

  it('serves the last published table while a week settles', async () => {
    await callOk('admin_settleWeek', { weekId: (await openWeekIn(HOUR)).id }, adminUser());
    const me = users[2] as TestUser;
    const before = await callOk('leaderboard_getPage', { limit: 50 }, me);
    // Mid-settlement, as the next week's shard leaves a player it has settled: new points, the
    // week after the table's, and the table's points as prevPoints.
    const { db } = admin();
    const doc = (await db.collection('players').doc(me.uid).get()).data() as PlayerDoc;
    await db
      .collection('players')
      .doc(me.uid)
      .update({
        seasonPoints: doc.seasonPoints - 500,
        settledWeek: (doc.settledWeek ?? 0) + 1,
        prevPoints: doc.seasonPoints,
      });
    try {
      const during = await callOk('leaderboard_getPage', { limit: 50 }, me);
      expect(during.total).toBe(before.total);
      expect(during.me).toEqual(before.me);
      expect(during.entries).toEqual(before.entries);
      expect((await pageReads(me, { limit: 50 })).tally.aggregations).toBe(0);
    } finally {
      await db
        .collection('players')
        .doc(me.uid)
        .update({
          seasonPoints: doc.seasonPoints,
          settledWeek: doc.settledWeek ?? FieldValue.delete(),
          prevPoints: doc.prevPoints ?? FieldValue.delete(),
        });
    }
  });

  it('refuses a league table to outsiders, an unknown league and a forged cursor', async () => {
    const outsider = await createUser();
    await callOk('user_getBalance', null, outsider);
    await expectRefused(await call('leaderboard_getPage', { leagueId }, outsider), 'not-in-league');
    await expectRefused(
      await call('leaderboard_getPage', { leagueId: 'NoSuchLeagueAtAll123' }, outsider),
      'league-not-found',
    );
    await expectRefused(await call('leaderboard_getPage', { cursor: 'bm90IGEgY3Vyc29y' }, outsider), 'invalid-input');
  });

  it('ranks and moves every player of a settled season exactly as the per-player ranking pass did', async () => {
    // The per-player pass this replaced, as the oracle: after each settled week it sorted the
    // table (rankStandings), stored each player's rank and moved the last one to prevRank;
    // movement = prevRank − rank, null for a player the last table did not rank.
    const passRanks = async () => {
      const snap = await admin().db.collection('players').where('playing', '==', true).get();
      const rows = snap.docs.map((d) => ({
        uid: d.id,
        points: d.get('seasonPoints') as number,
        joinedAt: d.get('joinedAt') as number,
      }));
      return new Map(rankStandings(rows).map((r) => [r.standing.uid, r.rank]));
    };
    await callOk('admin_settleWeek', { weekId: (await openWeekIn(HOUR)).id }, adminUser());
    // Ties in that table (same points, different join times), as if the week had left them: the
    // movement of a tied player counts the players of their points who joined earlier.
    const settledWeek = (await admin().db.collection('rankHistogram').doc('live').get()).get('week') as number;
    for (const [i, points] of [12, 12, 12, 3, 3].entries())
      await placeInTable((users[i] as TestUser).uid, { seasonPoints: points }, settledWeek);
    const before = await passRanks();
    await callOk('admin_settleWeek', { weekId: (await openWeekIn(HOUR)).id }, adminUser());
    const after = await passRanks();
    const expected = new Map(
      await Promise.all(
        [...after].map(async ([uid, rank]) => {
          const prev = before.get(uid);
          return [await publicIdOf(uid), { rank, movement: prev === undefined ? null : prev - rank }] as const;
        }),
      ),
    );
    const seen = new Map<string, { rank: number; movement: number | null }>();
    let cursor: string | undefined;
    do {
      const page = await callOk(
        'leaderboard_getPage',
        { limit: 50, ...(cursor ? { cursor } : {}) },
        users[0] as TestUser,
      );
      expect(page.total).toBe(after.size);
      for (const e of page.entries) seen.set(e.id, { rank: e.rank, movement: e.movement });
      const me = page.me?.entry;
      expect(me && { rank: me.rank, movement: me.movement }).toEqual(
        expected.get(await publicIdOf((users[0] as TestUser).uid)),
      );
      for (const n of page.me?.neighbours ?? [])
        expect({ rank: n.rank, movement: n.movement }).toEqual(expected.get(n.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(expected);
    // Not a vacuous comparison: every tied player above has a movement, from its place among the tie.
    expect([...seen.values()].filter((e) => e.movement !== null).length).toBeGreaterThanOrEqual(5);
  });
});
