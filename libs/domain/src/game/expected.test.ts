import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFENSE_IDS, FRAUD_IDS, type DefenseId, type FraudId } from '../catalog/ids';
import { DEFENSES, FRAUDS } from './catalog';
import { drawWeights } from './draw';
import { bestLead, drawDistribution, expectedAttackCounts, expectedWeek, expectedWeekByEnumeration } from './expected';
import { blockChance, isLeadStrongest } from './resolve';
import { CURRENT_RULES, CURRENT_RULES_VERSION, RULES_V1, RULES_V2, RULES_V3, type Ruleset } from './ruleset';
import { computeWeekReport } from './settle';
import { chanceWithDrill, drillBoosts } from './drill';

const HEADLINES: FraudId[] = ['Phishing', 'Ransomware', 'SimSwap'];
const LINEUP: DefenseId[] = [
  'UserEducation',
  'MultiFactorAuth',
  'NetworkMonitoring',
  'KeepUpdated',
  'RegularPasswordChanges',
];
const WITH_REPLACEMENT: Ruleset = { ...RULES_V1, drawWithReplacement: true };
const MODES: [string, Ruleset][] = [
  ['v1 (without replacement)', RULES_V1],
  ['v1 numbers with replacement', WITH_REPLACEMENT],
  ['v3 rules', RULES_V3],
  ['current rules', CURRENT_RULES],
];

/**
 * An independent brute force: every ordered draw (from drawWeights, with or without
 * replacement) and every block/breach pattern, scored with the engine's blockChance and
 * isLeadStrongest. Returns the mean, the second moment and P(clean sheet).
 */
function bruteForce(deployed: DefenseId[], lead: DefenseId | null, headlines: FraudId[], rules: Ruleset) {
  const w = drawWeights(headlines, rules);
  let mean = 0;
  let second = 0;
  let clean = 0;
  const fatigue = deployed.includes(rules.passwordFatigueDefense) ? rules.passwordFatigue : 0;
  const rec = (drawn: FraudId[], p: number): void => {
    if (drawn.length === rules.attacksPerWeek) {
      for (let pattern = 0; pattern < 1 << drawn.length; pattern++) {
        let q = p;
        let pts = fatigue;
        drawn.forEach((f, i) => {
          const c = blockChance(deployed, f, rules);
          const sev = FRAUDS[f].severity;
          if (pattern & (1 << i)) {
            q *= c;
            pts += rules.severityPoints[sev] * (isLeadStrongest(deployed, lead, f, rules) ? rules.leadMultiplier : 1);
          } else {
            q *= 1 - c;
            // Rules v4: the Lead doubles a breach of a fraud it counters, as it doubles a block.
            pts -=
              rules.breachPenalty[sev] *
              (rules.leadOnBreaches && isLeadStrongest(deployed, lead, f, rules) ? rules.leadMultiplier : 1);
          }
        });
        if (pattern === (1 << drawn.length) - 1) {
          pts += rules.cleanSheetBonus;
          clean += q;
        }
        mean += q * pts;
        second += q * pts * pts;
      }
      return;
    }
    const pool: readonly FraudId[] = rules.drawWithReplacement
      ? FRAUD_IDS
      : FRAUD_IDS.filter((f) => !drawn.includes(f));
    const total = pool.reduce((s: number, f) => s + w[f], 0);
    for (const f of pool) rec([...drawn, f], (p * w[f]) / total);
  };
  rec([], 1);
  return { mean, sd: Math.sqrt(second - mean * mean), clean };
}

describe('drawDistribution', () => {
  it.each(MODES)('sums to 1 and its attack counts sum to the attacks per week (%s)', (_, full) => {
    // Every multiset of 10 attacks from 20 frauds is 20 million outcomes (over a minute, and their
    // sum drifts by 5e-11): the enumeration is checked with at most 4 attacks, the counts with the rules' own.
    const rules = { ...full, attacksPerWeek: Math.min(full.attacksPerWeek, 4) };
    const dist = drawDistribution(HEADLINES, rules);
    expect(dist.reduce((s, d) => s + d.p, 0)).toBeCloseTo(1, 12);
    expect(dist.every((d) => d.frauds.length === rules.attacksPerWeek)).toBe(true);
    expect(expectedAttackCounts(HEADLINES, rules).reduce((s, x) => s + x, 0)).toBeCloseTo(rules.attacksPerWeek, 12);
    if (full.drawWithReplacement)
      expect(expectedAttackCounts(HEADLINES, full).reduce((s, x) => s + x, 0)).toBeCloseTo(full.attacksPerWeek, 12);
  });

  it('has 4,845 sets without replacement and 8,855 multisets with replacement', () => {
    expect(drawDistribution(HEADLINES, RULES_V1)).toHaveLength(4845);
    expect(drawDistribution(HEADLINES, WITH_REPLACEMENT)).toHaveLength(8855);
  });
});

