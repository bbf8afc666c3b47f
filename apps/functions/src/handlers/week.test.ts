import { describe, expect, it } from 'vitest';
import {
  addSquad,
  CURRENT_RULES,
  CURRENT_RULES_VERSION,
  forecastHorizon,
  scheduledForecast,
  emptyOwnership,
  hashSeed,
  verifySeed,
  type FraudId,
  type OwnershipCounts,
} from '@fraudshield/domain';
import { getCurrentWeek, getWeekReport, openWeek, type WeekDeps } from './week';
import { closedAt, nextDeadline, pickForecast, runSeasonClock, WEEK_MS } from './schedule';
import type { CallerContext } from './context';
import { runShard, type SettlementDeps } from './settlement';
import { fakeSettlementWorld } from '../testing/fake-settlement-deps';
import type { AdminAuditDoc } from './admin';
import type { ReportDoc, SeasonDoc, WeekDoc } from './records';

const ctx = (now: number, uid = 'u1'): CallerContext => ({
  uid,
  email: null,
  emailVerified: true,
  displayName: null,
  roles: ['admin'],
  signInProvider: 'password',
  now,
});
const forecast: FraudId[] = ['Phishing', 'Vishing', 'Ddos'];
const SEED = 'cd'.repeat(32);

function fakeWeeks() {
  const season: SeasonDoc = { currentWeekId: null, lastSettledWeekId: null, weekCount: 0 };
  const weeks = new Map<string, WeekDoc>();
  const secrets = new Map<string, string>();
  const reports = new Map<string, ReportDoc>();
  const ownership = new Map<string, OwnershipCounts>();
  const ownershipReads: string[] = [];
  const audit: AdminAuditDoc[] = [];
  const deps: WeekDeps = {
    readSeason: async () => ({ ...season }),
    readWeek: async (id) => (weeks.has(id) ? structuredClone(weeks.get(id) as WeekDoc) : null),
    readReport: async (weekId, uid) => reports.get(`${weekId}/${uid}`) ?? null,
    readOwnership: async (weekId) => {
      ownershipReads.push(weekId);
      return ownership.get(weekId) ?? null;
    },
    createWeek: async (week, seed, entry) => {
      if (weeks.has(week.id)) return false;
      weeks.set(week.id, week);
      secrets.set(week.id, seed);
      audit.push(entry);
      Object.assign(season, { currentWeekId: week.id, weekCount: week.number });
      return true;
    },
    randomSeed: () => SEED,
  };
  return { deps, season, weeks, secrets, reports, ownership, ownershipReads, audit };
}

describe('weeks', () => {
  it('opens a week publishing only the seed hash, and refuses a second while it is open', async () => {
    const w = fakeWeeks();
    const view = await openWeek(
      ctx(1_000),
      { deadline: new Date(5_000).toISOString(), headlineThreats: forecast },
      w.deps,
    );
    expect(view).toEqual({
      id: 'week-001',
      number: 1,
      status: 'open',
      deadline: new Date(5_000).toISOString(),
      headlineThreats: forecast,
      seedHash: hashSeed(SEED),
      rulesVersion: CURRENT_RULES_VERSION,
    });
    // A new week is played under the current rules version, stored with it.
    expect(w.weeks.get('week-001')?.rulesVersion).toBe(CURRENT_RULES_VERSION);
    expect(w.weeks.get('week-001')?.seed).toBeNull();
    expect(w.secrets.get('week-001')).toBe(SEED);
    await expect(
      openWeek(ctx(1_000), { deadline: new Date(9_000).toISOString(), headlineThreats: forecast }, w.deps),
    ).rejects.toMatchObject({ code: 'week-already-open' });
  });

  it('refuses a deadline in the past and a lost race for the week number', async () => {
    const w = fakeWeeks();
    await expect(
      openWeek(ctx(10_000), { deadline: new Date(5_000).toISOString(), headlineThreats: forecast }, w.deps),
    ).rejects.toMatchObject({ code: 'invalid-deadline' });
    w.deps.createWeek = async () => false;
    await expect(
      openWeek(ctx(1_000), { deadline: new Date(5_000).toISOString(), headlineThreats: forecast }, w.deps),
    ).rejects.toMatchObject({ code: 'week-already-open' });
  });

  it('shows the current week as locked after its deadline, and the seed only once settled', async () => {
    const w = fakeWeeks();
    await openWeek(ctx(1_000), { deadline: new Date(5_000).toISOString(), headlineThreats: forecast }, w.deps);
    expect((await getCurrentWeek(ctx(4_999), undefined, w.deps)).week?.status).toBe('open');
    const locked = await getCurrentWeek(ctx(5_000), undefined, w.deps);
    expect(locked.week?.status).toBe('locked');
    expect(locked.week).not.toHaveProperty('seed');
    await expect(getWeekReport(ctx(6_000), { weekId: 'week-001' }, w.deps)).rejects.toMatchObject({
      code: 'week-not-settled',
    });

    Object.assign(w.weeks.get('week-001') as WeekDoc, { status: 'settled', seed: SEED, settledAt: 6_000 });
    Object.assign(w.season, { currentWeekId: null, lastSettledWeekId: 'week-001' });
    const after = await getCurrentWeek(ctx(7_000), undefined, w.deps);
    expect(after.week).toBeNull();
    expect(after.lastSettled?.seed).toBe(SEED);
    expect(verifySeed(after.lastSettled?.seed ?? '', after.lastSettled?.seedHash ?? '')).toBe(true);
    // No report for the caller (they fielded nothing): an empty answer, not a refusal.
    await expect(getWeekReport(ctx(7_000), { weekId: 'week-001' }, w.deps)).resolves.toBeNull();
    await expect(getWeekReport(ctx(7_000), { weekId: 'week-404' }, w.deps)).rejects.toMatchObject({
      code: 'week-not-found',
    });
  });
});

