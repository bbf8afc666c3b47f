/**
 * A player's learning record: what the server keeps per player (on the player document, written
 * in the same transaction as each graded answer) and the pure rules that update it.
 *
 * Bounded: 20 fraud tallies, the case ids seen (at most the bank), TREND_WEEKS_KEPT weekly rows,
 * at most 20 review slots and three checks of CHECK_SIZE cases — about 15 kB at most.
 */
import { FRAUD_IDS, type FraudId } from '../catalog/ids';
import {
  CHECK_KINDS,
  LOW_MASTERY,
  REVIEW_AVOID_KEPT,
  REVIEW_INTERVALS_WEEKS,
  TREND_WEEKS_KEPT,
  type CheckKind,
} from './constants';
import {
  addCounts,
  addToTally,
  countsOf,
  masteryByFraud,
  meanMastery,
  ZERO_COUNTS,
  type Counts,
  type FraudTally,
} from './mastery';

/** What the learning rules need of a case: its id, its fraud and whether it is genuine (server side: from the answer key). */
export interface BankEntry {
  readonly id: string;
  readonly fraudId: FraudId;
  readonly genuine: boolean;
}

/** Where a graded answer came from. */
export type AnswerSource = 'drill' | 'review' | 'daily' | 'quiz' | 'check';

/** One graded answer as the learning rules read it. */
export interface GradedAnswer {
  source: AnswerSource;
  fraudId: FraudId;
  /** A genuine situation (cases only; a quiz question is a fraud situation). */
  genuine: boolean;
  correct: boolean;
  /** The case answered; null for a quiz question. */
  caseId: string | null;
}

/** One week's row of the trend: that week's answers, and the mean mastery after its last one. */
export interface WeekTally extends Counts {
  week: number;
  /** Mean mastery over the frauds practised so far, after the week's last answer. */
  mastery: number;
}

/** A fraud waiting for review (a Leitner box). */
export interface ReviewSlot {
  box: 1 | 2 | 3;
  /** The Threat Week from which it comes back. */
  due: number;
  /** Cases answered wrong lately: the review shows a different one where the bank has one. */
  avoid: string[];
}

/** One answered check case. */
export interface CheckAnswer {
  caseId: string;
  fraudId: FraudId;
  genuine: boolean;
  choiceId: string;
  correct: boolean;
  /** The Threat Week it was answered in. */
  week: number;
}

/** One check: its cases (fixed by the plan) and the answers given so far. */
export interface CheckState {
  caseIds: string[];
  answers: CheckAnswer[];
}

export interface LearningRecord {
  v: 1;
  /** The Threat Week of the first graded answer. */
  startWeek: number;
  /** Frauds with at least one answer. */
  frauds: Partial<Record<FraudId, FraudTally>>;
  /** Case ids answered anywhere (drill, review, daily case, check), each once. */
  seen: string[];
  /** One row per week with answers, oldest first, the latest TREND_WEEKS_KEPT. */
  weeks: WeekTally[];
  review: Partial<Record<FraudId, ReviewSlot>>;
  /** The review cases of a week's drill, fixed by the first graded answer of that week. */
  drillReviews: { week: number; caseIds: string[] } | null;
  /** The three checks, planned at the first answer: their cases are kept out of every drill and daily case. */
  checks: Record<CheckKind, CheckState>;
}

/** A new record: nothing answered yet, the checks planned (see planChecks). */
export function newLearningRecord(plan: Record<CheckKind, string[]>, week: number): LearningRecord {
  const checks = {} as Record<CheckKind, CheckState>;
  for (const k of CHECK_KINDS) checks[k] = { caseIds: [...plan[k]], answers: [] };
  return { v: 1, startWeek: week, frauds: {}, seen: [], weeks: [], review: {}, drillReviews: null, checks };
}

/** A wrong answer: the fraud goes (back) to box 1, due next week, and the case is one to avoid. */
function toBoxOne(slot: ReviewSlot | undefined, caseId: string | null, week: number): ReviewSlot {
  const avoid = [...(slot?.avoid ?? []).filter((id) => id !== caseId), ...(caseId ? [caseId] : [])].slice(
    -REVIEW_AVOID_KEPT,
  );
  return { box: 1, due: week + (REVIEW_INTERVALS_WEEKS[0] as number), avoid };
}

