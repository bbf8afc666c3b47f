import { describe, expect, it } from 'vitest';
import {
  CHIP_IDS,
  CURRENT_RULES,
  FRAUD_IDS,
  RULES_V4,
  RULES_V5,
  computeWeekReport,
  scheduledForecast,
  tripleLeadApplies,
  type ChipId,
  type DefenseId,
  type FraudId,
  type PlannedWeek,
} from '@fraudshield/domain';
import { callerCtx, fakePlayerDeps } from '../testing/fake-player-deps';
import type { PlayerDoc, SeasonDoc, WeekDoc } from './records';
import { buyDefense } from './shop';
import { openWeek, type WeekDeps } from './week';
import {
  getPlan,
  nextTransferState,
  playChip,
  settlementInputs,
  weekTransfers,
  type SquadPlanDeps,
} from './squad-plan';

const SEASON_SEED = 'season-seed-under-test';
const T = RULES_V5.transfers ?? { freePerWeek: NaN, maxFree: NaN, hitPoints: NaN };
const HORIZON = RULES_V5.forecastWeeksAhead ?? 1;
const rid = (s: string) => `request-${s}`;

function week(number: number, patch: Partial<WeekDoc> = {}): WeekDoc {
  return {
    id: `week-${String(number).padStart(3, '0')}`,
    number,
    status: 'open',
    deadline: 2_000_000_000_000,
    lockedAt: null,
    headlineThreats: ['Phishing', 'Vishing', 'SimSwap'],
    seedHash: 'h'.repeat(64),
    seed: null,
    openedAt: 1_600_000_000_000,
    settledAt: null,
    settlement: null,
    rulesVersion: 5,
    ...patch,
  };
}

function setup(opts: { week?: WeekDoc | null; plan?: PlannedWeek[]; weekCount?: number } = {}) {
  const fake = fakePlayerDeps();
  const current = opts.week === undefined ? week(3) : opts.week;
  const state = { week: current, seedReads: 0 };
  const season = (): SeasonDoc => ({
    currentWeekId: state.week?.id ?? null,
    lastSettledWeekId: null,
    weekCount: Math.max(opts.weekCount ?? 0, state.week?.number ?? 0),
  });
  const deps: SquadPlanDeps = {
    players: fake.deps.players,
    readSeason: async () => season(),
    readWeek: async (id) => (state.week?.id === id ? structuredClone(state.week) : null),
    readPlan: async () => opts.plan ?? [],
    seasonSeed: async () => {
      state.seedReads += 1;
      return SEASON_SEED;
    },
    rulesAhead: RULES_V5,
  };
  return { fake, deps, state };
}

const owned = (...ids: DefenseId[]) => ids.map((defenseId) => ({ defenseId, pricePaidTenths: 100, deployed: true }));

function playerWith(patch: Partial<PlayerDoc>): PlayerDoc {
  return {
    uid: 'u',
    displayName: 'P',
    email: '',
    createdAt: 0,
    joinedAt: 0,
    seq: 1,
    balanceTenths: 0,
    squad: { owned: [], lead: null },
    seasonPoints: 0,
    playing: true,
    pointsByWeek: {},
    quizPassed: [],
    leagues: [],
    deadlineReminders: false,
    updatedAt: 0,
    ...patch,
  };
}

