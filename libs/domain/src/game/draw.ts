/**
 * The weekly draw: each player faces ATTACKS_PER_WEEK distinct frauds, drawn without
 * replacement by weight (base weight × FORECAST_MULTIPLIER for the week's headline threats).
 */
import { FRAUD_IDS, isFraudId, type FraudId } from '../catalog/ids';
import { FRAUDS } from './catalog';
import { HEADLINE_THREATS } from './constants';
import type { Rng } from './prng';
import { CURRENT_RULES, type Ruleset } from './ruleset';

/** This week's draw weight of every fraud, in FRAUD_IDS order. */
export function drawWeights(
  headlineThreats: readonly FraudId[],
  rules: Ruleset = CURRENT_RULES,
): Record<FraudId, number> {
  const headlines = new Set<FraudId>(headlineThreats);
  const weights = {} as Record<FraudId, number>;
  for (const id of FRAUD_IDS) {
    weights[id] = FRAUDS[id].weight * (headlines.has(id) ? rules.forecastMultiplier : 1);
  }
  return weights;
}

/**
 * Draws `count` frauds (default: the rules' attacks per week) by weight: distinct (without
 * replacement) or, when the rules say so, each from all 20 (with replacement).
 * Uses exactly one rng.next() per attack, walking FRAUD_IDS order, so any runtime that replays
 * the same rng gets the same attacks.
 */
export function drawAttacks(
  rng: Rng,
  headlineThreats: readonly FraudId[],
  count?: number,
  rules: Ruleset = CURRENT_RULES,
): FraudId[] {
  count ??= rules.attacksPerWeek;
  if (!Number.isInteger(count) || count < 0 || count > FRAUD_IDS.length) {
    throw new RangeError(`drawAttacks: count must be an integer in [0, ${FRAUD_IDS.length}]`);
  }
  const weights = drawWeights(headlineThreats, rules);
  const pool: FraudId[] = [...FRAUD_IDS];
  const drawn: FraudId[] = [];
  for (let k = 0; k < count; k++) {
    // Weights are integers, so the total and the running sums are exact.
    const total = pool.reduce((sum, id) => sum + weights[id], 0);
    const target = rng.next() * total;
    let index = pool.length - 1;
    let running = 0;
    for (const [i, id] of pool.entries()) {
      running += weights[id];
      if (target < running) {
        index = i;
        break;
      }
    }
    if (rules.drawWithReplacement) {
      const id = pool[index];
      if (id !== undefined) drawn.push(id);
    } else {
      // splice returns the one removed id.
      drawn.push(...pool.splice(index, 1));
    }
  }
  return drawn;
}

export type ForecastProblem = 'wrong-count' | 'unknown-fraud' | 'duplicate-fraud';

/**
 * Checks an admin's forecast: exactly HEADLINE_THREATS distinct known frauds. Refusals carry
 * the errors table's 'invalid-input' code and a reason for the admin form.
 */
export function validateHeadlineThreats(
  ids: readonly unknown[],
): { ok: true; headlineThreats: FraudId[] } | { ok: false; code: 'invalid-input'; reason: ForecastProblem } {
  const refuse = (reason: ForecastProblem) => ({ ok: false as const, code: 'invalid-input' as const, reason });
  if (ids.length !== HEADLINE_THREATS) return refuse('wrong-count');
  const seen = new Set<FraudId>();
  for (const id of ids) {
    if (!isFraudId(id)) return refuse('unknown-fraud');
    if (seen.has(id)) return refuse('duplicate-fraud');
    seen.add(id);
  }
  return { ok: true, headlineThreats: [...seen] };
}
