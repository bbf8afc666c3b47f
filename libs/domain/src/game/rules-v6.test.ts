import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DefenseId, FraudId } from '../catalog/ids';
import { FRAUDS } from './catalog';
import { leadMultiplierOfWeek } from './chips';
import { TRANSFER_HIT_POINTS, TRIPLE_LEAD_MULTIPLIER } from './constants-v5';
import {
  FREE_TRANSFERS_PER_WEEK_V6,
  MAX_FREE_TRANSFERS_V6,
  TRIPLE_LEAD_MULTIPLIER_V6,
  TRIPLE_LEAD_OTHERS_MULTIPLIER_V6,
} from './constants-v6';
import { defensePriceTenths } from './prices';
import { rulesSummary } from './rules';
import { RULES_V5, RULES_V6 } from './ruleset';
import { scoreWeek } from './settle';
import type { Squad } from './squad';
import { firstFreeTransfers, nextFreeTransfers, transferHit } from './transfers';

const squadOf = (deployed: DefenseId[], lead: DefenseId): Squad => ({
  owned: deployed.map((defenseId) => ({ defenseId, pricePaidTenths: defensePriceTenths(defenseId), deployed: true })),
  lead,
});
const lineup: DefenseId[] = ['UserEducation', 'VerificationProtocols', 'MultiFactorAuth', 'NetworkMonitoring'];
// Investment Scam: a very-high headline threat User Education strongly counters; Phishing and Vishing are not very high.
const severe: FraudId[] = ['InvestmentScam', 'Phishing', 'Vishing'];

describe('rules v6: a Triple Lead is a trade', () => {
  it('×3 on the very-high headline threats, ×1 (no Lead bonus) on every other attack; v5 kept ×3 and ×2 on those', () => {
    expect(TRIPLE_LEAD_OTHERS_MULTIPLIER_V6).toBe(1);
    expect(RULES_V6.chips?.tripleLeadMultiplier).toBe(TRIPLE_LEAD_MULTIPLIER_V6);
    expect(RULES_V5.chips?.tripleLeadMultiplier).toBe(TRIPLE_LEAD_MULTIPLIER);
    let tripled = 0;
    let single = 0;
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), (uid) => {
        const base = { weekSeed: 'v6-week', uid, headlineThreats: severe, squad: squadOf(lineup, 'UserEducation') };
        const plain = scoreWeek(base, RULES_V6);
        const triple = scoreWeek({ ...base, chip: 'tripleLead' }, RULES_V6);
        const v5 = scoreWeek({ ...base, chip: 'tripleLead' }, RULES_V5);
        plain.attacks.forEach((a, i) => {
          const t = triple.attacks[i]!;
          const covered = severe.includes(a.fraudId) && FRAUDS[a.fraudId].severity === 'very high';
          expect(leadMultiplierOfWeek(a.fraudId, 'tripleLead', severe, RULES_V6)).toBe(
            covered ? TRIPLE_LEAD_MULTIPLIER_V6 : 1,
          );
          expect(t.blocked).toBe(a.blocked);
          if (a.leadDoubled && covered) {
            expect(t.points).toBe((a.points / 2) * TRIPLE_LEAD_MULTIPLIER_V6);
            // Whole points: a very-high threat scores 8 or −16 before the Lead.
            expect(Number.isInteger(t.points)).toBe(true);
            expect(v5.attacks[i]!.points).toBe((a.points / 2) * TRIPLE_LEAD_MULTIPLIER);
            tripled++;
          } else if (a.leadDoubled) {
            expect(t.points).toBe(a.points / 2);
            expect(t.leadDoubled).toBe(false);
            // Under v5 the Lead still doubled the attacks the chip did not cover.
            expect(v5.attacks[i]!.points).toBe(a.points);
            single++;
          } else expect(t.points).toBe(a.points);
        });
      }),
      { numRuns: 40 },
    );
    expect(tripled).toBeGreaterThan(0);
    expect(single).toBeGreaterThan(0);
    // Without the chip, or with another, the Lead's own multiplier.
    expect(leadMultiplierOfWeek('Phishing', null, severe, RULES_V6)).toBe(RULES_V6.leadMultiplier);
    expect(leadMultiplierOfWeek('InvestmentScam', 'wildcard', severe, RULES_V6)).toBe(RULES_V6.leadMultiplier);
  });

  it('says so in plain words from the constants', () => {
    const row = rulesSummary(RULES_V6).find((r) => r.key === 'chipTripleLead');
    expect(row?.value).toBe(
      `the Lead's points ×${TRIPLE_LEAD_MULTIPLIER_V6} on the week's very high headline threats, and ×${TRIPLE_LEAD_OTHERS_MULTIPLIER_V6} (no Lead bonus) on every other attack that week`,
    );
  });
});

describe('rules v6: two free transfers a week, up to four banked', () => {
  it('adds FREE_TRANSFERS_PER_WEEK_V6 a week, caps the bank, and hits only beyond it', () => {
    expect(firstFreeTransfers(RULES_V6)).toBe(FREE_TRANSFERS_PER_WEEK_V6);
    expect(nextFreeTransfers(2, 0, RULES_V6)).toBe(Math.min(MAX_FREE_TRANSFERS_V6, 4));
    expect(nextFreeTransfers(MAX_FREE_TRANSFERS_V6, 0, RULES_V6)).toBe(MAX_FREE_TRANSFERS_V6);
    expect(transferHit(2, 2, RULES_V6)).toBe(0);
    expect(transferHit(2, 2, RULES_V5)).toBe(0);
    expect(transferHit(3, 2, RULES_V6)).toBe(TRANSFER_HIT_POINTS);
    expect(firstFreeTransfers(RULES_V5)).toBe(1);
  });
});
