import fc from 'fast-check';
import { DEFENSE_IDS, DRILL_SIZE, type DefenseId } from '@fraudshield/domain';
import type { PlayerDoc, StoredCaseAnswer } from './records';
import {
  DEADLINE_COUNTER_WRITES_PER_S,
  STAT_SHARDS,
  countPointsBetween,
  ownershipFromCounters,
  pointsKey,
  shardOverLimitOdds,
  statDeltas,
  sumShards,
  type StatDeltas,
} from './stats';

function playerWith(
  over: { owned?: DefenseId[]; deployed?: DefenseId[]; points?: number; drills?: Record<string, number> } = {},
): PlayerDoc {
  const answer = (i: number): StoredCaseAnswer => ({
    caseId: `c${i}`,
    choiceId: 'a',
    correct: true,
    fraudId: 'Phishing',
    at: 0,
  });
  return {
    uid: 'u1',
    displayName: 'Ada',
    email: 'ada@x.test',
    createdAt: 0,
    joinedAt: 0,
    seq: 1,
    balanceTenths: 1000,
    squad: {
      owned: (over.owned ?? []).map((defenseId) => ({
        defenseId,
        pricePaidTenths: 100,
        deployed: (over.deployed ?? []).includes(defenseId),
      })),
      lead: null,
    },
    seasonPoints: over.points ?? 0,
    pointsByWeek: {},
    quizPassed: [],
    leagues: [],
    deadlineReminders: true,
    updatedAt: 0,
    drills: Object.fromEntries(
      Object.entries(over.drills ?? {}).map(([w, n]) => [
        w,
        Object.fromEntries(Array.from({ length: n }, (_, i) => [`c${i}`, answer(i)])),
      ]),
    ),
  };
}

/** The state counters read straight off a set of players (what a scan would find). */
function scan(players: readonly PlayerDoc[]): Record<string, number> {
  const c: Record<string, number> = {};
  const inc = (k: string) => (c[k] = (c[k] ?? 0) + 1);
  for (const p of players) {
    inc('players');
    if (p.squad.owned.length) inc('squads');
    for (const o of new Set(p.squad.owned.map((x) => x.defenseId))) inc(`owned_${o}`);
    inc(pointsKey(p.seasonPoints));
  }
  return c;
}

const apply = (total: Record<string, number>, d: StatDeltas) => {
  for (const [k, v] of Object.entries(d)) total[k] = (total[k] ?? 0) + v;
};
const nonZero = (c: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(c).filter(([k, v]) => v !== 0 && !k.startsWith('played_') && !k.startsWith('drillsDone_')),
  );

