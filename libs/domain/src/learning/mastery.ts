/**
 * Mastery of a fraud: how well a player tells that fraud from the real thing.
 *
 * Every graded answer about a fraud is one of two kinds:
 * - a fraud situation (a fraud case, or a wiki check question): answered right it is a HIT;
 * - a genuine situation that resembles the fraud: answered wrong it is a FALSE ALARM (the real
 *   thing mistrusted or mishandled).
 * The two are counted apart: a player who calls everything a fraud has every hit and every false
 * alarm, and scores no better than one who knows nothing.
 *
 * Definition (week W; constants in ./constants.ts):
 *   evidence  each answer weighs 2^(−a / MASTERY_HALF_LIFE_WEEKS), a = weeks since it was given,
 *             so a fraud left alone drifts back toward the prior;
 *   n_f, h_f  fraud situations of fraud f answered, and hits among them (weighted);
 *   g_f, a_f  genuine situations of fraud f answered, and false alarms among them (weighted);
 *   overall   H = (Σh + ½) / (Σn + 1),   F = (Σa + ½) / (Σg + 1)        (every fraud pooled);
 *   per fraud Ĥ_f = (h_f + κ·H) / (n_f + κ),   F̂_f = (a_f + κ·F) / (g_f + κ),   κ = FRAUD_PRIOR_WEIGHT;
 *   mastery   M_f = Ĥ_f − F̂_f, between −1 and 1.
 * A newcomer has H = F = ½, so M = 0 everywhere: no evidence either way. 1 means every fraud
 * recognised and no false alarm; 0 means no better than treating everything alike; below 0,
 * worse than that (answering at random on cases of three choices scores about −⅓).
 */
import { FRAUD_IDS, type FraudId } from '../catalog/ids';
import { FRAUD_PRIOR_WEIGHT, MASTERY_HALF_LIFE_WEEKS, POOLED_PRIOR } from './constants';

/** Answers of one fraud, or of many summed: whole counts add up across players (a group's tally is the sum). */
export interface Counts {
  /** Fraud situations answered. */
  fraudSeen: number;
  /** Of which answered right. */
  hits: number;
  /** Genuine situations answered. */
  genuineSeen: number;
  /** Of which answered wrong. */
  falseAlarms: number;
}

/** One fraud's tally on a player's record. */
export interface FraudTally extends Counts {
  /** The same answers, each weighted by its age as of `week` (see the definition above). */
  decayed: Counts;
  /** The Threat Week of the last answer (the decay counts from here). */
  week: number;
}

export const ZERO_COUNTS: Readonly<Counts> = Object.freeze({ fraudSeen: 0, hits: 0, genuineSeen: 0, falseAlarms: 0 });

/** What one answer adds to a tally. */
export function countsOf(genuine: boolean, correct: boolean): Counts {
  return genuine
    ? { fraudSeen: 0, hits: 0, genuineSeen: 1, falseAlarms: correct ? 0 : 1 }
    : { fraudSeen: 1, hits: correct ? 1 : 0, genuineSeen: 0, falseAlarms: 0 };
}

export function addCounts(a: Counts, b: Counts): Counts {
  return {
    fraudSeen: a.fraudSeen + b.fraudSeen,
    hits: a.hits + b.hits,
    genuineSeen: a.genuineSeen + b.genuineSeen,
    falseAlarms: a.falseAlarms + b.falseAlarms,
  };
}

export function scaleCounts(a: Counts, factor: number): Counts {
  return {
    fraudSeen: a.fraudSeen * factor,
    hits: a.hits * factor,
    genuineSeen: a.genuineSeen * factor,
    falseAlarms: a.falseAlarms * factor,
  };
}

/** The weight left to evidence `weeks` old (1 now, ½ after a half-life; a week in the future counts as now). */
export function decayFactor(weeks: number): number {
  return Math.pow(2, -Math.max(0, weeks) / MASTERY_HALF_LIFE_WEEKS);
}

/** A tally's weighted evidence as of week `week`. */
export function evidenceAt(tally: FraudTally | undefined, week: number): Counts {
  if (!tally) return { ...ZERO_COUNTS };
  return scaleCounts(tally.decayed, decayFactor(week - tally.week));
}

/** The tally after one more answer in week `week` (answers are taken in week order; an older week counts as `tally.week`). */
export function addToTally(tally: FraudTally | undefined, add: Counts, week: number): FraudTally {
  const at = Math.max(week, tally?.week ?? week);
  const whole = addCounts(tally ?? ZERO_COUNTS, add);
  return { ...whole, decayed: addCounts(evidenceAt(tally, at), add), week: at };
}

/** The pooled rates over every fraud: the prior each fraud's estimate starts from. */
export function pooledRates(evidence: readonly Counts[]): { hitRate: number; falseAlarmRate: number } {
  const sum = evidence.reduce(addCounts, ZERO_COUNTS);
  const one = POOLED_PRIOR.right + POOLED_PRIOR.wrong;
  return {
    hitRate: (sum.hits + POOLED_PRIOR.right) / (sum.fraudSeen + one),
    falseAlarmRate: (sum.falseAlarms + POOLED_PRIOR.wrong) / (sum.genuineSeen + one),
  };
}

export interface MasteryEstimate {
  /** Ĥ: the estimated chance of recognising this fraud. */
  hitRate: number;
  /** F̂: the estimated chance of a false alarm on a genuine situation like it. */
  falseAlarmRate: number;
  /** Ĥ − F̂. */
  mastery: number;
}

/** One fraud's estimate from its own evidence and the pooled rates. */
export function estimateMastery(own: Counts, pooled: { hitRate: number; falseAlarmRate: number }): MasteryEstimate {
  const k = FRAUD_PRIOR_WEIGHT;
  const hitRate = (own.hits + k * pooled.hitRate) / (own.fraudSeen + k);
  const falseAlarmRate = (own.falseAlarms + k * pooled.falseAlarmRate) / (own.genuineSeen + k);
  return { hitRate, falseAlarmRate, mastery: hitRate - falseAlarmRate };
}

/** Every fraud's estimate as of week `week`, from the tallies of a record. */
export function masteryByFraud(
  frauds: Partial<Record<FraudId, FraudTally>>,
  week: number,
): Record<FraudId, MasteryEstimate> {
  const evidence = {} as Record<FraudId, Counts>;
  for (const f of FRAUD_IDS) evidence[f] = evidenceAt(frauds[f], week);
  const pooled = pooledRates(Object.values(evidence));
  const out = {} as Record<FraudId, MasteryEstimate>;
  for (const f of FRAUD_IDS) out[f] = estimateMastery(evidence[f], pooled);
  return out;
}

/** The mean mastery over the frauds practised so far (null when none is). */
export function meanMastery(frauds: Partial<Record<FraudId, FraudTally>>, week: number): number | null {
  const practised = FRAUD_IDS.filter((f) => frauds[f]);
  if (practised.length === 0) return null;
  const all = masteryByFraud(frauds, week);
  return practised.reduce((s, f) => s + all[f].mastery, 0) / practised.length;
}
