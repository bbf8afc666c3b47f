/**
 * Resolving one attack against a deployed lineup.
 *
 * Each deployed defense that engages contributes p = BLOCK_P.strong (effectiveness 2) or
 * BLOCK_P.partial (effectiveness 1); P(block) = 1 − Π(1 − p). The attack is blocked when the
 * roll (uniform in [0, 1)) is below that chance, so a chance of 0 always breaches.
 */
import { DEFENSE_IDS, type DefenseId, type FraudId } from '../catalog/ids';
import { FRAUDS } from './catalog';
import {
  BLOCK_P,
  BREACH_PENALTY,
  LEAD_MULTIPLIER,
  SEVERITY_POINTS,
  type Severity,
} from './constants';
import { effectiveness, type Effectiveness } from './matrix';

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
  /** Signed points: block points (maybe doubled) or minus the breach penalty. */
  readonly points: number;
  /** True when the block points were doubled by the Lead. */
  readonly leadDoubled: boolean;
}

/** Probability each effectiveness level contributes. */
export function blockProbability(level: Effectiveness): number {
  return level === 2 ? BLOCK_P.strong : level === 1 ? BLOCK_P.partial : 0;
}

/**
 * Deployed defenses that engage a fraud, strongest first. Duplicates are ignored and the
 * order is canonical (DEFENSE_IDS), so the result depends only on the set deployed.
 */
export function engagedDefenses(deployed: readonly DefenseId[], fraudId: FraudId): EngagedDefense[] {
  const set = new Set(deployed);
  const engaged: EngagedDefense[] = [];
  for (const level of [2, 1] as const) {
    for (const defenseId of DEFENSE_IDS) {
      if (set.has(defenseId) && effectiveness(fraudId, defenseId) === level) {
        engaged.push({ defenseId, effectiveness: level });
      }
    }
  }
  return engaged;
}

/** P(block) = 1 − Π(1 − p) over the deployed defenses; in [0, 1). */
export function blockChance(deployed: readonly DefenseId[], fraudId: FraudId): number {
  let miss = 1;
  for (const e of engagedDefenses(deployed, fraudId)) miss *= 1 - blockProbability(e.effectiveness);
  return 1 - miss;
}

/**
 * Whether the Lead doubles a block of this fraud: the Lead must be deployed and among the
 * strongest deployed counters (if the best deployed counter is partial, a partial Lead counts).
 */
export function isLeadStrongest(
  deployed: readonly DefenseId[],
  lead: DefenseId | null,
  fraudId: FraudId,
): boolean {
  if (lead === null || !deployed.includes(lead)) return false;
  const engaged = engagedDefenses(deployed, fraudId);
  const best = engaged[0]?.effectiveness;
  return best !== undefined && engaged.some((e) => e.defenseId === lead && e.effectiveness === best);
}

export interface AttackInput {
  readonly fraudId: FraudId;
  readonly deployed: readonly DefenseId[];
  readonly lead: DefenseId | null;
  /** Uniform in [0, 1), from the player's PRNG. */
  readonly roll: number;
}

/** Resolves one attack: blocked → + severity points (× LEAD_MULTIPLIER), else − penalty. */
export function resolveAttack(input: AttackInput): AttackResult {
  const { fraudId, deployed, lead, roll } = input;
  const severity = FRAUDS[fraudId].severity;
  const chance = blockChance(deployed, fraudId);
  const blocked = roll < chance;
  const leadDoubled = blocked && isLeadStrongest(deployed, lead, fraudId);
  const points = blocked
    ? SEVERITY_POINTS[severity] * (leadDoubled ? LEAD_MULTIPLIER : 1)
    : -BREACH_PENALTY[severity];
  return {
    fraudId,
    severity,
    engaged: engagedDefenses(deployed, fraudId),
    chance,
    roll,
    blocked,
    points,
    leadDoubled,
  };
}

/** A chance as a percentage with one decimal, e.g. 0.974 → "97.4%". */
export function formatChance(chance: number): string {
  return `${(Math.round(chance * 1000) / 10).toFixed(1)}%`;
}
