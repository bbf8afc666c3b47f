import type { DefenseId, FraudId } from '../catalog/ids';
import type { ScenarioCase } from '../content/cases/types';

/**
 * Contracts of the weekly drill and the daily case. Cases leave the server as their
 * public half (ScenarioCase); the graded half (right choice, flags, habit) only after the
 * player's answer, in CaseAnswerView. The payload schemas are in callables.ts.
 */
/** What the player learns after answering a case (the answer key's part). */
export interface CaseAnswerView {
  caseId: string;
  /** The choice the player gave. */
  choiceId: string;
  correct: boolean;
  /** The right choice. */
  answerId: string;
  legitimate: boolean;
  /** Quotes of the case text to highlight: red flags, or for a genuine case the signs it is real. */
  flags: { quote: string; why: string }[];
  habit: string;
  fraudId: FraudId;
  defenseIds: DefenseId[];
}

export interface DrillCaseView {
  case: ScenarioCase;
  /** Null until answered. */
  answer: CaseAnswerView | null;
  /** A review: a fraud the player got wrong or has low mastery of, back as another case. */
  review: boolean;
}

export interface DrillView {
  /** Null when no week is open or locked: there is no drill. */
  weekId: string | null;
  weekNumber: number | null;
  /** ISO 8601: answers count until then. */
  deadline: string | null;
  /** True while answers still count (the week is open). */
  open: boolean;
  cases: DrillCaseView[];
  /** Block chance added per right answer, and the most against one fraud (fractions, e.g. 0.25). */
  boostPerCase: number;
  boostCap: number;
  /** The drill's boost against each fraud so far (frauds with a right answer only). */
  boosts: { fraudId: FraudId; boost: number }[];
}

export interface DailyView {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  /** ISO 8601: when the day (and its case) ends. */
  endsAt: string;
  case: ScenarioCase | null;
  answer: CaseAnswerView | null;
  /** Days in a row answered, counting today once answered (0 when the streak was broken). */
  streak: number;
  best: number;
  /** Credits a right answer pays today (grows with the streak, capped). */
  reward: number;
}

export interface DailyAnswerResult extends CaseAnswerView {
  streak: number;
  best: number;
  /** Credits paid (0 for a wrong answer). */
  reward: number;
  balance: number;
}
