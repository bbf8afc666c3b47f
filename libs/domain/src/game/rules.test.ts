import { describe, expect, it } from 'vitest';
import { RULE_SECTIONS, rulesSummary } from './rules';

describe('rulesSummary', () => {
  const rows = rulesSummary();
  const value = (key: string) => rows.find((r) => r.key === key)?.value;

  it('shows every GAME.md number from the constants', () => {
    expect(value('startingBalance')).toBe('100.0 cr');
    expect(value('maxOwned')).toBe('10');
    expect(value('maxPerPosition')).toBe('3');
    expect(value('maxDeployed')).toBe('7');
    expect(value('attacksPerWeek')).toBe('4');
    expect(value('headlineThreats')).toBe('3');
    expect(value('forecastMultiplier')).toBe('×20');
    expect(value('blockStrong')).toBe('55%');
    expect(value('blockPartial')).toBe('40%');
    expect(value('blockPoints.low')).toBe('+2');
    expect(value('blockPoints.very high')).toBe('+8');
    expect(value('breachPenalty.medium')).toBe('-4');
    expect(value('breachPenalty.very high')).toBe('-8');
    expect(value('leadMultiplier')).toBe('×2');
    expect(rows.find((r) => r.key === 'leadMultiplier')?.label).toBe(
      'Points of an attack, blocked or breached, when the Lead is a strong counter of it',
    );
    expect(value('sellRefund')).toBe('75% of the price paid');
    expect(value('cleanSheet')).toBe('+6');
    expect(value('drawMode')).toBe('each from all 20 frauds, by weight: the same fraud can come twice');
    expect(value('rulesVersion')).toBe('v4');
    expect(value('passwordFatigue')).toBe('-1');
    expect(value('weeklyIncome')).toBe('+5.0 cr');
    expect(value('perBlock')).toBe('+0.5 cr');
    expect(value('quizReward')).toBe('+1.0 cr');
    expect(value('quizSeasonMax')).toBe('40.0 cr');
    expect(value('maxLeagues')).toBe('10');
    expect(value('leagueCodeLength')).toBe('6 characters');
    expect(value('drillSize')).toBe('8');
    expect(value('drillMaxPerFraud')).toBe('1');
    expect(value('drillBoost')).toBe('90% block chance');
    expect(value('drillCap')).toBe('90% block chance');
    expect(value('dailyReward')).toBe('+0.2 cr');
    expect(value('dailyStep')).toBe('+0.2 cr');
    expect(value('dailyCap')).toBe('1.0 cr');
  });

  it('has unique keys, labels, and known sections', () => {
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    const sections = new Set(RULE_SECTIONS.map((s) => s.id));
    for (const r of rows) {
      expect(sections.has(r.section)).toBe(true);
      expect(r.label.length).toBeGreaterThan(3);
    }
  });
});
