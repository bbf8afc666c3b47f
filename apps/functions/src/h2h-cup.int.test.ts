import { describe, expect, it } from 'vitest';
import { CUP_MAX_READS_PER_CALL, H2H_MAX_SEATS, MAX_LEAGUES, type CupView, type FraudId } from '@fraudshield/domain';
import { call, callOk, createUser, type TestUser } from './testing/emulator-client';
import { expectRefused, fileAdmin, settleAndOpenWeek, settleCurrentWeek } from './testing/int-helpers';
import { callerOf, countedReads } from './testing/counted-reads';
import { getCup } from './handlers/cup';
import { getH2h } from './handlers/h2h';
import { cupReadDeps } from './infra/cup-store';
import { h2hDeps } from './infra/h2h-store';
import { leagueDeps } from './infra/league-store';

/**
 * Head-to-head leagues and the cup through the emulators: h2h_get's table after a settled week
 * (computed on read), and the cup drawn and decided by the settlement's hook on the cup task queue
 * (firebase-tools' Cloud Tasks emulator), read a page at a time with cup_get.
 */
const HOUR = 3_600_000;
const forecast: FraudId[] = ['Vishing', 'Phishing', 'SimSwap'];
const adminUser = fileAdmin((user) => callOk('user_getBalance', null, user));
let rid = 0;
const requestId = () => `int-h2h-${Date.now().toString(36)}-${(rid++).toString(36)}`;

// Up to ten settle calls until the week is settled (a call drives the settlement as far as it goes).
const settleCurrent = () => settleCurrentWeek(adminUser(), 10);
const nextWeek = () => settleAndOpenWeek(adminUser(), HOUR, forecast, 10);
async function waitForCup(who: TestUser, done: (cup: CupView) => boolean): Promise<CupView> {
  const until = Date.now() + 120_000;
  for (;;) {
    const cup = await callOk('cup_get', null, who);
    if (cup && done(cup)) return cup;
    if (Date.now() > until) throw new Error(`the cup did not get there: ${JSON.stringify(cup)}`);
    await new Promise((r) => setTimeout(r, 1_500));
  }
}

