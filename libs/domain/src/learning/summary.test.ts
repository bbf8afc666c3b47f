import { describe, expect, it } from 'vitest';
import {
  ANSWER_RETENTION_DAYS,
  CHECK_GENUINE,
  CHECK_SIZE,
  LOW_MASTERY,
  REVIEW_INTERVALS_WEEKS,
  STRONG_MASTERY,
} from './constants';
import { REVIEW_SLOTS } from './drill';
import { formatMastery, formatRate, learningRulesSummary, masteryLevel } from './summary';

describe('the Help page rows of learning', () => {
  it('carry the constants the rules run, one row per rule', () => {
    const rows = learningRulesSummary();
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    const value = (key: string) => rows.find((r) => r.key === key)?.value;
    expect(value('boxes')).toBe(REVIEW_INTERVALS_WEEKS.map((w) => `${w} week${w === 1 ? '' : 's'}`).join(', then '));
    expect(value('review-share')).toContain(`(${REVIEW_SLOTS} cases)`);
    expect(value('check-size')).toBe(
      `${CHECK_SIZE}, of ${CHECK_SIZE} different frauds, ${CHECK_GENUINE} of them genuine`,
    );
    expect(value('low-mastery')).toBe(`below ${formatMastery(LOW_MASTERY)}`);
    expect(value('retention')).toBe(`${ANSWER_RETENTION_DAYS} days, then deleted`);
  });
});

describe('mastery as players read it', () => {
  it('a score out of 100 with a true minus sign, and rates as whole percentages', () => {
    expect(formatMastery(0.724)).toBe('72');
    expect(formatMastery(-0.3)).toBe('\u221230');
    expect(formatMastery(1)).toBe('100');
    expect(formatMastery(-0.001)).toBe('0');
    expect(formatRate(2 / 3)).toBe('67%');
  });

  it('low under LOW_MASTERY (what puts a fraud up for review), strong from STRONG_MASTERY, fair between', () => {
    expect(masteryLevel(LOW_MASTERY - 0.001)).toBe('low');
    expect(masteryLevel(LOW_MASTERY)).toBe('fair');
    expect(masteryLevel(STRONG_MASTERY - 0.001)).toBe('fair');
    expect(masteryLevel(STRONG_MASTERY)).toBe('strong');
    expect(masteryLevel(-1)).toBe('low');
  });
});