describe('squad_getPlan', () => {
  it('a new player in an open v5 week: first squad free, every chip left, forecasts ahead up to the horizon', async () => {
    const { deps } = setup();
    const plan = await getPlan(callerCtx(), undefined, deps);
    expect(plan).toEqual({
      rulesVersion: 5,
      weekNumber: 3,
      transfers: {
        free: T.freePerWeek,
        made: 0,
        hitPoints: 0,
        freeWeek: 'first-squad',
        hitPerTransfer: T.hitPoints,
        maxFree: T.maxFree,
      },
      chipsPlayed: {},
      chipThisWeek: null,
      chipsLeft: [...CHIP_IDS],
      forecasts: [
        { weekNumber: 3, headlineThreats: ['Phishing', 'Vishing', 'SimSwap'] },
        ...Array.from({ length: HORIZON - 1 }, (_, i) => ({
          weekNumber: 4 + i,
          headlineThreats: scheduledForecast(SEASON_SEED, 4 + i),
        })),
      ],
    });
    expect(JSON.stringify(plan)).not.toContain(SEASON_SEED);
  });

  it('an admin-planned week shows its planned forecast, not the seed’s', async () => {
    const planned: PlannedWeek = {
      number: 4,
      deadline: 2_100_000_000_000,
      headlineThreats: ['SimSwap', 'Ransomware', 'Vishing'],
    };
    const { deps } = setup({ plan: [planned] });
    const plan = await getPlan(callerCtx(), undefined, deps);
    expect(plan.forecasts[1]).toEqual({ weekNumber: 4, headlineThreats: planned.headlineThreats });
    expect(plan.forecasts[2]).toEqual({ weekNumber: 5, headlineThreats: scheduledForecast(SEASON_SEED, 5) });
  });

  it("an admin who opens a week by hand overrides the seed's forecast for that week; the weeks after keep the seed's", async () => {
    // Between weeks 3 and 4: week 4's forecast from the season seed is published.
    const s = setup({ week: null, weekCount: 3 });
    const seeded = scheduledForecast(SEASON_SEED, 4);
    expect((await getPlan(callerCtx(), undefined, s.deps)).forecasts[0]).toEqual({
      weekNumber: 4,
      headlineThreats: seeded,
    });
    const byHand = FRAUD_IDS.filter((f) => !seeded.includes(f)).slice(0, 3);
    const weeks: WeekDeps = {
      readSeason: s.deps.readSeason,
      readWeek: s.deps.readWeek,
      readReport: async () => null,
      readOwnership: async () => null,
      createWeek: async (w) => {
        s.state.week = w;
        return true;
      },
      randomSeed: () => 'ab'.repeat(32),
    };
    const admin = callerCtx({ roles: ['admin'] });
    const deadline = new Date(admin.now + 86_400_000).toISOString();
    const opened = await openWeek(admin, { deadline, headlineThreats: byHand }, weeks);
    expect(opened).toMatchObject({ number: 4, headlineThreats: byHand });
    expect(s.state.week?.headlineThreats).toEqual(byHand);
    const plan = await getPlan(callerCtx(), undefined, s.deps);
    expect(plan.weekNumber).toBe(4);
    expect(plan.forecasts).toEqual([
      { weekNumber: 4, headlineThreats: byHand },
      ...Array.from({ length: HORIZON - 1 }, (_, i) => ({
        weekNumber: 5 + i,
        headlineThreats: scheduledForecast(SEASON_SEED, 5 + i),
      })),
    ]);
  });

  it('between weeks: the next weeks are shown; under rules without forecasts ahead only the week itself and no seed is read', async () => {
    const between = setup({ week: null, weekCount: 4 });
    const plan = await getPlan(callerCtx(), undefined, between.deps);
    expect(plan.weekNumber).toBeNull();
    expect(plan.transfers).toBeNull();
    expect(plan.forecasts.map((f) => f.weekNumber)).toEqual([5, 6, 7].slice(0, HORIZON));

    const v4 = setup({ week: week(3, { rulesVersion: 4 }) });
    const old = await getPlan(callerCtx(), undefined, { ...v4.deps, rulesAhead: RULES_V4 });
    expect(old).toMatchObject({ rulesVersion: 4, transfers: null, chipsLeft: [], chipThisWeek: null });
    expect(old.forecasts.map((f) => f.weekNumber)).toEqual([3]);
    expect(v4.state.seedReads).toBe(0);
  });
});