describe('head-to-head leagues and the cup', () => {
  it(
    'an H2H league: fixtures from the next week, a table after it settles, members only',
    { timeout: 300_000 },
    async () => {
      await settleCurrent();
      const players = await Promise.all(['Ana', 'Ben', 'Cai'].map((n) => createUser({ displayName: `H2H ${n}` })));
      const { leagueId, code } = await callOk('league_create', { name: 'Int Rivals', kind: 'h2h' }, players[0]!);
      for (const p of players.slice(1)) await callOk('league_join', { code }, p);
      const mine = await callOk('league_getMine', null, players[0]!);
      expect(mine.find((l) => l.leagueId === leagueId)).toMatchObject({ kind: 'h2h', members: 3 });

      const week = await nextWeek();
      // Different squads, so the week's points differ.
      await callOk('shop_buyDefense', { defenseId: 'MultiFactorAuth', requestId: requestId() }, players[0]!);
      await callOk('shop_buyDefense', { defenseId: 'UserEducation', requestId: requestId() }, players[1]!);
      await callOk('shop_buyDefense', { defenseId: 'EmailFiltering', requestId: requestId() }, players[2]!);
      const before = (await callOk('h2h_get', { leagueId }, players[0]!))!;
      expect(before.fixture?.week).toBe(week.number);
      expect(before.table.every((r) => r.played === 0)).toBe(true);

      await nextWeek();
      const views = await Promise.all(players.map((p) => callOk('h2h_get', null, p)));
      const table = views[0]!.table;
      // Three members: one fixture and one bye in the settled week.
      expect(table.reduce((s, r) => s + r.played, 0)).toBe(2);
      expect(table.reduce((s, r) => s + r.won, 0)).toBe(table.reduce((s, r) => s + r.lost, 0));
      for (const r of table) expect(r.points).toBe(3 * r.won + r.drawn);
      for (const v of views) expect(v!.table.filter((r) => r.me)).toHaveLength(1);
      expect(views[0]!.lastResult?.week).toBe(week.number);
      expect(views[0]!.fixture?.week).toBe(week.number + 1);
      // Bounded: the caller, their leagues, the roster, the season, the seats (the same view, counted).
      const counted = await countedReads((db) => getH2h(callerOf(players[0]!), null, h2hDeps(db, leagueDeps(db))));
      expect(counted.value).toEqual(views[0]);
      expect(counted.tally.reads).toBeLessThanOrEqual(1 + MAX_LEAGUES + 1 + 2 + H2H_MAX_SEATS);
      expect(JSON.stringify(views)).not.toContain(players[1]!.uid);

      const outsider = await createUser();
      await expectRefused(await call('h2h_get', { leagueId }, outsider), 'not-in-league');
      expect(await callOk('h2h_get', null, outsider)).toBeNull();

      // An account deletion: the seat that played stays, nameless and no longer a member.
      await callOk('user_deleteAccount', { confirm: 'DELETE' }, players[2]!);
      const after = (await callOk('h2h_get', { leagueId }, players[0]!))!;
      expect(after.table).toHaveLength(3);
      expect(JSON.stringify(after)).not.toContain('H2H Cai');
      expect(after.table.filter((r) => !r.member).map((r) => r.name)).toEqual(['Former player']);
    },
  );

  it(
    'the cup: scheduled by an admin, drawn and decided at settlement, read a page at a time',
    { timeout: 300_000 },
    async () => {
      const players = await Promise.all(Array.from({ length: 5 }, (_, i) => createUser({ displayName: `Cup ${i}` })));
      const week = await nextWeek();
      for (const p of players)
        await callOk('shop_buyDefense', { defenseId: 'MultiFactorAuth', requestId: requestId() }, p);
      const startWeek = week.number + 1;
      await expectRefused(await call('admin_scheduleCup', { startWeek }, players[0]!), 'not-admin');
      await expectRefused(await call('admin_scheduleCup', { startWeek: week.number }, adminUser()), 'invalid-input');
      expect(await callOk('admin_scheduleCup', { startWeek }, adminUser())).toMatchObject({ startWeek });
      expect(await callOk('cup_get', null, players[0]!)).toMatchObject({ status: 'scheduled', rounds: [] });

      // The week before the cup settles: the draw.
      await nextWeek();
      const drawn = await waitForCup(players[0]!, (c) => c.rounds.length === 1 && c.mine !== null);
      expect(drawn.entrants).toBeGreaterThanOrEqual(players.length);
      expect(drawn.mine!.winner).toBeNull();
      for (const p of players) expect((await callOk('cup_get', null, p))!.mine).not.toBeNull();
      await expectRefused(await call('admin_scheduleCup', { startWeek: startWeek + 5 }, adminUser()), 'invalid-input');

      // Round 1's week settles: every tie decided, round 2 drawn from the winners.
      await nextWeek();
      const r1 = await waitForCup(
        players[0]!,
        (c) => c.rounds.length === 2 && c.rounds[0]!.decided && c.ties.length > 0,
      );
      const page = (await callOk('cup_get', { round: 1, page: 0 }, players[0]!))!;
      expect(page.ties.every((t) => t.winner !== null)).toBe(true);
      // Bounded whatever the cup's size: the same reads, counted.
      for (const [input, view] of [
        [{ round: 1, page: 0 }, page],
        [null, r1],
      ] as const) {
        const counted = await countedReads((db) => getCup(callerOf(players[0]!), input, cupReadDeps(db)));
        expect(counted.value).toEqual(view);
        expect(counted.tally.reads).toBeLessThanOrEqual(CUP_MAX_READS_PER_CALL);
      }
      expect(JSON.stringify(page)).not.toContain(players[0]!.uid);
      await expectRefused(await call('cup_get', { round: 1, page: page.pages }, players[0]!), 'invalid-input');

      // An account deletion takes the name and uid out of the cup's pages.
      await callOk('user_deleteAccount', { confirm: 'DELETE' }, players[4]!);
      const pages = await Promise.all(
        Array.from({ length: page.pages }, (_, p) => callOk('cup_get', { round: 1, page: p }, players[0]!)),
      );
      const names = pages.flatMap((v) => v!.ties.flatMap((t) => [t.a.name, t.b?.name]));
      expect(names).not.toContain('Cup 4');
      expect(names).toContain('Deleted player');
    },
  );
});