describe('expectedWeek is exact', () => {
  it.each(MODES)('equals the brute force over every ordered draw and block pattern, 2 attacks (%s)', (_, base) => {
    const rules = { ...base, attacksPerWeek: 2 };
    for (const lead of [null, 'UserEducation', 'NetworkMonitoring'] as const) {
      const b = bruteForce(LINEUP, lead, HEADLINES, rules);
      for (const e of [
        expectedWeekByEnumeration(LINEUP, lead, HEADLINES, rules),
        expectedWeek(LINEUP, lead, HEADLINES, rules),
      ]) {
        expect(e.expectedPoints).toBeCloseTo(b.mean, 10);
        expect(e.sd).toBeCloseTo(b.sd, 10);
        expect(e.cleanSheetChance).toBeCloseTo(b.clean, 12);
      }
    }
  });

  it('equals the brute force with 3 attacks on random lineups (current rules)', () => {
    const rules = { ...CURRENT_RULES, attacksPerWeek: 3 };
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...DEFENSE_IDS), { minLength: 1, maxLength: 7 }),
        fc.nat(6),
        (deployed, li) => {
          const lead = deployed[li % deployed.length] ?? null;
          const b = bruteForce(deployed, lead, HEADLINES, rules);
          const e = expectedWeek(deployed, lead, HEADLINES, rules);
          expect(e.expectedPoints).toBeCloseTo(b.mean, 9);
          expect(e.sd).toBeCloseTo(b.sd, 9);
          expect(e.cleanSheetChance).toBeCloseTo(b.clean, 12);
        },
      ),
      { numRuns: 5 },
    );
  }, 60_000);

  it('closed form (with replacement) equals the enumeration of every multiset', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...DEFENSE_IDS), { minLength: 1, maxLength: 7 }),
        fc.nat(6),
        fc.uniqueArray(fc.constantFrom(...FRAUD_IDS), { minLength: 3, maxLength: 3 }),
        (deployed, li, headlines) => {
          const lead = deployed[li % deployed.length] ?? null;
          const a = expectedWeek(deployed, lead, headlines, WITH_REPLACEMENT);
          const b = expectedWeekByEnumeration(deployed, lead, headlines, WITH_REPLACEMENT);
          expect(a.expectedPoints).toBeCloseTo(b.expectedPoints, 10);
          expect(a.sd).toBeCloseTo(b.sd, 10);
          expect(a.cleanSheetChance).toBeCloseTo(b.cleanSheetChance, 12);
          expect(a.fromBlocks + a.fromBreaches + a.fromCleanSheet + a.fatigue).toBeCloseTo(a.expectedPoints, 10);
        },
      ),
      { numRuns: 20 },
    );
  }, 60_000);

  it.each([
    ['v1', RULES_V1, 1],
    ['v2', RULES_V2, 2],
    ['current', CURRENT_RULES, CURRENT_RULES_VERSION],
  ] as const)(
    'agrees with the sampled engine (computeWeekReport) in the limit (%s)',
    (_, rules, version) => {
      const deployed: DefenseId[] = [
        'UserEducation',
        'VerificationProtocols',
        'MultiFactorAuth',
        'NetworkMonitoring',
        'KeepUpdated',
        'DdosProtection',
        'EmailFiltering',
      ];
      const squad = {
        owned: deployed.map((defenseId) => ({
          defenseId,
          pricePaidTenths: DEFENSES[defenseId].priceTenths,
          deployed: true,
        })),
        lead: 'UserEducation' as DefenseId,
      };
      const exact = expectedWeek(deployed, 'UserEducation', HEADLINES, rules);
      const n = 6000;
      let sum = 0;
      let sum2 = 0;
      let cleans = 0;
      const seen = new Map<FraudId, number>();
      for (let i = 0; i < n; i++) {
        const r = computeWeekReport({
          weekSeed: 'limit-test',
          uid: `u${i}`,
          headlineThreats: HEADLINES,
          squad,
          rulesVersion: version,
        });
        sum += r.totalPoints;
        sum2 += r.totalPoints ** 2;
        if (r.cleanSheet) cleans++;
        for (const a of r.attacks) seen.set(a.fraudId, (seen.get(a.fraudId) ?? 0) + 1);
      }
      const mean = sum / n;
      const sd = Math.sqrt(sum2 / n - mean * mean);
      // Within 4.5 standard errors: fails by chance about once in 150,000 runs (the seed is fixed anyway).
      expect(Math.abs(mean - exact.expectedPoints)).toBeLessThan((4.5 * exact.sd) / Math.sqrt(n));
      const pc = exact.cleanSheetChance;
      expect(Math.abs(cleans / n - pc)).toBeLessThan(4.5 * Math.sqrt((pc * (1 - pc)) / n));
      expect(sd / exact.sd).toBeGreaterThan(0.95);
      expect(sd / exact.sd).toBeLessThan(1.05);
      const counts = expectedAttackCounts(HEADLINES, rules);
      FRAUD_IDS.forEach((f, i) => {
        const p = (counts[i] ?? 0) / rules.attacksPerWeek;
        const got = (seen.get(f) ?? 0) / (n * rules.attacksPerWeek);
        expect(Math.abs(got - p), f).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / (n * rules.attacksPerWeek)) + 1e-9);
      });
    },
    60_000,
  );
});

