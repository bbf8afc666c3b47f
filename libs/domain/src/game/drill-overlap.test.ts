import { describe, expect, it } from 'vitest';
import type { FraudId } from '../catalog/ids';
import { SCENARIO_CASES } from '../content/cases';
import { caseKeyById } from '../answer-key/cases';
import type { BankEntry } from '../learning/record';
import { caseForPlayer, DRILL_OVERLAP } from './drill';
import { learningRecordOf } from '../learning/drill';
import { composeDrill } from './drill-review';
import { CURRENT_RULES } from './ruleset';

/**
 * How many cases two players' weekly drills share, on the real bank and the demo season's
 * forecasts (tools/seed/seed.mjs), for new players: what tools/bench/drill-overlap.mjs prints.
 * Every player's drill is drawn from the secret week seed and their own uid, each case of a
 * fraud equally likely among the player's playable ones, so two players share a case only where
 * they share a fraud and then with chance about 1/(that fraud's playable cases): the forecast makes
 * the three headline frauds common to almost every pair, and the bank's 4–17 playable cases a
 * fraud set the mean and the tail (DRILL_OVERLAP, what Help says). An "at most 2 for every pair"
 * bound is out of reach for a large league: DRILL_OVERLAP.packingBound.
 */
const BANK: BankEntry[] = SCENARIO_CASES.map((c) => ({
  id: c.id,
  fraudId: c.fraudId,
  genuine: caseKeyById(c.id)!.legitimate,
}));
const FORECASTS: FraudId[][] = [
  ['Phishing', 'BusinessEmailCompromise', 'Ransomware'],
  ['Vishing', 'AccountTakeover', 'Ddos'],
  ['InvestmentScam', 'SqlInjection', 'AtmSkimming'],
  ['Deepfake', 'AuthPushPayments', 'SimSwap'],
  ['Phishing', 'SimSwap', 'Ransomware'],
];

function drillOf(uid: string, week: number, headlineThreats: readonly FraudId[]): string[] {
  const record = learningRecordOf(null, uid, BANK, week);
  return composeDrill({
    weekSeed: `overlap-week-${week}`,
    uid,
    headlineThreats,
    cases: SCENARIO_CASES,
    rules: CURRENT_RULES,
    record,
    week,
    bank: BANK,
  }).caseIds;
}

function shared(a: readonly string[], b: readonly string[]): number {
  const set = new Set(a);
  return b.filter((id) => set.has(id)).length;
}

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

describe('drill overlap between players', () => {
  it("DRILL_OVERLAP (what Help says) is the bank's size and packing bound, and the measured mean and tail within noise", () => {
    const n = new Set(SCENARIO_CASES.map((c) => c.id)).size;
    expect(DRILL_OVERLAP.bankSize).toBe(n);
    expect(DRILL_OVERLAP.packingBound).toBe(Math.floor(choose(n, 3) / choose(CURRENT_RULES.drill!.size, 3)));
    const players = 120;
    let pairs = 0;
    let sum = 0;
    let over2 = 0;
    for (const [i, forecast] of FORECASTS.entries()) {
      const drills = Array.from({ length: players }, (_, p) => drillOf(`help-figure-${p}`, i + 1, forecast));
      for (let a = 0; a < players; a++) {
        for (let b = a + 1; b < players; b++) {
          const s = shared(drills[a]!, drills[b]!);
          pairs++;
          sum += s;
          if (s > 2) over2++;
        }
      }
    }
    expect(Math.abs(sum / pairs - DRILL_OVERLAP.meanShared)).toBeLessThan(0.05);
    expect(Math.abs(over2 / pairs - DRILL_OVERLAP.sharedOver2)).toBeLessThan(0.005);
  });

  it('over 5 forecasts × 4,950 pairs of new players: mean shared cases < 0.75, P(shared > 2) < 3%, never 8 (two equal drills)', () => {
    const players = 100;
    for (const [i, forecast] of FORECASTS.entries()) {
      const week = i + 1;
      const drills = Array.from({ length: players }, (_, p) => drillOf(`overlap-player-${p}`, week, forecast));
      for (const d of drills) expect(new Set(d).size).toBe(CURRENT_RULES.drill!.size);
      let pairs = 0;
      let sum = 0;
      let over2 = 0;
      let max = 0;
      for (let a = 0; a < players; a++) {
        for (let b = a + 1; b < players; b++) {
          const s = shared(drills[a]!, drills[b]!);
          pairs++;
          sum += s;
          if (s > 2) over2++;
          max = Math.max(max, s);
        }
      }
      expect(pairs).toBe(4950);
      expect(sum / pairs, `week ${week} mean`).toBeLessThan(0.75);
      expect(over2 / pairs, `week ${week} P(shared > 2)`).toBeLessThan(0.03);
      expect(max, `week ${week} max`).toBeLessThan(CURRENT_RULES.drill!.size);
    }
  });

  it('two new players (uids named before the test was first run, not searched for) share at most 2 cases in each demo week', () => {
    for (const [i, forecast] of FORECASTS.entries()) {
      expect(
        shared(drillOf('new-player-a', i + 1, forecast), drillOf('new-player-b', i + 1, forecast)),
        `week ${i + 1}`,
      ).toBeLessThanOrEqual(2);
    }
  });

  it("a case two players share comes in each one's own order of options, the same set of option ids", () => {
    // Every shared case of many pairs: the orders differ for most (a 2-option case has 1 chance in 2 of the same order).
    let sharedCases = 0;
    let differ = 0;
    for (let p = 0; p < 40; p++) {
      const a = `order-player-${2 * p}`;
      const b = `order-player-${2 * p + 1}`;
      const da = drillOf(a, 1, FORECASTS[0]!);
      for (const id of drillOf(b, 1, FORECASTS[0]!).filter((x) => da.includes(x))) {
        const c = SCENARIO_CASES.find((x) => x.id === id)!;
        const oa = caseForPlayer(c, a).choices.map((ch) => ch.id);
        const ob = caseForPlayer(c, b).choices.map((ch) => ch.id);
        expect([...oa].sort()).toEqual(c.choices.map((ch) => ch.id).sort());
        expect([...ob].sort()).toEqual([...oa].sort());
        sharedCases++;
        if (oa.join() !== ob.join()) differ++;
      }
    }
    expect(sharedCases).toBeGreaterThan(5);
    expect(differ / sharedCases).toBeGreaterThan(0.5);
  });
});