/**
 * The Leitner step of one answer:
 * - any wrong answer puts its fraud in box 1 (back in 1 week);
 * - a right answer to a REVIEW case moves the fraud up a box (back in 3, then 7 weeks); after a
 *   right answer in the last box the fraud leaves review;
 * - a practised fraud with low mastery and no slot enters box 1 (so one that leaves review with
 *   its mastery still low starts again).
 */
function reviewStep(
  review: Partial<Record<FraudId, ReviewSlot>>,
  a: GradedAnswer,
  week: number,
): Partial<Record<FraudId, ReviewSlot>> {
  const slot = review[a.fraudId];
  if (!a.correct) return { ...review, [a.fraudId]: toBoxOne(slot, a.caseId, week) };
  if (a.source !== 'review' || !slot) return review;
  const next = { ...review };
  if (slot.box === REVIEW_INTERVALS_WEEKS.length) delete next[a.fraudId];
  else {
    const box = (slot.box + 1) as ReviewSlot['box'];
    next[a.fraudId] = { box, due: week + (REVIEW_INTERVALS_WEEKS[box - 1] as number), avoid: slot.avoid };
  }
  return next;
}

/**
 * The record after graded answers given in Threat Week `week` (in order). Pure: returns a new
 * record. Tallies, the trend row of the week, the cases seen and the review boxes move together.
 */
export function recordAnswers(record: LearningRecord, answers: readonly GradedAnswer[], week: number): LearningRecord {
  if (answers.length === 0) return record;
  const frauds = { ...record.frauds };
  const seen = [...record.seen];
  let review = { ...record.review };
  let row: Counts = { ...ZERO_COUNTS };
  for (const a of answers) {
    const add = countsOf(a.genuine, a.correct);
    frauds[a.fraudId] = addToTally(frauds[a.fraudId], add, week);
    row = addCounts(row, add);
    if (a.caseId && !seen.includes(a.caseId)) seen.push(a.caseId);
    review = reviewStep(review, a, week);
  }
  // Low mastery after these answers: a practised fraud with no slot enters box 1.
  const mastery = masteryByFraud(frauds);
  for (const f of FRAUD_IDS) {
    if (frauds[f] && !review[f] && mastery[f].mastery < LOW_MASTERY) review[f] = toBoxOne(undefined, null, week);
  }
  const weeks = record.weeks.filter((w) => w.week !== week);
  const before = record.weeks.find((w) => w.week === week);
  weeks.push({ week, ...addCounts(before ?? ZERO_COUNTS, row), mastery: meanMastery(frauds) ?? 0 });
  weeks.sort((x, y) => x.week - y.week);
  return { ...record, frauds, seen, review, weeks: weeks.slice(-TREND_WEEKS_KEPT) };
}

/** The record after one check answer: the answer joins its check and counts like any graded answer. */
export function recordCheckAnswer(record: LearningRecord, kind: CheckKind, answer: CheckAnswer): LearningRecord {
  const check = record.checks[kind];
  const checks = { ...record.checks, [kind]: { ...check, answers: [...check.answers, answer] } };
  const next = recordAnswers(
    record,
    [
      {
        source: 'check',
        fraudId: answer.fraudId,
        genuine: answer.genuine,
        correct: answer.correct,
        caseId: answer.caseId,
      },
    ],
    answer.week,
  );
  return { ...next, checks };
}

/**
 * THE definition of a week played: a Threat Week (1 and up) in which the player gave at least one
 * graded answer (a drill or review case, the daily case, a wiki check's first try, a check case).
 * /progress, the check schedule and the team dashboard's "Played" all count these weeks; answers
 * given before week 1 opens (week 0: a placement check taken early) are "before week 1", not a week.
 */
export function playedWeekNumbers(record: Pick<LearningRecord, 'weeks'>): number[] {
  return record.weeks.map((w) => w.week).filter((week) => week >= 1);
}

/** How many weeks the player has played (see playedWeekNumbers). */
export function weeksPlayed(record: Pick<LearningRecord, 'weeks'>): number {
  return playedWeekNumbers(record).length;
}

/** The weeks played strictly between `after` and `before`. */
export function weeksPlayedBetween(record: LearningRecord, after: number, before: number): number {
  return playedWeekNumbers(record).filter((week) => week > after && week < before).length;
}

/** A trend row's name: "Week N", or "Before week 1" for answers given before the first week opened. */
export function trendWeekLabel(week: number): string {
  return week >= 1 ? `Week ${week}` : 'Before week 1';
}
