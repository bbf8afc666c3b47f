import { describe, expect, it } from 'vitest';
import { RULE_SECTIONS, rulesSummary } from './rules';
import { formatCredits } from './constants';
import { CURRENT_RULES, RULES_V4, RULES_V5 } from './ruleset';

describe('rulesSummary', () => {
  const rows = rulesSummary(RULES_V4);
  const value = (key: string) => rows.find((r) => r.key === key)?.value;

  it('shows every GAME.md number from the constants (rules v4)', () => {
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

  it('shows the current rules by default, and v5’s transfers, chips, forecasts and caps from RULES_V5', () => {
    expect(rulesSummary()).toEqual(rulesSummary(CURRENT_RULES));
    const v5 = rulesSummary(RULES_V5);
    const of = (key: string) => v5.find((r) => r.key === key)?.value;
    const t = RULES_V5.transfers;
    const caps = RULES_V5.incomeCaps;
    expect(of('rulesVersion')).toBe('v5');
    expect(of('attacksPerWeek')).toBe(`${RULES_V5.attacksPerWeek}`);
    expect(of('forecastMultiplier')).toBe(`×${RULES_V5.forecastMultiplier}`);
    expect(of('sellRefund')).toBe(`${RULES_V5.sellRefundPercent}% of the price paid`);
    expect(of('weeklyIncome')).toBe(`+${formatCredits(RULES_V5.weeklyIncomeTenths)}`);
    expect(of('forecastWeeksAhead')).toBe(`${RULES_V5.forecastWeeksAhead} weeks`);
    expect(of('freeTransfers')).toBe(`${t?.freePerWeek}`);
    expect(of('maxFreeTransfers')).toBe(`${t?.maxFree}`);
    expect(of('transferHit')).toBe(`-${t?.hitPoints} points that week`);
    expect(of('chipTripleLead')).toContain(`×${RULES_V5.chips?.tripleLeadMultiplier}`);
    expect(of('dailyWeekCap')).toBe(formatCredits(caps?.dailyCasePerWeekTenths ?? NaN));
    expect(of('quizWeekCap')).toBe(formatCredits(caps?.quizPerWeekTenths ?? NaN));
    expect(of('beforeFirstSquad')).toMatch(/no charge/);
    expect(of('drillCountered')).toMatch(/already counters/);
    // None of v5's rows under v4.
    for (const key of ['forecastWeeksAhead', 'freeTransfers', 'chipRule', 'dailyWeekCap', 'beforeFirstSquad'])
      expect(value(key)).toBeUndefined();
  });

  it.each([
    ['v4', RULES_V4],
    ['v5', RULES_V5],
  ] as const)('has unique keys, labels, and known sections (%s)', (_, ruleset) => {
    const rows = rulesSummary(ruleset);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    const sections = new Set(RULE_SECTIONS.map((s) => s.id));
    for (const r of rows) {
      expect(sections.has(r.section)).toBe(true);
      expect(r.label.length).toBeGreaterThan(3);
    }
  });
});