describe('ownership in week_getCurrent', () => {
  const pe = (id: 'UserEducation' | 'NetworkMonitoring', deployed: boolean) => ({
    defenseId: id,
    pricePaidTenths: 100,
    deployed,
  });

  it("serves nothing before a week has settled, and only the settled week's counts after", async () => {
    const w = fakeWeeks();
    await openWeek(ctx(1_000), { deadline: new Date(5_000).toISOString(), headlineThreats: forecast }, w.deps);
    // Counts written by a ranking pass of a week that has not finished settling are not shown.
    w.ownership.set(
      'week-001',
      addSquad(emptyOwnership(), { owned: [pe('UserEducation', true)], lead: 'UserEducation' }),
    );
    expect((await getCurrentWeek(ctx(2_000), undefined, w.deps)).ownership).toBeNull();
    expect(w.ownershipReads).toEqual([]);

    Object.assign(w.weeks.get('week-001') as WeekDoc, { status: 'settled', seed: SEED, settledAt: 6_000 });
    Object.assign(w.season, { currentWeekId: null, lastSettledWeekId: 'week-001' });
    const counts = emptyOwnership();
    addSquad(counts, { owned: [pe('UserEducation', true), pe('NetworkMonitoring', false)], lead: 'UserEducation' });
    addSquad(counts, { owned: [pe('NetworkMonitoring', true)], lead: 'NetworkMonitoring' });
    addSquad(counts, { owned: [], lead: null });
    addSquad(counts, { owned: [pe('UserEducation', false)], lead: null });
    w.ownership.set('week-001', counts);
    const view = (await getCurrentWeek(ctx(7_000), undefined, w.deps)).ownership;
    expect(view).toMatchObject({ weekId: 'week-001', weekNumber: 1, players: 4 });
    const byId = new Map(view?.cards.map((c) => [c.defenseId, c]));
    expect(byId.get('UserEducation')).toEqual({ defenseId: 'UserEducation', owned: 0.5, deployed: 0.25, lead: 0.25 });
    expect(byId.get('NetworkMonitoring')).toEqual({
      defenseId: 'NetworkMonitoring',
      owned: 0.5,
      deployed: 0.25,
      lead: 0.25,
    });
    expect(byId.get('DdosProtection')).toEqual({ defenseId: 'DdosProtection', owned: 0, deployed: 0, lead: 0 });
    expect(w.ownershipReads).toEqual(['week-001']);
  });

  it("reads the settled week's summary beside the weeks: two round trips in all, the same four reads", async () => {
    const w = fakeWeeks();
    await openWeek(ctx(1_000), { deadline: new Date(5_000).toISOString(), headlineThreats: forecast }, w.deps);
    Object.assign(w.weeks.get('week-001') as WeekDoc, { status: 'settled', seed: SEED, settledAt: 6_000 });
    Object.assign(w.season, { currentWeekId: null, lastSettledWeekId: 'week-001' });
    await openWeek(ctx(7_000), { deadline: new Date(20_000).toISOString(), headlineThreats: forecast }, w.deps);
    w.ownership.set(
      'week-001',
      addSquad(emptyOwnership(), { owned: [pe('UserEducation', true)], lead: 'UserEducation' }),
    );
    // Each read's round trip: one more than the deepest read that had finished when it started
    // (reads started together share one). The summary is one document (the fold writes one).
    const trips = { reads: 0, deepest: 0 };
    const counted =
      <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        const trip = trips.deepest + 1;
        trips.reads += 1;
        const out = await read(...args);
        await Promise.resolve();
        trips.deepest = Math.max(trips.deepest, trip);
        return out;
      };
    const deps: WeekDeps = {
      ...w.deps,
      readSeason: counted(w.deps.readSeason),
      readWeek: counted(w.deps.readWeek),
      readOwnership: counted(w.deps.readOwnership),
    };
    const out = await getCurrentWeek(ctx(8_000), undefined, deps);
    expect(out.week?.id).toBe('week-002');
    expect(out.ownership).toMatchObject({ weekId: 'week-001', players: 1 });
    expect(trips).toEqual({ reads: 4, deepest: 2 });
  });

  it('serves nothing for a settled week without counts (settled before ownership) or with nobody counted', async () => {
    const w = fakeWeeks();
    await openWeek(ctx(1_000), { deadline: new Date(5_000).toISOString(), headlineThreats: forecast }, w.deps);
    Object.assign(w.weeks.get('week-001') as WeekDoc, { status: 'settled', seed: SEED, settledAt: 6_000 });
    Object.assign(w.season, { currentWeekId: null, lastSettledWeekId: 'week-001' });
    expect((await getCurrentWeek(ctx(7_000), undefined, w.deps)).ownership).toBeNull();
    w.ownership.set('week-001', emptyOwnership());
    expect((await getCurrentWeek(ctx(7_000), undefined, w.deps)).ownership).toBeNull();
  });
});