describe("expectedWeek with this week's drill", () => {
  const deployed: DefenseId[] = ['UserEducation', 'MultiFactorAuth', 'KeepUpdated'];
  const drill = [
    { caseId: 'c-sim', fraudId: 'SimSwap' as FraudId, correct: true },
    { caseId: 'c-phish', fraudId: 'Phishing' as FraudId, correct: true },
    { caseId: 'c-wrong', fraudId: 'Ransomware' as FraudId, correct: false },
  ];
  const boosts = drillBoosts(drill, CURRENT_RULES);

  it('each chance is the one the week is scored with, and a right answer raises the expectation', () => {
    const plain = expectedWeek(deployed, 'UserEducation', HEADLINES, CURRENT_RULES);
    const drilled = expectedWeek(deployed, 'UserEducation', HEADLINES, CURRENT_RULES, boosts);
    FRAUD_IDS.forEach((f, i) => {
      expect(drilled.perFraud[i]?.chance, f).toBeCloseTo(chanceWithDrill(blockChance(deployed, f), boosts[f]), 12);
    });
    expect(drilled.perFraud[FRAUD_IDS.indexOf('SimSwap')]?.chance).toBeGreaterThan(
      plain.perFraud[FRAUD_IDS.indexOf('SimSwap')]?.chance ?? 1,
    );
    expect(drilled.perFraud[FRAUD_IDS.indexOf('Ransomware')]?.chance).toBe(
      plain.perFraud[FRAUD_IDS.indexOf('Ransomware')]?.chance,
    );
    expect(drilled.expectedPoints).toBeGreaterThan(plain.expectedPoints);
    expect(drilled.cleanSheetChance).toBeGreaterThan(plain.cleanSheetChance);
    // Rules without a drill ignore boosts.
    expect(expectedWeek(deployed, 'UserEducation', HEADLINES, RULES_V2, boosts).expectedPoints).toBe(
      expectedWeek(deployed, 'UserEducation', HEADLINES, RULES_V2).expectedPoints,
    );
  });

  it('agrees with the sampled engine scoring the same drill (computeWeekReport)', () => {
    const squad = {
      owned: deployed.map((defenseId) => ({
        defenseId,
        pricePaidTenths: DEFENSES[defenseId].priceTenths,
        deployed: true,
      })),
      lead: 'UserEducation' as DefenseId,
    };
    const exact = expectedWeek(deployed, 'UserEducation', HEADLINES, CURRENT_RULES, boosts);
    const n = 6000;
    let sum = 0;
    for (let i = 0; i < n; i++)
      sum += computeWeekReport({
        weekSeed: 'drill-limit',
        uid: `u${i}`,
        headlineThreats: HEADLINES,
        squad,
        drill,
        rulesVersion: CURRENT_RULES.version,
      }).totalPoints;
    expect(Math.abs(sum / n - exact.expectedPoints)).toBeLessThan((4.5 * exact.sd) / Math.sqrt(n));
  }, 60_000);
});

describe('bestLead', () => {
  it("counts the Lead's doubled breaches under rules v4: a Lead that counters more but blocks it less can lose", () => {
    // The engine's own expectedWeek decides; bestLead must agree with it for every rules version.
    for (const rules of [RULES_V2, CURRENT_RULES]) {
      fc.assert(
        fc.property(
          fc.uniqueArray(fc.constantFrom(...DEFENSE_IDS), { minLength: 2, maxLength: 7 }),
          fc.uniqueArray(fc.constantFrom(...FRAUD_IDS), { minLength: 3, maxLength: 3 }),
          (deployed, headlines) => {
            const lead = bestLead(deployed, headlines, rules);
            const pts = (l: DefenseId) => expectedWeek(deployed, l, headlines, rules).expectedPoints;
            expect(pts(lead as DefenseId)).toBeCloseTo(Math.max(...deployed.map(pts)), 10);
          },
        ),
        { numRuns: 60, seed: 30 },
      );
    }
  });

  it('picks the Lead with the highest exact expected points', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...DEFENSE_IDS), { minLength: 1, maxLength: 7 }), (deployed) => {
        const lead = bestLead(deployed, HEADLINES);
        const pts = (l: DefenseId) => expectedWeek(deployed, l, HEADLINES).expectedPoints;
        const best = Math.max(...deployed.map(pts));
        expect(lead).not.toBeNull();
        expect(pts(lead as DefenseId)).toBeCloseTo(best, 10);
      }),
      { numRuns: 30 },
    );
  }, 60_000);
});
