import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFENSES } from './catalog';
import { hashSeed } from './prng';
import {
  CURRENT_RULES,
  CURRENT_RULES_VERSION,
  RULES_V1,
  RULES_V2,
  RULES_V3,
  RULES_V4,
  RULES_V5,
  RULES_V6,
  RULES_V7,
  RULES_VERSIONS,
  isRulesVersion,
  rulesFor,
} from './ruleset';
import { computeWeekReport, verifyWeekReport, type WeekReportInput } from './settle';

/**
 * Rules v4 changes the numbers of new weeks; a week keeps the rules it was opened with.
 * The fixture holds match reports computed by the engine of commit ca60877 (rules v3 current,
 * before v4 existed), under v1, v2 and v3, for a full squad, a thin one and an idle player.
 */
// Read, not imported: the spec project compiles .ts files only.
const stored = JSON.parse(readFileSync(new URL('./fixtures/reports-v1-v3.json', import.meta.url), 'utf8')) as {
  cases: unknown[];
};

describe('rules versions', () => {
  const cases = stored.cases as (WeekReportInput & { seedHash: string; report: unknown })[];

  it.each(cases.map((c) => [`v${c.rulesVersion} ${c.uid}`, c] as const))(
    'a report stored under an earlier version still verifies (%s)',
    (_, c) => {
      expect(verifyWeekReport(c, c.report)).toBe(true);
    },
  );

  it('and would not verify if recomputed under v4 (the fixtures exercise what v4 changed)', () => {
    const differ = cases.filter((c) => !verifyWeekReport({ ...c, rulesVersion: 4 }, c.report));
    expect(differ.length).toBe(cases.length);
  });

  it('new weeks open under v7; v1–v6 keep their numbers', () => {
    expect(CURRENT_RULES_VERSION).toBe(7);
    expect(CURRENT_RULES).toBe(RULES_V7);
    expect(rulesFor(7)).toBe(RULES_V7);
    expect(rulesFor(6)).toBe(RULES_V6);
    expect(RULES_VERSIONS).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(isRulesVersion(7)).toBe(true);
    expect(isRulesVersion(8)).toBe(false);
    expect(() => rulesFor(8)).toThrow(RangeError);
    // v7 is v6 with a 4-point hit and a Triple Lead that counts on the covered threats the Lead
    // counters partly as well; v6 keeps its numbers.
    const { version: _v7, transfers: v7Transfers, chips: v7Chips, ...v7Rest } = RULES_V7;
    const { version: _v6b, transfers: v6Transfers, chips: v6Chips, ...v6RestB } = RULES_V6;
    expect(v7Rest).toEqual(v6RestB);
    expect(v7Transfers).toEqual({ ...v6Transfers, hitPoints: 4 });
    expect(v7Chips).toEqual({ ...v6Chips, tripleLeadCoversPartial: true });
    // v6 is v5 with its own prices, two free transfers a week (four banked) and a Triple Lead that
    // counts the Lead once on the attacks it does not cover; v5 keeps its numbers.
    const { version: _v6, prices, transfers, chips, ...v6Rest } = RULES_V6;
    const { version: _v5, prices: v5Prices, transfers: v5Transfers, chips: v5Chips, ...v5Rest } = RULES_V5;
    expect(v6Rest).toEqual(v5Rest);
    expect(v5Prices ?? null).toBeNull();
    expect(prices).toEqual({ UserEducation: 255, TrafficFiltering: 140, NetworkMonitoring: 250 });
    expect(v5Transfers).toEqual({ freePerWeek: 1, maxFree: 3, hitPoints: 3 });
    expect(transfers).toEqual({ freePerWeek: 2, maxFree: 4, hitPoints: 3 });
    expect(v5Chips).toEqual({ tripleLeadMultiplier: 3, tripleLeadSeverities: ['very high'] });
    expect(chips).toEqual({ ...v5Chips, tripleLeadMultiplier: 3, tripleLeadOthersMultiplier: 1 });
    expect(rulesFor(4)).toBe(RULES_V4);
    expect(rulesFor(undefined)).toBe(RULES_V1);
    expect(rulesFor(3)).toBe(RULES_V3);
    expect(rulesFor(5)).toBe(RULES_V5);
    expect(RULES_V2).toMatchObject({
      forecastMultiplier: 8,
      blockP: { strong: 0.6, partial: 0.15 },
      breachPenalty: { low: 4, medium: 8, high: 12, 'very high': 16 },
      leadOnBreaches: false,
      sellRefundPercent: 100,
      cleanSheetBonus: 6,
      drill: null,
    });
    expect(RULES_V3).toMatchObject({
      ...RULES_V2,
      version: 3,
      drill: { size: 8, maxPerFraud: 1, boostPerCase: 0.9, boostCap: 0.9 },
    });
    expect(RULES_V4).toMatchObject({
      forecastMultiplier: 20,
      blockP: { strong: 0.55, partial: 0.4 },
      breachPenalty: { low: 2, medium: 4, high: 6, 'very high': 8 },
      leadMultiplier: 2,
      leadOnBreaches: true,
      sellRefundPercent: 75,
      cleanSheetBonus: 6,
    });
  });

  it('a v4 week scores a led breach double; the same draw under v3 does not', () => {
    // Keep Updated leads and strongly counters Ransomware: find a week where Ransomware gets through.
    const squad = {
      owned: (['KeepUpdated', 'MultiFactorAuth'] as const).map((defenseId) => ({
        defenseId,
        pricePaidTenths: DEFENSES[defenseId].priceTenths,
        deployed: true,
      })),
      lead: 'KeepUpdated' as const,
    };
    for (let i = 0; i < 200; i++) {
      const input = {
        weekSeed: `led-breach-${i}`,
        uid: 'p',
        headlineThreats: ['Ransomware', 'Phishing', 'Ddos'] as const,
        squad,
      };
      const v4 = computeWeekReport({ ...input, headlineThreats: [...input.headlineThreats], rulesVersion: 4 });
      const breach = v4.attacks.find((a) => a.fraudId === 'Ransomware' && !a.blocked);
      if (!breach) continue;
      expect(breach).toMatchObject({ leadDoubled: true, points: -16 });
      const v3 = computeWeekReport({ ...input, headlineThreats: [...input.headlineThreats], rulesVersion: 3 });
      expect(
        verifyWeekReport(
          {
            ...input,
            headlineThreats: [...input.headlineThreats],
            rulesVersion: 4,
            seedHash: hashSeed(input.weekSeed),
          },
          v4,
        ),
      ).toBe(true);
      expect(v3.attacks.every((a) => a.blocked || !a.leadDoubled)).toBe(true);
      return;
    }
    throw new Error('no week with a Ransomware breach in 200 seeds');
  });
});
