import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DefenseId, FraudId } from '../catalog/ids';
import { leadRulesOfWeek, tripleLeadTargets } from './chips';
import { TRANSFER_HIT_POINTS } from './constants-v5';
import { TRIPLE_LEAD_MULTIPLIER_V6 } from './constants-v6';
import { TRANSFER_HIT_POINTS_V7 } from './constants-v7';
import { MATRIX } from './matrix';
import { defensePriceTenths } from './prices';
import { rulesSummary } from './rules';
import { RULES_V6, RULES_V7 } from './ruleset';
import { scoreWeek } from './settle';
import type { Squad } from './squad';
import { transferHit } from './transfers';

const squadOf = (deployed: DefenseId[], lead: DefenseId): Squad => ({
  owned: deployed.map((defenseId) => ({ defenseId, pricePaidTenths: defensePriceTenths(defenseId), deployed: true })),
  lead,
});
// Application Sandboxing strongly counters Zero-Day Exploit and partly Ransomware: both very high.
const lineup: DefenseId[] = ['ApplicationSandboxing', 'KeepUpdated', 'UserEducation', 'MultiFactorAuth'];
const forecast: FraudId[] = ['Ransomware', 'ZeroDayExploit', 'Phishing'];

describe('rules v7: a Triple Lead counts on every covered threat its Lead counters', () => {
  it('×3 on a very-high headline threat the Lead counters partly (v6: only strongly), the rest as v6', () => {
    expect(MATRIX.Ransomware.ApplicationSandboxing).toBe(1);
    expect(MATRIX.ZeroDayExploit.ApplicationSandboxing).toBe(2);
    expect(RULES_V7.chips?.tripleLeadMultiplier).toBe(TRIPLE_LEAD_MULTIPLIER_V6);
    let partly = 0;
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), (uid) => {
        const base = {
          weekSeed: 'v7-week',
          uid,
          headlineThreats: forecast,
          squad: squadOf(lineup, 'ApplicationSandboxing'),
        };
        // Without the chip v7 scores as v6.
        expect(scoreWeek(base, RULES_V7).attacks).toEqual(scoreWeek(base, RULES_V6).attacks);
        const v7 = scoreWeek({ ...base, chip: 'tripleLead' }, RULES_V7);
        const v6 = scoreWeek({ ...base, chip: 'tripleLead' }, RULES_V6);
        v7.attacks.forEach((a, i) => {
          const was = v6.attacks[i]!;
          expect(a.blocked).toBe(was.blocked);
          if (a.fraudId === 'Ransomware') {
            // Partly countered by the Lead: ×3 under v7, no Lead bonus under v6.
            expect(a.leadDoubled).toBe(true);
            expect(was.leadDoubled).toBe(false);
            expect(a.points).toBe(was.points * TRIPLE_LEAD_MULTIPLIER_V6);
            partly++;
          } else expect(a).toEqual(was);
        });
      }),
      { numRuns: 40 },
    );
    expect(partly).toBeGreaterThan(0);
    // A covered threat the Lead does not counter at all gets nothing; another chip, the Lead's own rule.
    const rulesOf = (f: FraudId, lead: 'tripleLead' | 'wildcard') => leadRulesOfWeek(f, lead, forecast, RULES_V7);
    expect(rulesOf('Ransomware', 'tripleLead').leadRule).toBe('counters');
    expect(rulesOf('Phishing', 'tripleLead').leadRule).toBe('strong');
    expect(rulesOf('Ransomware', 'wildcard')).toBe(RULES_V7);
  });

  it('a 4-point hit for each transfer beyond the free ones (v6: 3)', () => {
    expect(TRANSFER_HIT_POINTS_V7).toBe(4);
    expect(transferHit(3, 2, RULES_V7)).toBe(TRANSFER_HIT_POINTS_V7);
    expect(transferHit(3, 2, RULES_V6)).toBe(TRANSFER_HIT_POINTS);
    expect(transferHit(2, 2, RULES_V7)).toBe(0);
  });

  it('says so in plain words from the constants', () => {
    const rows = rulesSummary(RULES_V7);
    expect(rows.find((r) => r.key === 'chipTripleLead')?.value).toBe(
      `the Lead's points ×${TRIPLE_LEAD_MULTIPLIER_V6} on the week's very high headline threats it counters, strongly or partly, and ×1 (no Lead bonus) on every other attack that week`,
    );
    // v6's words stay as v6 was played.
    expect(rulesSummary(RULES_V6).find((r) => r.key === 'chipTripleLead')?.value).toBe(
      `the Lead's points ×${TRIPLE_LEAD_MULTIPLIER_V6} on the week's very high headline threats, and ×1 (no Lead bonus) on every other attack that week`,
    );
  });
});

describe('the threats a Triple Lead would triple, named before it is played', () => {
  it('v7 counts a partial counter, v6 only a strong one; only very-high headline threats; none with no Lead', () => {
    expect(tripleLeadTargets('ApplicationSandboxing', forecast, RULES_V7)).toEqual(['Ransomware', 'ZeroDayExploit']);
    expect(tripleLeadTargets('ApplicationSandboxing', forecast, RULES_V6)).toEqual(['ZeroDayExploit']);
    // User Education strongly counters Phishing, which is not of very high severity: no target.
    expect(MATRIX.Phishing.UserEducation).toBe(2);
    expect(tripleLeadTargets('UserEducation', ['Phishing', 'Vishing', 'SimSwap'], RULES_V7)).toEqual([]);
    expect(tripleLeadTargets(null, forecast, RULES_V7)).toEqual([]);
  });
});
