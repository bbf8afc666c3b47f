import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFENSE_IDS, FRAUD_IDS } from '../catalog/ids';
import { expectedWeek, pointsQuantile, usualWeekRange, weekPointsDistribution } from './expected';
import { RULES_VERSIONS, rulesFor } from './ruleset';

const lineupArb = fc.record({
  deployed: fc.shuffledSubarray([...DEFENSE_IDS], { maxLength: 7 }),
  threats: fc.shuffledSubarray([...FRAUD_IDS], { minLength: 3, maxLength: 3 }),
  version: fc.constantFrom(...RULES_VERSIONS),
});

describe("the distribution of a week's points", () => {
  it("sums to 1, and its mean and spread are expectedWeek's exact ones (every rules version)", () => {
    fc.assert(
      fc.property(lineupArb, ({ deployed, threats, version }) => {
        const rules = rulesFor(version);
        const lead = deployed[0] ?? null;
        const d = weekPointsDistribution(deployed, lead, threats, rules);
        const e = expectedWeek(deployed, lead, threats, rules);
        expect(d.reduce((s, x) => s + x.p, 0)).toBeCloseTo(1, 9);
        const mean = d.reduce((s, x) => s + x.p * x.points, 0);
        expect(mean).toBeCloseTo(e.expectedPoints, 6);
        const sd = Math.sqrt(d.reduce((s, x) => s + x.p * (x.points - mean) ** 2, 0));
        expect(sd).toBeCloseTo(e.sd, 6);
        for (let i = 1; i < d.length; i++) expect(d[i]!.points).toBeGreaterThan(d[i - 1]!.points);
      }),
      { numRuns: 25 },
    );
  });

  it('the usual range is the 10th to the 90th percentile: at most 10% of weeks fall on either side', () => {
    fc.assert(
      fc.property(lineupArb, ({ deployed, threats }) => {
        const lead = deployed[0] ?? null;
        const d = weekPointsDistribution(deployed, lead, threats);
        const { low, high } = usualWeekRange(deployed, lead, threats);
        expect(low).toBeLessThanOrEqual(high);
        const below = d.filter((x) => x.points < low).reduce((s, x) => s + x.p, 0);
        const above = d.filter((x) => x.points > high).reduce((s, x) => s + x.p, 0);
        expect(below).toBeLessThan(0.1 + 1e-9);
        expect(above).toBeLessThanOrEqual(0.1 + 1e-9);
      }),
      { numRuns: 25 },
    );
    expect(
      pointsQuantile(
        [
          { points: 3, p: 0.5 },
          { points: 8, p: 0.5 },
        ],
        0.5,
      ),
    ).toBe(3);
  });
});
