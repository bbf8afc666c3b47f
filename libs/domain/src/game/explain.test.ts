import { describe, expect, it } from 'vitest';
import { BLOCK_P } from './constants';
import { breachCostText, drillEffect, headlineOutlook, leadRuleText, percent, timesWord } from './explain';
import { expectedAttackCounts } from './expected';
import { FRAUD_IDS } from '../catalog/ids';
import { CURRENT_RULES, RULES_V1, RULES_V2 } from './ruleset';

describe('explain: the rule numbers a player reads, from the rules', () => {
  it('headlineOutlook: the multiplier, and the share of the week’s attacks the threats are expected to be', () => {
    const threats = ['Phishing', 'Vishing', 'SimSwap'] as const;
    const o = headlineOutlook([...threats]);
    expect(o.multiplier).toBe(CURRENT_RULES.forecastMultiplier);
    const counts = expectedAttackCounts([...threats]);
    const expected = threats.reduce((s, f) => s + (counts[FRAUD_IDS.indexOf(f)] ?? 0), 0);
    expect(o.expectedAttacks).toBeCloseTo(expected, 12);
    expect(o.share).toBeCloseTo(expected / CURRENT_RULES.attacksPerWeek, 12);
    // Under v1's ×2 the same forecast is a much smaller share: the text follows the rules.
    expect(headlineOutlook([...threats], RULES_V1).share).toBeLessThan(o.share);
    for (const f of threats) expect(o.timesAsLikely[f]).toBeGreaterThan(1);
  });

  it('percent, timesWord, the Lead rule and the breach cost, in words', () => {
    expect(percent(0.6)).toBe('60%');
    expect(percent(0.984)).toBe('98.4%');
    expect([timesWord(0.5), timesWord(1), timesWord(2), timesWord(3), timesWord(2.5)]).toEqual([
      'half',
      'as many',
      'twice',
      'three times',
      '2.5 times',
    ]);
    expect(leadRuleText(RULES_V2)).toBe('is a strong counter of the attack');
    expect(leadRuleText(RULES_V1)).toBe('is among the strongest counters of the attack');
    // v2: every breach costs twice the block points; v1: half; a ratio that varies names each severity.
    expect(breachCostText(RULES_V2)).toBe('twice the block points of its severity');
    expect(breachCostText(RULES_V1)).toBe('half the block points of its severity');
    expect(breachCostText({ ...RULES_V2, breachPenalty: RULES_V2.severityPoints })).toBe(
      'as many points as a block of its severity earns',
    );
    expect(breachCostText({ ...RULES_V2, breachPenalty: { low: 1, medium: 8, high: 12, 'very high': 16 } })).toContain(
      '−1 at low severity (a block: +2)',
    );
  });

  it('drillEffect: the share of the breach chance a right answer takes away, with the engine’s own example', () => {
    const e = drillEffect();
    expect(e?.perCase).toBe(CURRENT_RULES.drill?.boostPerCase);
    expect(e?.example.from).toBe(BLOCK_P.strong);
    expect(e?.example.to).toBeCloseTo(1 - (1 - BLOCK_P.strong) * (1 - (e?.perCase ?? 0)), 12);
    expect(drillEffect(RULES_V2)).toBeNull();
  });
});