describe('squad_playChip', () => {
  it('plays a chip once, stores it on the player with a ledger line, and replays the same request id', async () => {
    const { fake, deps } = setup();
    const ctx = callerCtx();
    const out = await playChip(ctx, { chip: 'tripleLead', requestId: rid('a') }, deps);
    expect(out).toMatchObject({ chipThisWeek: 'tripleLead', chipsPlayed: { tripleLead: 3 } });
    expect(out.chipsLeft).toEqual(CHIP_IDS.filter((c) => c !== 'tripleLead'));
    expect(fake.player(ctx.uid)?.chips).toEqual({ tripleLead: 3 });
    const again = await playChip(ctx, { chip: 'tripleLead', requestId: rid('a') }, deps);
    expect(again).toEqual(out);
    const ledger = fake.ledger(ctx.uid);
    expect(ledger.map((e) => [e.kind, e.deltaTenths])).toEqual([
      ['open', 1000],
      ['chip', 0],
    ]);
    expect(ledger[1]?.weekId).toBe('week-003');
  });

  async function refusedAndUnchanged(
    s: ReturnType<typeof setup>,
    ctx: ReturnType<typeof callerCtx>,
    chip: string,
    code: string,
  ) {
    const before = structuredClone(s.fake.player(ctx.uid));
    const ledger = s.fake.ledger(ctx.uid).length;
    await expect(
      playChip(ctx, { chip: chip as ChipId, requestId: rid(`${chip}-${code}`) }, s.deps),
    ).rejects.toMatchObject({
      code,
    });
    expect(s.fake.player(ctx.uid)).toEqual(before);
    expect(s.fake.ledger(ctx.uid)).toHaveLength(ledger);
  }

  it('refuses each case with its code and changes nothing', async () => {
    const s = setup();
    const ctx = callerCtx();
    await playChip(ctx, { chip: 'wildcard', requestId: rid('w3') }, s.deps);
    // One chip a week.
    await refusedAndUnchanged(s, ctx, 'fullBench', 'chip-this-week');
    // A chip the schema would refuse, reaching the rule anyway.
    await refusedAndUnchanged(s, ctx, 'bench', 'unknown-chip');
    // Next week: the Wildcard is used for the season; another chip is fine.
    s.state.week = week(4);
    await refusedAndUnchanged(s, ctx, 'wildcard', 'chip-used');
    // Locked (the deadline passed): no chip.
    s.state.week = week(4, { deadline: 1_000 });
    await refusedAndUnchanged(s, ctx, 'fullBench', 'week-locked');
    // Locked early by an admin.
    s.state.week = week(4, { lockedAt: 1_000 });
    await refusedAndUnchanged(s, ctx, 'fullBench', 'week-locked');
    // No week open at all.
    s.state.week = null;
    await refusedAndUnchanged(s, ctx, 'fullBench', 'week-locked');
    // A week played under rules without chips.
    s.state.week = week(5, { rulesVersion: 4 });
    await refusedAndUnchanged(s, ctx, 'fullBench', 'no-chips');
    // Back in an open v5 week it plays.
    s.state.week = week(5);
    await expect(playChip(ctx, { chip: 'fullBench', requestId: rid('fb5') }, s.deps)).resolves.toMatchObject({
      chipsPlayed: { wildcard: 3, fullBench: 5 },
      chipThisWeek: 'fullBench',
    });
  });

  it('a retry returns the stored answer and writes nothing; a request id of another change is refused', async () => {
    const s = setup();
    const ctx = callerCtx();
    await playChip(ctx, { chip: 'wildcard', requestId: rid('x') }, s.deps);
    s.fake.setPlayer(ctx.uid, { chips: {} });
    await expect(playChip(ctx, { chip: 'wildcard', requestId: rid('x') }, s.deps)).resolves.toMatchObject({
      chipThisWeek: 'wildcard',
    });
    expect(s.fake.player(ctx.uid)?.chips).toEqual({});
    await buyDefense(ctx, { defenseId: 'VpnUsage', requestId: rid('buy') }, s.fake.deps);
    await expect(playChip(ctx, { chip: 'fullBench', requestId: rid('buy') }, s.deps)).rejects.toMatchObject({
      code: 'request-reused',
    });
    expect(s.fake.player(ctx.uid)?.chips).toEqual({});
  });
});

