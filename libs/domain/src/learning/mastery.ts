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
 * Definition (constants in ./constants.ts): from the fraud's own whole counts, and nothing else
 *   n, h      fraud situations of the fraud answered, and hits among them;
 *   g, a      genuine situations of the fraud answered, and false alarms among them;
 *   Ĥ = (h + r) / (n + r + w),   F̂ = (a + r) / (g + r + w),   r, w = MASTERY_PRIOR (½ and ½);
 *   mastery M = Ĥ − F̂, between −1 and 1, shown as a score from −100 to 100 (formatMastery).
 * The same counts give the same mastery for every player, in every week, whatever else they
 * answered: the number can be worked out from the counts printed beside it (the tile, the team
 * dashboard, the owner email and Help all call masteryOf). A newcomer has Ĥ = F̂ = ½, so M = 0:
 * no evidence either way. 1 means every fraud recognised and no false alarm; 0 means no better
 * than treating everything alike; below 0, worse than that (answering at random on cases of three
 * choices scores about −⅓). A fraud met only in fraud situations keeps F̂ = ½, so its mastery stays
 * under 50 until a genuine case of it is answered: spotting alone does not show the skill.
 *
 * `decayed` on a tally (each answer weighed 2^(−age / MASTERY_HALF_LIFE_WEEKS)) is the recent
 * evidence the report lists; mastery does not read it, so a figure never moves without an answer.
 */
import { FRAUD_IDS, type FraudId } from '../catalog/ids';
import { MASTERY_HALF_LIFE_WEEKS, MASTERY_PRIOR } from './constants';

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

export interface MasteryEstimate {
  /** Ĥ: the estimated chance of recognising this fraud. */
  hitRate: number;
  /** F̂: the estimated chance of a false alarm on a genuine situation like it. */
  falseAlarmRate: number;
  /** Ĥ − F̂. */
  mastery: number;
}

/** THE mastery rule: one fraud's estimate from its whole counts alone (a player's, or a group's summed counts). */
export function masteryOf(counts: Counts): MasteryEstimate {
  const { right, wrong } = MASTERY_PRIOR;
  const hitRate = (counts.hits + right) / (counts.fraudSeen + right + wrong);
  const falseAlarmRate = (counts.falseAlarms + right) / (counts.genuineSeen + right + wrong);
  return { hitRate, falseAlarmRate, mastery: hitRate - falseAlarmRate };
}

function wholeCounts(tally: FraudTally | undefined): Counts {
  if (!tally) return { ...ZERO_COUNTS };
  return {
    fraudSeen: tally.fraudSeen,
    hits: tally.hits,
    genuineSeen: tally.genuineSeen,
    falseAlarms: tally.falseAlarms,
  };
}

/** Every fraud's estimate from the tallies of a record (masteryOf of each fraud's whole counts). */
export function masteryByFraud(frauds: Partial<Record<FraudId, FraudTally>>): Record<FraudId, MasteryEstimate> {
  const out = {} as Record<FraudId, MasteryEstimate>;
  for (const f of FRAUD_IDS) out[f] = masteryOf(wholeCounts(frauds[f]));
  return out;
}

/** The mean mastery over the frauds practised so far (null when none is). */
export function meanMastery(frauds: Partial<Record<FraudId, FraudTally>>): number | null {
  const practised = FRAUD_IDS.filter((f) => frauds[f]);
  if (practised.length === 0) return null;
  const all = masteryByFraud(frauds);
  return practised.reduce((s, f) => s + all[f].mastery, 0) / practised.length;
}
