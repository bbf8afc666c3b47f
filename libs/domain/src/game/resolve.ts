/**
 * Resolving one attack against a deployed lineup.
 *
 * Each deployed defense that engages contributes p = BLOCK_P.strong (effectiveness 2) or
 * BLOCK_P.partial (effectiveness 1); P(block) = 1 − Π(1 − p). The attack is blocked when the
 * roll (uniform in [0, 1)) is below that chance, so a chance of 0 always breaches.
 */
import { DEFENSE_IDS, type DefenseId, type FraudId } from '../catalog/ids';
import { FRAUDS } from './catalog';
import { chanceWithDrill } from './drill';
import type { Severity } from './constants';
import type { Effectiveness } from './matrix';
import { CURRENT_RULES, type Ruleset } from './ruleset';

export interface EngagedDefense {
  readonly defenseId: DefenseId;
  readonly effectiveness: Exclude<Effectiveness, 0>;
}

export interface AttackResult {
  readonly fraudId: FraudId;
  readonly severity: Severity;
  /** Deployed defenses with a non-zero effect: strongest first, then DEFENSE_IDS order. */
  readonly engaged: EngagedDefense[];
  /** P(block) in [0, 1). */
  readonly chance: number;
  /** The PRNG draw in [0, 1); blocked when roll < chance. */
  readonly roll: number;
  readonly blocked: boolean;
  /** Signed points: block points or minus the breach penalty, times the Lead multiplier when it applied. */
  readonly points: number;
  /**
   * True when the Lead multiplied the attack's points: a block (every version), or from rules v4
   * (leadOnBreaches) a breach too.
   */
  readonly leadDoubled: boolean;
  /**
   * Rules with a drill (v3+) only: what the player's drill added to the chance (chance − the
   * lineup's own chance), 0 when no drill case of this fraud was answered right.
   */
  readonly drillAdded?: number;
}

/**
 * The block chance with the drill's boost under the rules: none before v3; from v5
 * (drillCounteredOnly) only for a fraud the lineup already counters (own chance > 0): learning
 * sharpens a squad, it does not replace one.
 */
export function chanceUnderRules(own: number, boost: number, rules: Ruleset = CURRENT_RULES): number {
  if (!rules.drill) return own;
  if (rules.drillCounteredOnly && own <= 0) return own;
  return chanceWithDrill(own, boost);
}

/** Probability each effectiveness level contributes. */
export function blockProbability(level: Effectiveness, rules: Ruleset = CURRENT_RULES): number {
  return level === 2 ? rules.blockP.strong : level === 1 ? rules.blockP.partial : 0;
}

/**
 * Deployed defenses that engage a fraud, strongest first. Duplicates are ignored and the
 * order is canonical (DEFENSE_IDS), so the result depends only on the set deployed.
 */
export function engagedDefenses(
  deployed: readonly DefenseId[],
  fraudId: FraudId,
  rules: Ruleset = CURRENT_RULES,
): EngagedDefense[] {
  const set = new Set(deployed);
  const row = rules.matrix[fraudId];
  const engaged: EngagedDefense[] = [];
  for (const level of [2, 1] as const) {
    for (const defenseId of DEFENSE_IDS) {
      if (set.has(defenseId) && row[defenseId] === level) {
        engaged.push({ defenseId, effectiveness: level });
      }
    }
  }
  return engaged;
}

/** P(block) = 1 − Π(1 − p) over the deployed defenses; in [0, 1). */
export function blockChance(deployed: readonly DefenseId[], fraudId: FraudId, rules: Ruleset = CURRENT_RULES): number {
  const engaged = engagedDefenses(deployed, fraudId, rules);
  const strong = engaged.filter((e) => e.effectiveness === 2).length;
  return chanceFromCounts(strong, engaged.length - strong, rules);
}

/**
 * P(block) from the number of strong and partial counters deployed: strong factors first, then
 * partial, in the order blockChance has always multiplied them (bit-identical results).
 */
export function chanceFromCounts(strong: number, partial: number, rules: Ruleset = CURRENT_RULES): number {
  let miss = 1;
  for (let i = 0; i < strong; i++) miss *= 1 - rules.blockP.strong;
  for (let i = 0; i < partial; i++) miss *= 1 - rules.blockP.partial;
  return 1 - miss;
}

/**
 * Whether a Lead of effectiveness `leadLevel` against a fraud doubles its block, when the best
 * deployed counter of that fraud has `bestLevel`. v1: the Lead must be among the strongest
 * deployed counters (a partial Lead counts when nothing strong is deployed). v2: the Lead must
 * be a strong counter, whatever else is deployed, so adding a card never takes the doubling away.
 */
export function leadDoubles(
  leadLevel: Effectiveness,
  bestLevel: Effectiveness,
  rules: Ruleset = CURRENT_RULES,
): boolean {
  if (rules.leadRule === 'strong') return leadLevel === 2;
  if (rules.leadRule === 'counters') return leadLevel > 0;
  return leadLevel > 0 && leadLevel === bestLevel;
}

/**
 * Whether the Lead doubles a block of this fraud: the Lead must be deployed, and (leadDoubles)
 * a strong counter (v2) or among the strongest deployed counters (v1).
 */
export function isLeadStrongest(
  deployed: readonly DefenseId[],
  lead: DefenseId | null,
  fraudId: FraudId,
  rules: Ruleset = CURRENT_RULES,
): boolean {
  if (lead === null || !deployed.includes(lead)) return false;
  const engaged = engagedDefenses(deployed, fraudId, rules);
  const best = engaged[0]?.effectiveness ?? 0;
  return leadDoubles(rules.matrix[fraudId][lead], best, rules);
}

export interface AttackInput {
  readonly fraudId: FraudId;
  readonly deployed: readonly DefenseId[];
  readonly lead: DefenseId | null;
  /** Uniform in [0, 1), from the player's PRNG. */
  readonly roll: number;
  /** The drill's boost against this fraud (drillBoosts); only rules with a drill use it. */
  readonly drillBoost?: number;
}

/**
 * Resolves one attack: blocked → + severity points, else − penalty; × the Lead multiplier when
 * the Lead is a strong counter of the fraud (v1: among the strongest deployed), on a block, and
 * from rules v4 on a breach as well.
 */
export function resolveAttack(input: AttackInput, rules: Ruleset = CURRENT_RULES): AttackResult {
  const { fraudId, deployed, lead, roll } = input;
  const severity = FRAUDS[fraudId].severity;
  const own = blockChance(deployed, fraudId, rules);
  const chance = chanceUnderRules(own, input.drillBoost ?? 0, rules);
  const blocked = roll < chance;
  // A multiplier of 1 (v6: the attacks a Triple Lead does not cover) is no Lead bonus.
  const leadDoubled =
    rules.leadMultiplier !== 1 && (blocked || rules.leadOnBreaches) && isLeadStrongest(deployed, lead, fraudId, rules);
  const times = leadDoubled ? rules.leadMultiplier : 1;
  const points = blocked ? rules.severityPoints[severity] * times : -rules.breachPenalty[severity] * times;
  return {
    fraudId,
    severity,
    engaged: engagedDefenses(deployed, fraudId, rules),
    chance,
    roll,
    blocked,
    points,
    leadDoubled,
    ...(rules.drill ? { drillAdded: chance - own } : {}),
  };
}

/** A chance as a percentage with one decimal, e.g. 0.974 → "97.4%". */
export function formatChance(chance: number): string {
  return `${(Math.round(chance * 1000) / 10).toFixed(1)}%`;
}