describe('statDeltas', () => {
  it('a new player counts once, with 0 points; a deleted one takes its state away', () => {
    const p = playerWith();
    expect(statDeltas(null, p)).toEqual({ players: 1, p_0: 1 });
    const q = playerWith({ owned: ['UserEducation', 'EmailFiltering'], points: 12 });
    expect(statDeltas(q, null)).toEqual({
      players: -1,
      squads: -1,
      owned_UserEducation: -1,
      owned_EmailFiltering: -1,
      p_12: -1,
    });
  });

  it('buying the first card makes a squad; selling the last one ends it; points move between histogram bars', () => {
    expect(statDeltas(playerWith(), playerWith({ owned: ['VpnUsage'] }), { kind: 'buy' })).toEqual({
      squads: 1,
      owned_VpnUsage: 1,
    });
    expect(
      statDeltas(playerWith({ owned: ['VpnUsage', 'KeepUpdated'] }), playerWith({ owned: ['KeepUpdated'] }), {
        kind: 'sell',
      }),
    ).toEqual({ owned_VpnUsage: -1 });
    expect(statDeltas(playerWith({ owned: ['KeepUpdated'] }), playerWith(), { kind: 'sell' })).toEqual({
      squads: -1,
      owned_KeepUpdated: -1,
    });
    expect(
      statDeltas(playerWith({ points: 5 }), playerWith({ points: -3 }), { kind: 'settlement', weekId: 'week-002' }),
    ).toEqual({ p_5: -1, p_m3: 1 });
  });

  it('counts a week played only when a settlement finds a deployed card, and a drill done only when its last case is answered', () => {
    const fielded = playerWith({ owned: ['VpnUsage'], deployed: ['VpnUsage'] });
    expect(
      statDeltas(fielded, { ...fielded, seasonPoints: 4 }, { kind: 'settlement', weekId: 'week-002' }),
    ).toMatchObject({ played_week_002: 1 });
    const benched = playerWith({ owned: ['VpnUsage'] });
    expect(statDeltas(benched, benched, { kind: 'settlement', weekId: 'week-002' })).not.toHaveProperty(
      'played_week_002',
    );
    const before = playerWith({ drills: { 'week-002': DRILL_SIZE - 1 } });
    expect(statDeltas(before, playerWith({ drills: { 'week-002': DRILL_SIZE } }), { kind: 'drill' })).toEqual({
      drillsDone_week_002: 1,
    });
    // The drill map's pruning of an old week, and a deletion, take no event back.
    expect(statDeltas(playerWith({ drills: { 'week-001': DRILL_SIZE } }), playerWith(), { kind: 'drill' })).toEqual({});
    expect(statDeltas(playerWith({ drills: { 'week-001': DRILL_SIZE } }), null)).toEqual({ players: -1, p_0: -1 });
  });

  it('over any history of changes, the summed deltas equal a scan of the players left (property)', () => {
    const state = fc.record({
      owned: fc.uniqueArray(fc.constantFrom(...DEFENSE_IDS), { maxLength: 7 }),
      points: fc.integer({ min: -200, max: 400 }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(state, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        (histories, deleted) => {
          const total: Record<string, number> = {};
          const left: PlayerDoc[] = [];
          histories.forEach((states, i) => {
            let prev: PlayerDoc | null = null;
            for (const s of states) {
              const next = playerWith({ owned: s.owned, points: s.points });
              apply(total, statDeltas(prev, next, { kind: 'buy' }));
              prev = next;
            }
            if (deleted[i]) apply(total, statDeltas(prev, null));
            else if (prev) left.push(prev);
          });
          expect(nonZero(total)).toEqual(scan(left));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('counter names', () => {
  it('use letters, digits and _ only, whatever the points or the week id (the stand-in quotes any other name)', () => {
    const before = playerWith({
      owned: ['VpnUsage'],
      deployed: ['VpnUsage'],
      points: -12,
      drills: { 'week-009': DRILL_SIZE - 1 },
    });
    const after = {
      ...playerWith({ owned: ['VpnUsage'], deployed: ['VpnUsage'], points: 30, drills: { 'week-009': DRILL_SIZE } }),
    };
    const keys = [
      ...Object.keys(statDeltas(null, before)),
      ...Object.keys(statDeltas(before, after, { kind: 'settlement', weekId: 'week-009' })),
    ];
    expect(keys).toEqual(expect.arrayContaining(['p_m12', 'p_30', 'played_week_009', 'drillsDone_week_009']));
    for (const k of keys) expect(k).toMatch(/^[A-Za-z0-9_]+$/);
  });
});

describe('reading the counters', () => {
  it('sums the shards, and reads the points spread and the ownership from them', () => {
    const c = sumShards([
      { players: 2, p_0: 1, p_30: 1, owned_VpnUsage: 1 },
      { players: 1, p_m5: 1, owned_VpnUsage: 2, note: 'x' },
      {},
    ]);
    expect(c).toEqual({ players: 3, p_0: 1, p_30: 1, p_m5: 1, owned_VpnUsage: 3 });
    expect(countPointsBetween(c, null, 0)).toBe(1);
    expect(countPointsBetween(c, 0, 25)).toBe(1);
    expect(countPointsBetween(c, 25, null)).toBe(1);
    expect(ownershipFromCounters(c).get('VpnUsage')).toBe(3);
    expect(ownershipFromCounters(c).get('EmailFiltering')).toBe(0);
  });
});

describe("STAT_SHARDS: sized to Firestore's sustained write a second per document", () => {
  /** Windows of 10 s a shard is checked over in one deadline load run (60 s). */
  const WINDOWS_PER_RUN = 60;

  it('shardOverLimitOdds is the Poisson tail P(X > 10)', () => {
    // One write a second per shard: a mean of 10 in 10 s; P(X ≤ 10) for a mean of 10 is 0.58304.
    expect(shardOverLimitOdds(7, 7)).toBeCloseTo(1 - 0.58304, 4);
    // A mean of 1: P(X > 10) = 1 − Σ_{k≤10} e^−1 / k! ≈ 1.0e−8.
    expect(shardOverLimitOdds(1, 10)).toBeGreaterThan(0.9e-8);
    expect(shardOverLimitOdds(1, 10)).toBeLessThan(1.1e-8);
    expect(shardOverLimitOdds(10_000, 1)).toBe(1);
  });

  it("predicts what the limits guard found with 128 shards at the deadline bench's 39 counter writes a second (3 shards)", () => {
    const expected = shardOverLimitOdds(39, 128) * 128 * WINDOWS_PER_RUN;
    expect(expected).toBeGreaterThan(1);
    expect(expected).toBeLessThan(5);
  });

  it('leaves a shard over the limit in fewer than 1 deadline run in 1,000 at DEADLINE_COUNTER_WRITES_PER_S', () => {
    expect(DEADLINE_COUNTER_WRITES_PER_S).toBeGreaterThan(77);
    expect(shardOverLimitOdds(DEADLINE_COUNTER_WRITES_PER_S, STAT_SHARDS) * STAT_SHARDS * WINDOWS_PER_RUN).toBeLessThan(
      1e-3,
    );
  });
});
