import {
  CASES_LEFT_FOR_PLAY,
  CHECK_GENUINE,
  CHECK_SIZE,
  DELAYED_CHECK_WEEKS,
  LOW_MASTERY,
  STRONG_MASTERY,
  MASTERY_PRIOR,
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
      key: 'mastery-prior',
      label: 'Starting point of a fraud’s two rates',
      value: `${MASTERY_PRIOR.right} right and ${MASTERY_PRIOR.wrong} wrong answer (both rates ½)`,
    },
    { key: 'mastery-scale', label: 'Mastery scale', value: `${formatMastery(-1)} to ${formatMastery(1)}` },
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

/** The Help page's element id of the exact mastery definition (links land there: /help#mastery). */
export const MASTERY_HELP_ID = 'mastery';

/** The Help page's element id of what a week played is (/help#weeks-played). */
export const WEEKS_PLAYED_HELP_ID = 'weeks-played';

/** Two plain sentences shown beside a mastery figure (the player's own, or a team league's group). */
export function masteryExplained(who: 'you' | 'group'): string {
  const whose = who === 'you' ? 'you' : 'the group';
  return (
    `Mastery weighs the frauds ${whose} spotted against the genuine messages ${whose} wrongly took for fraud, on a scale from ${formatMastery(-1)} to ${formatMastery(1)}. ` +
    `${formatMastery(0)} means no better than treating everything alike, and the same answers always give the same score.`
  );
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
