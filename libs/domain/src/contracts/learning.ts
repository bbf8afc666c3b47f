import type { FraudId } from '../catalog/ids';
import type { ScenarioCase } from '../content/cases/types';
import type { CheckKind } from '../learning/constants';
import type { CheckResult, CheckStatus, LearningGain } from '../learning/checks';
import type { Counts } from '../learning/mastery';
import type { CaseAnswerView } from './drills';

/**
 * Contracts of measured learning (learning_getReport, learning_getCheck, learning_answerCheck).
 * A report is the caller's own; a check's cases leave as their public half, and the graded half
 * of a case only in the answer to the player's own answer. The payload schemas are in callables.ts.
 */

/** One fraud's line of the report. Counts are whole and add up across players (a group's tally is the sum). */
export interface FraudMasteryView {
  fraudId: FraudId;
  /** At least one graded answer about this fraud. */
  practised: boolean;
  /** Ĥ − F̂, −1…1, from this fraud's own counts only (masteryOf; 0 for a fraud not practised). */
  mastery: number;
  hitRate: number;
  falseAlarmRate: number;
  /** Every answer ever, unweighted. */
  counts: Counts;
  /** The same answers weighted by age (what the estimate reads). */
  evidence: Counts;
  /** The Threat Week of the last answer, null when none. */
  lastWeek: number | null;
  /** The fraud's review box and the week it comes back, null when it is not up for review. */
  review: { box: 1 | 2 | 3; dueWeek: number } | null;
}

export interface TrendWeekView {
  week: number;
  counts: Counts;
  /** Mean mastery over the frauds practised so far, after that week's last answer. */
  mastery: number;
}

export interface CheckSummaryView {
  kind: CheckKind;
  status: CheckStatus;
  weeksToGo: number | null;
  answered: number;
  total: number;
  /** Once finished. */
  result: CheckResult | null;
}

export interface LearningReportView {
  /** The Threat Week the report is computed for (the latest opened; 0 before the first). */
  week: number;
  /** All 20 frauds, in catalog order. */
  frauds: FraudMasteryView[];
  /** Mean mastery over the frauds practised (null before any answer), and the pooled counts. */
  overall: {
    mastery: number | null;
    practised: number;
    counts: Counts;
    evidence: Counts;
    /** Weeks played (weeksPlayed: weeks 1 and up with at least one graded answer). */
    weeksPlayed: number;
  };
  trend: TrendWeekView[];
  /** Frauds up for review, soonest first. */
  reviews: { fraudId: FraudId; box: 1 | 2 | 3; dueWeek: number }[];
  /** The review cases' frauds in this week's drill. */
  reviewsThisWeek: FraudId[];
  checks: CheckSummaryView[];
  /** The latest delayed check minus the placement, once both are finished. */
  gain: LearningGain | null;
}

export interface CheckCaseView {
  case: ScenarioCase;
  /** Null until answered. */
  answer: CaseAnswerView | null;
}

export interface CheckView {
  /** The check open now, or null. */
  kind: CheckKind | null;
  cases: CheckCaseView[];
  answered: number;
  total: number;
  /** The next check to come when none is open. */
  next: { kind: CheckKind; weeksToGo: number } | null;
  /** Every check's state. */
  checks: CheckSummaryView[];
}

export interface CheckAnswerResult extends CaseAnswerView {
  kind: CheckKind;
  answered: number;
  total: number;
  /** The check's result once this answer finished it. */
  result: CheckResult | null;
}