describe('transfers of a week (plan and settlement alike)', () => {
  const atStart = (ids: DefenseId[], free: number, w = 3) => ({ transfers: { week: w, free, ownedAtStart: ids } });

  it('counts cards owned now and not at the week start; a hit for each beyond the free ones', () => {
    const p = playerWith({
      ...atStart(['UserEducation'], 0),
      squad: { owned: owned('UserEducation', 'VpnUsage', 'MultiFactorAuth'), lead: null },
    });
    expect(weekTransfers(p, 3, RULES_V5)).toEqual({
      made: 2,
      free: 0,
      firstSquad: false,
      chip: null,
      hitPoints: 2 * T.hitPoints,
    });
    const capped = playerWith({ ...atStart(['UserEducation'], T.maxFree), squad: p.squad });
    expect(weekTransfers(capped, 3, RULES_V5).hitPoints).toBe(Math.max(0, 2 - T.maxFree) * T.hitPoints);
    // Sold and bought back: no transfer.
    const same = playerWith({
      ...atStart(['VpnUsage', 'UserEducation'], 0),
      squad: { owned: owned('UserEducation', 'VpnUsage'), lead: null },
    });
    expect(weekTransfers(same, 3, RULES_V5).made).toBe(0);
  });

  it('a first squad and a Wildcard week are free; a state of another week counts nothing', () => {
    const squad = { owned: owned('UserEducation', 'VpnUsage', 'MultiFactorAuth'), lead: null };
    const first = playerWith({ playing: false, squad, ...atStart([], 0) });
    expect(weekTransfers(first, 3, RULES_V5)).toMatchObject({ made: 3, firstSquad: true, hitPoints: 0 });
    const wild = playerWith({ squad, chips: { wildcard: 3 }, ...atStart([], 0) });
    expect(weekTransfers(wild, 3, RULES_V5)).toMatchObject({ made: 3, chip: 'wildcard', hitPoints: 0 });
    // The Wildcard of another week does not make this one free.
    const later = playerWith({ squad, chips: { wildcard: 2 }, ...atStart([], 0) });
    expect(weekTransfers(later, 3, RULES_V5).hitPoints).toBe(3 * T.hitPoints);
    const stale = playerWith({ squad, settledWeek: 1, ...atStart([], 0, 2) });
    expect(weekTransfers(stale, 3, RULES_V5)).toMatchObject({ made: 0, free: T.freePerWeek, hitPoints: 0 });
    // Never settled: everything owned is the first squad's, counted and free.
    expect(weekTransfers(playerWith({ squad, playing: false }), 3, RULES_V5)).toMatchObject({
      made: 3,
      free: T.freePerWeek,
      firstSquad: true,
      hitPoints: 0,
    });
    // Rules without transfers: never a hit.
    expect(weekTransfers(playerWith({ squad, ...atStart([], 0) }), 3, RULES_V4).hitPoints).toBe(0);
  });

  it('settlement hands on the next week’s state: owned at this deadline, free transfers rolled and capped', () => {
    const squad = { owned: owned('UserEducation', 'VpnUsage'), lead: null };
    const p = playerWith({ squad, ...atStart(['UserEducation'], T.maxFree) });
    const t = weekTransfers(p, 3, RULES_V5);
    expect(nextTransferState(p, 3, RULES_V5, t)).toEqual({
      week: 4,
      free: Math.min(T.maxFree, T.maxFree - 1 + T.freePerWeek),
      ownedAtStart: ['UserEducation', 'VpnUsage'],
    });
    // At the cap, unused: stays at the cap.
    const idle = playerWith({ squad, ...atStart(['UserEducation', 'VpnUsage'], T.maxFree) });
    expect(nextTransferState(idle, 3, RULES_V5, weekTransfers(idle, 3, RULES_V5)).free).toBe(T.maxFree);
    // Overspent: back to freePerWeek, never below.
    const over = playerWith({ squad, ...atStart([], 0) });
    expect(nextTransferState(over, 3, RULES_V5, weekTransfers(over, 3, RULES_V5)).free).toBe(T.freePerWeek);
    // A Wildcard keeps the bank (and adds the week's).
    const wild = playerWith({ squad, chips: { wildcard: 3 }, ...atStart([], 1) });
    expect(nextTransferState(wild, 3, RULES_V5, weekTransfers(wild, 3, RULES_V5)).free).toBe(
      Math.min(T.maxFree, 1 + T.freePerWeek),
    );
    // A week under rules without transfers starts the next at the current rules' first free transfers.
    expect(nextTransferState(p, 3, RULES_V4, weekTransfers(p, 3, RULES_V4)).free).toBe(
      CURRENT_RULES.transfers?.freePerWeek ?? 0,
    );
  });
});