describe('season clock', () => {
  it('picks three distinct threats and the next deadline a whole number of weeks later', () => {
    const picks = pickForecast(() => 0);
    expect(new Set(picks).size).toBe(3);
    expect(nextDeadline(1_000, 2_000)).toBe(1_000 + WEEK_MS);
    expect(nextDeadline(1_000, 1_000 + 2 * WEEK_MS + 5)).toBe(1_000 + 3 * WEEK_MS);
  });

  it('waits for the deadline, starts the settlement fan-out, and opens the next week once settled', async () => {
    const w = fakeWeeks();
    await openWeek(ctx(1_000), { deadline: new Date(5_000).toISOString(), headlineThreats: forecast }, w.deps);
    const world = fakeSettlementWorld(['u1', 'u2', 'u3'], { weekId: 'week-001' });
    const stored = w.weeks.get('week-001') as WeekDoc;
    // The settlement world owns the week while it settles; the clock reads the same doc.
    const settlement: SettlementDeps = {
      ...world.deps,
      weeks: {
        ...world.deps.weeks,
        get: async () => structuredClone({ ...stored, ...world.week, id: 'week-001' }),
        finish: async (...args) => {
          const marked = await world.deps.weeks.finish(...args);
          Object.assign(stored, { status: 'settled', seed: world.week.seed });
          Object.assign(w.season, { currentWeekId: null, lastSettledWeekId: 'week-001' });
          return marked;
        },
      },
    };
    const deps = { weeks: w.deps, settlement, randomInt: () => 0, seasonSeed: async () => 'season-seed-under-test' };
    expect(await runSeasonClock(deps, 4_000)).toMatchObject({ action: 'idle' });
    expect(await runSeasonClock(deps, 6_000)).toMatchObject({
      action: 'settling',
      outcome: { shards: 1, enqueued: 1 },
    });
    expect(await runSeasonClock(deps, 6_500)).toMatchObject({ action: 'settling', outcome: { enqueued: 0 } });
    for (let t = world.queue.shift(); t; t = world.queue.shift()) await runShard(settlement, t.task);
    expect(world.calls.hook).toEqual(['week-001']);
    const out = await runSeasonClock(deps, 7_000);
    expect(out).toMatchObject({ action: 'opened', weekId: 'week-002' });
    expect(w.weeks.get('week-002')?.deadline).toBe(5_000 + WEEK_MS);
    // Rules v5 publish forecasts ahead: an unplanned week opens with the season seed's forecast,
    // the one squad_getPlan showed (a random one under rules that publish one week).
    expect(w.weeks.get('week-002')?.headlineThreats).toEqual(
      forecastHorizon(CURRENT_RULES) > 1 ? scheduledForecast('season-seed-under-test', 2) : pickForecast(() => 0),
    );
    // Every transition is in the audit log, with its commit: the admin opened week 1,
    // the clock locked (at the deadline), settled and opened the next.
    expect([...w.audit, ...world.state.audit].map((e) => `${e.action} ${e.actorUid}`).sort()).toEqual(
      ['open-week u1', 'lock-week season-clock', 'settle-week season-clock', 'open-week season-clock'].sort(),
    );
    expect(w.audit.at(-1)).toMatchObject({
      action: 'open-week',
      actorUid: 'season-clock',
      at: 7_000,
      detail: expect.stringMatching(/^Week 2 \(week-002\)/),
    });
  });

  it('after an admin settles a week early, opens the next at once with a normal week to play it', async () => {
    const w = fakeWeeks();
    const deps = {
      weeks: w.deps,
      settlement: fakeSettlementWorld(['u1'], { weekId: 'week-001' }).deps,
      randomInt: () => 0,
      seasonSeed: async () => 'season-seed-under-test',
    };
    // Three weeks in a row, each settled early by an admin a day after it opened (its deadline
    // six days ahead then): each next week is due a week after the early settle, not a week
    // after the deadline the settle cut short (which crept to about 23 days ahead by week 4).
    const DAY = WEEK_MS / 7;
    let now = 1_000;
    await openWeek(ctx(now), { deadline: new Date(now + WEEK_MS).toISOString(), headlineThreats: forecast }, w.deps);
    for (const n of [1, 2, 3]) {
      const id = `week-00${n}`;
      now += DAY;
      Object.assign(w.weeks.get(id) as WeekDoc, { lockedAt: now, status: 'settled', seed: SEED, settledAt: now + 10 });
      Object.assign(w.season, { currentWeekId: null, lastSettledWeekId: id });
      now += 20;
      expect(await runSeasonClock(deps, now)).toMatchObject({ action: 'opened', weekId: `week-00${n + 1}` });
      const next = w.weeks.get(`week-00${n + 1}`) as WeekDoc;
      expect(next.deadline).toBe(now - 20 + WEEK_MS);
      // The published forecast for that week number still holds; the count goes on by one.
      expect(next.number).toBe(n + 1);
      if (forecastHorizon(CURRENT_RULES) > 1)
        expect(next.headlineThreats).toEqual(scheduledForecast('season-seed-under-test', n + 1));
    }
  });

  it("keeps a week's own deadline as the count's start when it settled at (or after) it", () => {
    expect(closedAt({ deadline: 5_000, lockedAt: null })).toBe(5_000);
    expect(closedAt({ deadline: 5_000, lockedAt: 4_000 })).toBe(4_000);
    expect(closedAt({ deadline: 5_000, lockedAt: 6_000 })).toBe(5_000);
  });

  it('a tick that reads the week locked while the fan-out settles it meanwhile waits for the next tick (no error)', async () => {
    const w = fakeWeeks();
    await openWeek(ctx(1_000), { deadline: new Date(5_000).toISOString(), headlineThreats: forecast }, w.deps);
    const world = fakeSettlementWorld(['u1'], { weekId: 'week-001' });
    const stored = w.weeks.get('week-001') as WeekDoc;
    // The clock read the week before the last shard's finish; the settlement reads it after.
    const settlement: SettlementDeps = {
      ...world.deps,
      weeks: {
        ...world.deps.weeks,
        get: async () => structuredClone({ ...stored, status: 'settled' as const, id: 'week-001' }),
      },
    };
    const deps = { weeks: w.deps, settlement, randomInt: () => 0 };
    expect(await runSeasonClock(deps, 6_000)).toMatchObject({
      action: 'idle',
      reason: 'week-001 was settled meanwhile',
    });
  });
});
