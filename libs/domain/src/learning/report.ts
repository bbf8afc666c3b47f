import { FRAUD_IDS } from '../catalog/ids';
import type { CheckSummaryView, FraudMasteryView, LearningReportView } from '../contracts/learning';
import { CHECK_KINDS } from './constants';
import { checkResult, checkStatuses, learningGain } from './checks';
import { addCounts, evidenceAt, masteryByFraud, meanMastery, ZERO_COUNTS, type Counts } from './mastery';
import { weeksPlayed, type BankEntry, type LearningRecord } from './record';
import { drillReviewIds } from './drill';

function wholeCounts(c: Counts): Counts {
  return { fraudSeen: c.fraudSeen, hits: c.hits, genuineSeen: c.genuineSeen, falseAlarms: c.falseAlarms };
}

/** Every check's state in week `week`. */
export function checkSummaries(record: LearningRecord, week: number): CheckSummaryView[] {
  const statuses = checkStatuses(record, week);
  return CHECK_KINDS.map((kind) => {
    const c = record.checks[kind];
    const s = statuses[kind];
    return {
      kind,
      status: s.status,
      weeksToGo: s.weeksToGo,
      answered: c.answers.length,
      total: c.caseIds.length,
      result: s.status === 'done' ? checkResult(c.answers) : null,
    };
  });
}

/**
 * The learning report of one record as of Threat Week `week`: mastery of all 20 frauds, the
 * trend, what comes up for review and when, the checks and the learning gain.
 */
export function learningReport(
  record: LearningRecord,
  week: number,
  uid: string,
  bank: readonly BankEntry[],
): LearningReportView {
  const estimates = masteryByFraud(record.frauds);
  const frauds: FraudMasteryView[] = FRAUD_IDS.map((fraudId) => {
    const tally = record.frauds[fraudId];
    const slot = record.review[fraudId];
    return {
      fraudId,
      practised: Boolean(tally),
      ...estimates[fraudId],
      counts: tally ? wholeCounts(tally) : { ...ZERO_COUNTS },
      evidence: evidenceAt(tally, week),
      lastWeek: tally ? tally.week : null,
      review: slot ? { box: slot.box, dueWeek: slot.due } : null,
    };
  });
  const reviewIds = new Set(drillReviewIds(record, week, uid, bank));
  return {
    week,
    frauds,
    overall: {
      mastery: meanMastery(record.frauds),
      practised: frauds.filter((f) => f.practised).length,
      counts: frauds.map((f) => f.counts).reduce(addCounts, ZERO_COUNTS),
      evidence: frauds.map((f) => f.evidence).reduce(addCounts, ZERO_COUNTS),
      weeksPlayed: weeksPlayed(record),
    },
    trend: record.weeks.map((w) => ({ week: w.week, counts: wholeCounts(w), mastery: w.mastery })),
    reviews: frauds
      .filter((f) => f.review)
      .map((f) => ({ fraudId: f.fraudId, box: f.review!.box, dueWeek: f.review!.dueWeek }))
      .sort((a, b) => a.dueWeek - b.dueWeek || FRAUD_IDS.indexOf(a.fraudId) - FRAUD_IDS.indexOf(b.fraudId)),
    reviewsThisWeek: FRAUD_IDS.filter((f) => bank.some((c) => c.fraudId === f && reviewIds.has(c.id))),
    checks: checkSummaries(record, week),
    gain: learningGain(record),
  };
}
