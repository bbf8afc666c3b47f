/**
 * Exact expectations of a week (no sampling): what the engine (draw.ts, resolve.ts, settle.ts)
 * gives on average for a lineup, a Lead and a forecast, under a rules version. Used by the
 * balance tool (tools/balance), the lineup editor's what-if panel, and tested against the
 * sampled engine (expected.test.ts).
 *
 * A week's points are T = Σ attack points + clean-sheet bonus · [no breach] + password fatigue.
 * Given the drawn frauds, each attack is blocked independently with its chance, so the mean and
 * variance of T follow exactly from the distribution of the draw:
 * - without replacement: every set of distinct frauds, its probability summed over the orders
 *   in which the successive weighted draw can produce it;
 * - with replacement: attacks are independent and identically distributed, in closed form.
 */
import { FRAUD_IDS, type DefenseId, type FraudId } from '../catalog/ids';
import { FRAUDS } from './catalog';
import { drawWeights } from './draw';
import { blockChance, chanceUnderRules, isLeadStrongest } from './resolve';
import { CURRENT_RULES, type Ruleset } from './ruleset';

/** One possible draw (a set, or with replacement a multiset, of fraud indexes) and its probability. */
export interface DrawOutcome {
  /** Indexes into FRAUD_IDS, ascending. */
  readonly frauds: readonly number[];
  readonly p: number;
}

// Per rules object, per forecast: the distribution depends on the weights, the multiplier, the
// number of attacks and the draw mode, all of which a Ruleset fixes.
const drawCache = new WeakMap<Ruleset, Map<string, DrawOutcome[]>>();

function weightsOf(headlineThreats: readonly FraudId[], rules: Ruleset): number[] {
  const w = drawWeights(headlineThreats, rules);
  return FRAUD_IDS.map((id) => w[id]);
}

/** Every possible draw of the week's attacks with its exact probability (they sum to 1). */
export function drawDistribution(headlineThreats: readonly FraudId[], rules: Ruleset = CURRENT_RULES): DrawOutcome[] {
  const key = [...headlineThreats].sort().join(',');
  let byRules = drawCache.get(rules);
  if (!byRules) {
    byRules = new Map();
    drawCache.set(rules, byRules);
  }
  const cached = byRules.get(key);
  if (cached) return cached;
  const w = weightsOf(headlineThreats, rules);
  const n = w.length;
  const k = rules.attacksPerWeek;
  const total = w.reduce((a, b) => a + b, 0);
  const out: DrawOutcome[] = [];
  if (rules.drawWithReplacement) {
    // Multisets i1 ≤ i2 ≤ … ≤ ik: probability = (number of orders) × Π w/total.
    const idx: number[] = [];
    const fact = (m: number): number => (m <= 1 ? 1 : m * fact(m - 1));
    const rec = (from: number): void => {
      if (idx.length === k) {
        let p = fact(k);
        const counts = new Map<number, number>();
        for (const i of idx) {
          p *= (w[i] ?? 0) / total;
          counts.set(i, (counts.get(i) ?? 0) + 1);
        }
        for (const c of counts.values()) p /= fact(c);
        out.push({ frauds: [...idx], p });
        return;
      }
      for (let i = from; i < n; i++) {
        idx.push(i);
        rec(i);
        idx.pop();
      }
    };
    rec(0);
  } else {
    // Successive weighted draws without replacement: sum every order of each set.
    const bySet = new Map<number, number>();
    const rec = (mask: number, removed: number, p: number, depth: number): void => {
      if (depth === k) {
        bySet.set(mask, (bySet.get(mask) ?? 0) + p);
        return;
      }
      const left = total - removed;
      for (let i = 0; i < n; i++) {
        if (mask & (1 << i)) continue;
        const wi = w[i] ?? 0;
        rec(mask | (1 << i), removed + wi, (p * wi) / left, depth + 1);
      }
    };
    rec(0, 0, 1, 0);
    for (const [mask, p] of bySet) {
      const frauds: number[] = [];
      for (let i = 0; i < n; i++) if (mask & (1 << i)) frauds.push(i);
      out.push({ frauds, p });
    }
    out.sort((a, b) => compareIndexLists(a.frauds, b.frauds));
  }
  byRules.set(key, out);
  return out;
}

