import {
  CASES_LEFT_FOR_PLAY,
  CHECK_GENUINE,
  CHECK_SIZE,
  DELAYED_CHECK_WEEKS,
  FRAUD_PRIOR_WEIGHT,
  LOW_MASTERY,
  MASTERY_HALF_LIFE_WEEKS,
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
    { key: 'pooled-prior', label: 'Starting point of your overall rates', value: `${POOLED_PRIOR.right} right and ${POOLED_PRIOR.wrong} wrong answer (both rates ½)` },
    { key: 'fraud-prior', label: 'Weight of your overall rates in one fraud’s estimate', value: `${FRAUD_PRIOR_WEIGHT} answers` },
    { key: 'half-life', label: 'Half-life of an answer without practice', value: weeks(MASTERY_HALF_LIFE_WEEKS) },
    { key: 'low-mastery', label: 'Low mastery (puts a practised fraud up for review)', value: `below ${LOW_MASTERY}` },
    { key: 'boxes', label: 'Review boxes: back after', value: REVIEW_INTERVALS_WEEKS.map(weeks).join(', then ') },
    { key: 'review-share', label: 'Review cases in the weekly drill', value: `at most ${Math.round(REVIEW_SHARE * 100)}% (${REVIEW_SLOTS} cases)` },
    { key: 'check-size', label: 'Cases in each check', value: `${CHECK_SIZE}, of ${CHECK_SIZE} different frauds, ${CHECK_GENUINE} of them genuine` },
    { key: 'delayed', label: 'Delayed checks open after', value: `${DELAYED_CHECK_WEEKS.map(weeks).join(' and ')} of play` },
    { key: 'left-for-play', label: 'Cases of each fraud left for drills and reviews', value: `at least ${CASES_LEFT_FOR_PLAY}` },
    { key: 'retention', label: 'Your graded answers are kept', value: `${ANSWER_RETENTION_DAYS} days, then deleted` },
  ];
}
