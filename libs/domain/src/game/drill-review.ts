/**
 * The weekly drill with learning (the review picks and the reserved check cases of
 * ../learning/drill.ts): the reviews are chosen first, then the rest of the drill is drawn as
 * before (drawDrill: the forecast's weights, the secret week seed and the uid) from the cases that
 * are neither reserved nor of a review's fraud, so the drill still holds DRILL_SIZE different frauds.
 */
import type { FraudId } from '../catalog/ids';
import { reservedCaseIds } from '../learning/checks';
import { drillReviewIds, REVIEW_SLOTS } from '../learning/drill';
import type { BankEntry, LearningRecord } from '../learning/record';
import { drawDrill, type DrillCase } from './drill';
import type { Ruleset } from './ruleset';

export interface ComposedDrill {
  /** The drill's case ids: the forecast draw, then the reviews. */
  caseIds: string[];
  /** Which of them are reviews. */
  reviewIds: string[];
}

/** A player's weekly drill with learning: reviews first chosen, then the forecast draw of the rest (see the header). */
export function composeDrill(input: {
  weekSeed: string;
  uid: string;
  headlineThreats: readonly FraudId[];
  cases: readonly DrillCase[];
  rules: Ruleset;
  record: LearningRecord;
  week: number;
  bank: readonly BankEntry[];
}): ComposedDrill {
  const { rules, record, week, uid } = input;
  const drill = rules.drill;
  if (!drill) return { caseIds: [], reviewIds: [] };
  const known = new Set(input.cases.map((c) => c.id));
  const reviewIds = drillReviewIds(record, week, uid, input.bank)
    .filter((id) => known.has(id))
    .slice(0, Math.min(drill.size, REVIEW_SLOTS));
  const reviewFrauds = new Set(input.cases.filter((c) => reviewIds.includes(c.id)).map((c) => c.fraudId));
  const reserved = reservedCaseIds(record, week);
  const pool = input.cases.filter(
    (c) => !reserved.has(c.id) && !reviewFrauds.has(c.fraudId) && !reviewIds.includes(c.id),
  );
  const drawn = drawDrill(input.weekSeed, uid, input.headlineThreats, pool, {
    ...rules,
    drill: { ...drill, size: drill.size - reviewIds.length },
  });
  return { caseIds: [...drawn, ...reviewIds], reviewIds };
}
