import {
  CASES_LEFT_FOR_PLAY,
  CHECK_GENUINE,
  CHECK_SIZE,
  DELAYED_CHECK_WEEKS,
  FRAUD_PRIOR_WEIGHT,
  LOW_MASTERY,
  MASTERY_HALF_LIFE_WEEKS,
  STRONG_MASTERY,
  POOLED_PRIOR,
  REVIEW_INTERVALS_WEEKS,
  REVIEW_SHARE,
  ANSWER_RETENTION_DAYS,
} from './constants';
import { REVIEW_SLOTS } from './drill';

export interface LearningRuleRow {
  key: string;
  label: string;
  value: string;
}

const weeks = (n: number) => `${n} week${n === 1 ? '' : 's'}`;

/** Every number of measured learning, as the Help page lists it (from the constants the server runs). */
export function learningRulesSummary(): LearningRuleRow[] {
  return [
    {
      key: 'pooled-prior',
      label: 'Starting point of your overall rates',
      value: `${POOLED_PRIOR.right} right and ${POOLED_PRIOR.wrong} wrong answer (both rates ½)`,
    },
    {
      key: 'fraud-prior',
      label: 'Weight of your overall rates in one fraud’s estimate',
      value: `${FRAUD_PRIOR_WEIGHT} answers`,
    },
    { key: 'half-life', label: 'Half-life of an answer without practice', value: weeks(MASTERY_HALF_LIFE_WEEKS) },
    {
      key: 'low-mastery',
      label: 'Low mastery (puts a practised fraud up for review)',
      value: `below ${formatMastery(LOW_MASTERY)}`,
    },
    { key: 'strong-mastery', label: 'Strong mastery', value: `${formatMastery(STRONG_MASTERY)} and up` },
    { key: 'boxes', label: 'Review boxes: back after', value: REVIEW_INTERVALS_WEEKS.map(weeks).join(', then ') },
    {
      key: 'review-share',
      label: 'Review cases in the weekly drill',
      value: `at most ${Math.round(REVIEW_SHARE * 100)}% (${REVIEW_SLOTS} cases)`,
    },
    {
      key: 'check-size',
      label: 'Cases in each check',
      value: `${CHECK_SIZE}, of ${CHECK_SIZE} different frauds, ${CHECK_GENUINE} of them genuine`,
    },
    {
      key: 'delayed',
      label: 'Delayed checks open after',
      value: `${DELAYED_CHECK_WEEKS.map(weeks).join(' and ')} of play`,
    },
    {
      key: 'left-for-play',
      label: 'Cases of each fraud left for drills and reviews',
      value: `at least ${CASES_LEFT_FOR_PLAY}`,
    },
    { key: 'retention', label: 'Your graded answers are kept', value: `${ANSWER_RETENTION_DAYS} days, then deleted` },
  ];
}

/** Mastery as players read it: a score out of 100 (−100…100), e.g. 0.724 → "72", −0.3 → "−30". */
export function formatMastery(mastery: number): string {
  const score = Math.round(mastery * 100);
  return score < 0 ? `\u2212${-score}` : String(score);
}

/** A rate as a whole percentage, e.g. 0.667 → "67%". */
export function formatRate(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

export type MasteryLevel = 'strong' | 'fair' | 'low';

/** The word for a mastery: strong from STRONG_MASTERY, low under LOW_MASTERY (what puts a fraud up for review). */
export function masteryLevel(mastery: number): MasteryLevel {
  return mastery >= STRONG_MASTERY ? 'strong' : mastery >= LOW_MASTERY ? 'fair' : 'low';
}