function compareIndexLists(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/**
 * Expected number of attacks of each fraud this week (FRAUD_IDS order). Without replacement it
 * is the chance the fraud is drawn at all; they sum to the attacks per week.
 */
export function expectedAttackCounts(headlineThreats: readonly FraudId[], rules: Ruleset = CURRENT_RULES): number[] {
  const counts = FRAUD_IDS.map(() => 0);
  if (rules.drawWithReplacement) {
    const w = weightsOf(headlineThreats, rules);
    const total = w.reduce((a, b) => a + b, 0);
    return w.map((wi) => (rules.attacksPerWeek * wi) / total);
  }
  for (const d of drawDistribution(headlineThreats, rules)) {
    for (const i of d.frauds) counts[i] = (counts[i] ?? 0) + d.p;
  }
  return counts;
}

/** What one fraud does to a lineup if it is drawn. */
export interface FraudOutlook {
  readonly fraudId: FraudId;
  /** P(block) of this lineup against it. */
  readonly chance: number;
  /** Points if blocked (with the Lead's multiplier when the Lead is among the strongest counters). */
  readonly blockPoints: number;
  /** Points if breached (negative; with the Lead's multiplier when it applies to breaches, v4+). */
  readonly breachPoints: number;
  /** Expected number of attacks of this fraud this week. */
  readonly expectedCount: number;
}

export interface WeekExpectation {
  /** Exact expected points of the week. */
  readonly expectedPoints: number;
  /** Exact standard deviation of the week's points. */
  readonly sd: number;
  /** P(no breach). */
  readonly cleanSheetChance: number;
  /** Expected points from blocks (≥ 0), from breaches (≤ 0), from the clean-sheet bonus. */
  readonly fromBlocks: number;
  readonly fromBreaches: number;
  readonly fromCleanSheet: number;
  /** Password fatigue (0 or negative), certain. */
  readonly fatigue: number;
  /** Expected number of blocked attacks. */
  readonly expectedBlocks: number;
  readonly perFraud: readonly FraudOutlook[];
}

/**
 * This week's drill boost against each fraud (drill.ts drillBoosts): with rules that have a drill,
 * the chances below are the ones the week is scored with, 1 − (1 − lineup) × (1 − boost).
 */
export type DrillBoosts = Readonly<Partial<Record<FraudId, number>>>;

/** Per-fraud chance and points of a lineup (FRAUD_IDS order), from the engine's own functions. */
export function fraudOutlooks(
  deployed: readonly DefenseId[],
  lead: DefenseId | null,
  headlineThreats: readonly FraudId[],
  rules: Ruleset = CURRENT_RULES,
  drillBoosts?: DrillBoosts,
): FraudOutlook[] {
  const counts = expectedAttackCounts(headlineThreats, rules);
  return FRAUD_IDS.map((fraudId, i) => {
    const severity = FRAUDS[fraudId].severity;
    const doubled = isLeadStrongest(deployed, lead, fraudId, rules);
    return {
      fraudId,
      chance: chanceUnderRules(blockChance(deployed, fraudId, rules), drillBoosts?.[fraudId] ?? 0, rules),
      blockPoints: rules.severityPoints[severity] * (doubled ? rules.leadMultiplier : 1),
      breachPoints: -rules.breachPenalty[severity] * (doubled && rules.leadOnBreaches ? rules.leadMultiplier : 1),
      expectedCount: counts[i] ?? 0,
    };
  });
}

/** Moments of the week's points given which frauds were drawn. */
interface Moments {
  mean: number;
  second: number;
  clean: number;
  blocks: number;
  fromBlocks: number;
  fromBreaches: number;
}

function momentsOfDraw(frauds: readonly number[], o: readonly FraudOutlook[], bonus: number, fatigue: number): Moments {
  let meanS = 0;
  let varS = 0;
  let clean = 1;
  let sumG = 0;
  let blocks = 0;
  let fromBlocks = 0;
  let fromBreaches = 0;
  for (const i of frauds) {
    const f = o[i];
    if (!f) continue;
    const c = f.chance;
    const g = f.blockPoints;
    const b = f.breachPoints;
    const m = c * g + (1 - c) * b;
    meanS += m;
    varS += c * g * g + (1 - c) * b * b - m * m;
    clean *= c;
    sumG += g;
    blocks += c;
    fromBlocks += c * g;
    fromBreaches += (1 - c) * b;
  }
  // T = S + bonus·A + fatigue, A = [every attack blocked]; E[S·A] = P(A)·Σ block points.
  const eS2 = varS + meanS * meanS;
  const eSA = clean * sumG;
  const mean = meanS + bonus * clean + fatigue;
  const second =
    eS2 +
    bonus * bonus * clean +
    fatigue * fatigue +
    2 * bonus * eSA +
    2 * fatigue * meanS +
    2 * bonus * fatigue * clean;
  return { mean, second, clean, blocks, fromBlocks, fromBreaches };
}

/**
 * Exact expectation by enumerating every possible draw (drawDistribution). Works for both draw
 * modes; the reference the faster closed form is tested against.
 */
export function expectedWeekByEnumeration(
  deployed: readonly DefenseId[],
  lead: DefenseId | null,
  headlineThreats: readonly FraudId[],
  rules: Ruleset = CURRENT_RULES,
  drillBoosts?: DrillBoosts,
): WeekExpectation {
  const o = fraudOutlooks(deployed, lead, headlineThreats, rules, drillBoosts);
  const fatigue = deployed.includes(rules.passwordFatigueDefense) ? rules.passwordFatigue : 0;
  const acc = { mean: 0, second: 0, clean: 0, blocks: 0, fromBlocks: 0, fromBreaches: 0 };
  for (const d of drawDistribution(headlineThreats, rules)) {
    const m = momentsOfDraw(d.frauds, o, rules.cleanSheetBonus, fatigue);
    acc.mean += d.p * m.mean;
    acc.second += d.p * m.second;
    acc.clean += d.p * m.clean;
    acc.blocks += d.p * m.blocks;
    acc.fromBlocks += d.p * m.fromBlocks;
    acc.fromBreaches += d.p * m.fromBreaches;
  }
  return {
    expectedPoints: acc.mean,
    sd: Math.sqrt(Math.max(0, acc.second - acc.mean * acc.mean)),
    cleanSheetChance: acc.clean,
    fromBlocks: acc.fromBlocks,
    fromBreaches: acc.fromBreaches,
    fromCleanSheet: rules.cleanSheetBonus * acc.clean,
    fatigue,
    expectedBlocks: acc.blocks,
    perFraud: o,
  };
}

/**
 * Exact expectation of a week. With replacement the attacks are independent and identically
 * distributed, so it is a closed form over the 20 frauds (fast enough for the browser to
 * recompute on every toggle); without replacement it enumerates the draws.
 */
export function expectedWeek(
  deployed: readonly DefenseId[],
  lead: DefenseId | null,
  headlineThreats: readonly FraudId[],
  rules: Ruleset = CURRENT_RULES,
  drillBoosts?: DrillBoosts,
): WeekExpectation {
  if (!rules.drawWithReplacement) return expectedWeekByEnumeration(deployed, lead, headlineThreats, rules, drillBoosts);
  const o = fraudOutlooks(deployed, lead, headlineThreats, rules, drillBoosts);
  const k = rules.attacksPerWeek;
  const fatigue = deployed.includes(rules.passwordFatigueDefense) ? rules.passwordFatigue : 0;
  const bonus = rules.cleanSheetBonus;
  // One attack: X = g with P(block), b otherwise, over the fraud drawn with p = count / k.
  let b = 0; // P(one attack blocked)
  let mu = 0; // E[X]
  let x2 = 0; // E[X²]
  let muBlocked = 0; // E[X · 1{blocked}]
  let fromBlocks = 0;
  let fromBreaches = 0;
  for (const f of o) {
    const p = f.expectedCount / k;
    b += p * f.chance;
    mu += p * (f.chance * f.blockPoints + (1 - f.chance) * f.breachPoints);
    x2 += p * (f.chance * f.blockPoints ** 2 + (1 - f.chance) * f.breachPoints ** 2);
    muBlocked += p * f.chance * f.blockPoints;
    fromBlocks += f.expectedCount * f.chance * f.blockPoints;
    fromBreaches += f.expectedCount * (1 - f.chance) * f.breachPoints;
  }
  const clean = b ** k;
  const meanS = k * mu;
  const varS = k * (x2 - mu * mu);
  // E[S·A]: A needs every attack blocked; S is then the sum of k blocked attacks.
  const eSA = b > 0 ? clean * k * (muBlocked / b) : 0;
  const mean = meanS + bonus * clean + fatigue;
  const second =
    varS +
    meanS * meanS +
    bonus * bonus * clean +
    fatigue * fatigue +
    2 * bonus * eSA +
    2 * fatigue * meanS +
    2 * bonus * fatigue * clean;
  return {
    expectedPoints: mean,
    sd: Math.sqrt(Math.max(0, second - mean * mean)),
    cleanSheetChance: clean,
    fromBlocks,
    fromBreaches,
    fromCleanSheet: bonus * clean,
    fatigue,
    expectedBlocks: k * b,
    perFraud: o,
  };
}

/** The Lead that maximises expected points for a lineup (first in lineup order on ties). */
export function bestLead(
  deployed: readonly DefenseId[],
  headlineThreats: readonly FraudId[],
  rules: Ruleset = CURRENT_RULES,
): DefenseId | null {
  let best: DefenseId | null = null;
  let bestPoints = -Infinity;
  const counts = expectedAttackCounts(headlineThreats, rules);
  for (const lead of deployed) {
    // Only the Lead's multiplied points depend on the Lead: its blocks, and from v4 its breaches.
    let gain = 0;
    FRAUD_IDS.forEach((fraudId, i) => {
      if (isLeadStrongest(deployed, lead, fraudId, rules)) {
        const c = blockChance(deployed, fraudId, rules);
        const severity = FRAUDS[fraudId].severity;
        const breach = rules.leadOnBreaches ? (1 - c) * rules.breachPenalty[severity] : 0;
        gain += (counts[i] ?? 0) * (c * rules.severityPoints[severity] - breach);
      }
    });
    if (gain > bestPoints + 1e-12) {
      best = lead;
      bestPoints = gain;
    }
  }
  return best;
}

/** One possible week total and its exact probability. */
export interface PointsOutcome {
  readonly points: number;
  readonly p: number;
}

/**
 * The exact distribution of a week's points for a lineup (every draw of drawDistribution, every
 * block or breach of each attack, the clean-sheet bonus when all are blocked, the fatigue),
 * ascending by points. Its mean is expectedWeek's expectedPoints.
 */
export function weekPointsDistribution(
  deployed: readonly DefenseId[],
  lead: DefenseId | null,
  headlineThreats: readonly FraudId[],
  rules: Ruleset = CURRENT_RULES,
  drillBoosts?: DrillBoosts,
): PointsOutcome[] {
  const o = fraudOutlooks(deployed, lead, headlineThreats, rules, drillBoosts);
  const fatigue = deployed.includes(rules.passwordFatigueDefense) ? rules.passwordFatigue : 0;
  const total = new Map<number, number>();
  // Points are whole or tenths: summed in tenths, so equal totals meet in one key.
  const tenths = (x: number) => Math.round(x * 10);
  // With replacement the attacks are independent and alike: one attack's outcomes (over the
  // fraud drawn) convolved attacksPerWeek times, instead of every multiset of frauds.
  const draws: readonly DrawOutcome[] = rules.drawWithReplacement
    ? [{ frauds: Array.from({ length: rules.attacksPerWeek }, () => -1), p: 1 }]
    : drawDistribution(headlineThreats, rules);
  const k = rules.attacksPerWeek;
  const oneAttack = o.flatMap((f) => {
    const p = f.expectedCount / k;
    return [
      [true, p * f.chance, f.blockPoints],
      [false, p * (1 - f.chance), f.breachPoints],
    ] as const;
  });
  for (const draw of draws) {
    // (sum in tenths, every attack so far blocked) → probability, one attack at a time.
    let states = new Map<string, { sum: number; clean: boolean; p: number }>([['0:1', { sum: 0, clean: true, p: 1 }]]);
    for (const i of draw.frauds) {
      const f = o[i];
      // -1: any fraud, by its share of the draw (with replacement).
      const outcomes =
        i === -1
          ? oneAttack
          : f
            ? ([
                [true, f.chance, f.blockPoints],
                [false, 1 - f.chance, f.breachPoints],
              ] as const)
            : [];
      const next = new Map<string, { sum: number; clean: boolean; p: number }>();
      for (const s of states.values()) {
        for (const [blocked, pp, pts] of outcomes) {
          if (pp <= 0) continue;
          const sum = s.sum + tenths(pts);
          const clean = s.clean && blocked;
          const key = `${sum}:${clean ? 1 : 0}`;
          const prev = next.get(key);
          next.set(key, { sum, clean, p: (prev?.p ?? 0) + s.p * pp });
        }
      }
      states = next;
    }
    for (const s of states.values()) {
      const t = s.sum + (s.clean ? tenths(rules.cleanSheetBonus) : 0) + tenths(fatigue);
      total.set(t, (total.get(t) ?? 0) + draw.p * s.p);
    }
  }
  return [...total.entries()].sort((a, b) => a[0] - b[0]).map(([t, p]) => ({ points: t / 10, p }));
}

/** The q-quantile of a distribution: the least total whose cumulative probability reaches q. */
export function pointsQuantile(distribution: readonly PointsOutcome[], q: number): number {
  let acc = 0;
  for (const d of distribution) {
    acc += d.p;
    if (acc >= q - 1e-12) return d.points;
  }
  return distribution.at(-1)?.points ?? 0;
}

/** The share of weeks below the "usual" range, and above it (10th and 90th percentiles). */
export const USUAL_RANGE = { low: 0.1, high: 0.9 } as const;

/** Where a lineup's week usually lands: between the 10th and the 90th percentile of its exact distribution. */
export function usualWeekRange(
  deployed: readonly DefenseId[],
  lead: DefenseId | null,
  headlineThreats: readonly FraudId[],
  rules: Ruleset = CURRENT_RULES,
  drillBoosts?: DrillBoosts,
): { low: number; high: number } {
  const d = weekPointsDistribution(deployed, lead, headlineThreats, rules, drillBoosts);
  return { low: pointsQuantile(d, USUAL_RANGE.low), high: pointsQuantile(d, USUAL_RANGE.high) };
}
