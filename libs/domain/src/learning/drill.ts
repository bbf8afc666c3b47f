/**
 * Where learning meets the weekly drill and the daily case: spaced review takes up to a quarter
 * of the drill, and the player's check cases stay out of both.
 *
 * Review (Leitner boxes, see record.ts): the frauds due in week W (due ≤ W), earliest due first,
 * then lowest mastery, fill at most reviewSlots(DRILL_SIZE) slots. Each comes back as a case of
 * that fraud in this order of preference: one the player has never answered and did not get
 * wrong, one they did not get wrong, any; never a reserved check case; the player's own order
 * breaks ties. The picks are fixed by the week's first graded answer (prepareWeek), so the drill
 * a player sees stays the same all week whatever they answer.
 *
 * The rest of the drill is drawn as before from the cases that are neither reserved nor of a
 * review's fraud: composeDrill in ../game/drill-review.ts, which reads this file (game reads
 * learning, never the other way).
 */
import { FRAUD_IDS } from '../catalog/ids';
import { DRILL_SIZE, reviewSlots } from './constants';
import { planChecks, reservedCaseIds } from './checks';
import { masteryByFraud } from './mastery';
import { orderBy } from './order';
import { newLearningRecord, type BankEntry, type LearningRecord } from './record';

/** Review slots of a weekly drill. */
export const REVIEW_SLOTS = reviewSlots(DRILL_SIZE);

/**
 * The record the rules read for a player: the stored one, or before their first graded answer a
 * fresh one with its check plan (the same plan the first answer will store). `seen`: cases the
 * player answered before records existed (drill answers still on their player document).
 */
export function learningRecordOf(
  stored: LearningRecord | null | undefined,
  uid: string,
  bank: readonly BankEntry[],
  week: number,
  seen: Iterable<string> = [],
): LearningRecord {
  if (stored) return stored;
  return newLearningRecord(planChecks(uid, bank, new Set(seen)), week);
}

/** The review cases due in week `week`, computed afresh (see the header). */
export function selectReviews(
  record: LearningRecord,
  week: number,
  uid: string,
  bank: readonly BankEntry[],
  slots: number = REVIEW_SLOTS,
): string[] {
  if (slots <= 0) return [];
  const mastery = masteryByFraud(record.frauds);
  const due = FRAUD_IDS.filter((f) => (record.review[f]?.due ?? Infinity) <= week).sort(
    (a, b) =>
      (record.review[a]?.due ?? 0) - (record.review[b]?.due ?? 0) ||
      mastery[a].mastery - mastery[b].mastery ||
      FRAUD_IDS.indexOf(a) - FRAUD_IDS.indexOf(b),
  );
  const reserved = reservedCaseIds(record, week);
  const seen = new Set(record.seen);
  const picks: string[] = [];
  for (const f of due) {
    if (picks.length >= slots) break;
    const avoid = new Set(record.review[f]?.avoid ?? []);
    const all = bank.filter((c) => c.fraudId === f && !reserved.has(c.id));
    const tiers = [all.filter((c) => !avoid.has(c.id) && !seen.has(c.id)), all.filter((c) => !avoid.has(c.id)), all];
    const tier = tiers.find((t) => t.length > 0);
    const pick = tier ? orderBy(tier, `${uid}:review:${week}`, (c) => c.id)[0] : undefined;
    if (pick) picks.push(pick.id);
  }
  return picks;
}

/** The review cases of week `week`'s drill: the fixed ones once the week has a graded answer, else computed. */
export function drillReviewIds(
  record: LearningRecord,
  week: number,
  uid: string,
  bank: readonly BankEntry[],
): string[] {
  if (record.drillReviews?.week === week) return record.drillReviews.caseIds;
  return selectReviews(record, week, uid, bank);
}

/** Fixes the week's review cases; every graded answer's change calls it before recording the answer. */
export function prepareWeek(
  record: LearningRecord,
  week: number,
  uid: string,
  bank: readonly BankEntry[],
): LearningRecord {
  if (record.drillReviews?.week === week) return record;
  return { ...record, drillReviews: { week, caseIds: selectReviews(record, week, uid, bank) } };
}

/** What today's case must not be for this player: their drill and their reserved check cases. */
export function dailyExclusions(drillCaseIds: readonly string[], record: LearningRecord, week: number): string[] {
  return [...drillCaseIds, ...reservedCaseIds(record, week)];
}