describe('settlement inputs: the chip and the hit in the settled report', () => {
  const SEED = 'd'.repeat(64);
  const v5Week = { number: 3, rulesVersion: 5 };
  const squad = {
    owned: [
      ...owned('UserEducation', 'VerificationProtocols', 'MultiFactorAuth'),
      { defenseId: 'NetworkMonitoring' as const, pricePaidTenths: 100, deployed: false },
    ],
    lead: 'UserEducation' as const,
  };
  const scored = (p: PlayerDoc, w = v5Week, headlineThreats: FraudId[] = ['Phishing', 'Vishing', 'SimSwap']) => {
    const { extras, next } = settlementInputs(p, w, []);
    const report = computeWeekReport({
      weekSeed: SEED,
      uid: p.uid,
      headlineThreats,
      squad: p.squad,
      rulesVersion: w.rulesVersion,
      ...extras,
    });
    return { report, next };
  };
  const ids = squad.owned.map((o) => o.defenseId);
  const base = playerWith({ squad, transfers: { week: 3, free: 1, ownedAtStart: ids } });

  it('takes the hit off the week (free = 0, one over the free ones), none with a Wildcard', () => {
    const plain = scored(base).report;
    expect(plain.transferHit).toBe(0);
    const threeNew = playerWith({ squad, transfers: { week: 3, free: 0, ownedAtStart: ['NetworkMonitoring'] } });
    const hit = scored(threeNew).report;
    expect(hit).toMatchObject({ transfers: { made: 3, free: 0, firstSquad: false }, transferHit: 3 * T.hitPoints });
    expect(hit.totalPoints).toBe(plain.totalPoints - 3 * T.hitPoints);
    const oneOver = playerWith({ squad, transfers: { week: 3, free: 2, ownedAtStart: ['NetworkMonitoring'] } });
    expect(scored(oneOver).report.totalPoints).toBe(plain.totalPoints - T.hitPoints);
    const wild = scored({ ...threeNew, chips: { wildcard: 3 } });
    expect(wild.report).toMatchObject({ chip: 'wildcard', transferHit: 0, totalPoints: plain.totalPoints });
    expect(wild.next).toEqual({ week: 4, free: Math.min(T.maxFree, T.freePerWeek), ownedAtStart: ids });
  });

  it('Triple Lead multiplies the Lead’s attacks by the chip’s figure; Full Bench counts every owned card', () => {
    // The chip covers the forecast's attacks of the severities it names (chips.ts tripleLeadApplies):
    // a very-high-severity headline threat here (Business Email Compromise), beside two that are not.
    const headlines: FraudId[] = ['BusinessEmailCompromise', 'Vishing', 'SimSwap'];
    const plain = scored(base, v5Week, headlines).report;
    const triple = scored({ ...base, chips: { tripleLead: 3 } }, v5Week, headlines).report;
    const mult = RULES_V5.chips?.tripleLeadMultiplier ?? NaN;
    let covered = 0;
    triple.attacks.forEach((a, i) => {
      const p = plain.attacks[i];
      const applies = p?.leadDoubled === true && tripleLeadApplies(a.fraudId, headlines, RULES_V5);
      if (applies) covered++;
      expect(a.points).toBe(applies ? ((p.points ?? 0) / RULES_V5.leadMultiplier) * mult : p?.points);
    });
    expect(covered).toBeGreaterThan(0);
    expect(
      triple.attacks.some((a, i) => a.fraudId !== 'BusinessEmailCompromise' && plain.attacks[i]?.leadDoubled),
    ).toBe(true);
    const bench = scored({ ...base, chips: { fullBench: 3 } }).report;
    expect(bench.deployed).toEqual(ids);
    expect(plain.deployed).toEqual(ids.slice(0, 3));
    // A chip of another week changes nothing in this one.
    expect(scored({ ...base, chips: { fullBench: 2, tripleLead: 4 } }, v5Week, headlines).report).toEqual(plain);
  });

  it('a first squad is free; before it, nothing is scored or paid', () => {
    const first = scored(playerWith({ playing: false, squad })).report;
    expect(first).toMatchObject({ transferHit: 0, transfers: { firstSquad: true } });
    const idle = scored(playerWith({ playing: false })).report;
    expect(idle).toMatchObject({ totalPoints: 0, creditsEarnedTenths: 0, attacks: [], notYetPlaying: true });
    // Under rules v4 the same idle week is charged, as it always was.
    expect(scored(playerWith({ playing: false }), { number: 3, rulesVersion: 4 }).report.totalPoints).toBeLessThan(0);
  });
});
