/**
 * The rule numbers a player reads, worked out from the rules: every sentence of the
 * app and the wiki that states a likelihood, a block chance, a multiplier or a limit takes its
 * number from here or from constants.ts, never types it, so the next rules version changes every
 * text at once. `apps/web/src/rule-numbers.test.ts` scans the copy for typed rule numbers.
 */
import type { FraudId } from '../catalog/ids';
import { FRAUD_IDS } from '../catalog/ids';
import { SEVERITIES } from './constants';
import { chanceWithDrill } from './drill';
import { expectedAttackCounts } from './expected';
import { CURRENT_RULES, type Ruleset } from './ruleset';

/** A fraction as a whole percentage, e.g. 0.6 → "60%" (one decimal when it is not whole: 0.984 → "98.4%"). */
export function percent(p: number): string {
  const tenths = Math.round(p * 1000) / 10;
  return `${Number.isInteger(tenths) ? tenths.toFixed(0) : tenths.toFixed(1)}%`;
}

const TIMES_WORDS: Readonly<Record<number, string>> = {
  0.5: 'half',
  1: 'as many',
  2: 'twice',
  3: 'three times',
  4: 'four times',
};

/** A ratio in words, e.g. 0.5 → "half", 2 → "twice", 3 → "three times", 2.5 → "2.5 times". */
export function timesWord(ratio: number): string {
  return TIMES_WORDS[ratio] ?? `${Number.isInteger(ratio) ? ratio : ratio.toFixed(1)} times`;
}

/** What this week's headline threats mean for a player's attacks. */
export interface HeadlineOutlook {
  /** Their draw weight is multiplied by this. */
  readonly multiplier: number;
  /** The share of the week's attacks expected to be one of them (0–1). */
  readonly share: number;
  /** Of the week's attacks, how many are expected to be one of them. */
  readonly expectedAttacks: number;
  readonly attacksPerWeek: number;
  /**
   * How much likelier, per attack, a headline threat is than the average other fraud (the ratio
   * of its draw weight to the mean weight of the frauds that are not headline threats).
   */
  readonly timesAsLikely: Readonly<Partial<Record<FraudId, number>>>;
}

/** The headline threats' effect on the draw, exactly, from the rules' weights and multiplier. */
export function headlineOutlook(headlineThreats: readonly FraudId[], rules: Ruleset = CURRENT_RULES): HeadlineOutlook {
  const counts = expectedAttackCounts(headlineThreats, rules);
  const headline = new Set(headlineThreats);
  let expected = 0;
  FRAUD_IDS.forEach((f, i) => {
    if (headline.has(f)) expected += counts[i] ?? 0;
  });
  const others = FRAUD_IDS.map((f, i) => ({ f, c: counts[i] ?? 0 })).filter((x) => !headline.has(x.f));
  const meanOther = others.length ? others.reduce((s, x) => s + x.c, 0) / others.length : 0;
  const timesAsLikely: Partial<Record<FraudId, number>> = {};
  FRAUD_IDS.forEach((f, i) => {
    if (headline.has(f) && meanOther > 0) timesAsLikely[f] = (counts[i] ?? 0) / meanOther;
  });
  return {
    multiplier: rules.forecastMultiplier,
    share: expected / rules.attacksPerWeek,
    expectedAttacks: expected,
    attacksPerWeek: rules.attacksPerWeek,
    timesAsLikely,
  };
}

/** When the Lead's block points are multiplied, in words ("is a strong counter of the attack"). */
export function leadRuleText(rules: Ruleset = CURRENT_RULES): string {
  return rules.leadRule === 'strong'
    ? 'is a strong counter of the attack'
    : 'is among the strongest counters of the attack';
}

/**
 * How a breach's cost compares with a block's points, in words: "twice the block points of its
 * severity" when the ratio is the same at every severity, else each severity's numbers.
 */
export function breachCostText(rules: Ruleset = CURRENT_RULES): string {
  const ratios = SEVERITIES.map((s) => rules.breachPenalty[s] / rules.severityPoints[s]);
  const first = ratios[0] ?? 1;
  if (ratios.every((r) => Math.abs(r - first) < 1e-9)) {
    return first === 1
      ? 'as many points as a block of its severity earns'
      : `${timesWord(first)} the block points of its severity`;
  }
  return SEVERITIES.map(
    (s) => `−${rules.breachPenalty[s]} at ${s} severity (a block: +${rules.severityPoints[s]})`,
  ).join(', ');
}

/** What a right drill answer does to a block chance, as the engine computes it (drill.ts). */
export interface DrillEffect {
  /** The share of the breach chance a right answer removes (the boost, e.g. 0.9). */
  readonly perCase: number;
  readonly cap: number;
  /** A worked example: `from` (the lineup's chance) becomes `to` with one right answer. */
  readonly example: { readonly from: number; readonly to: number };
}

/** The drill's effect under the rules, with an example from a lineup's chance (default: one strong counter's). */
export function drillEffect(rules: Ruleset = CURRENT_RULES, exampleChance = rules.blockP.strong): DrillEffect | null {
  if (!rules.drill) return null;
  const perCase = Math.min(rules.drill.boostCap, rules.drill.boostPerCase);
  return {
    perCase,
    cap: rules.drill.boostCap,
    example: { from: exampleChance, to: chanceWithDrill(exampleChance, perCase) },
  };
}
