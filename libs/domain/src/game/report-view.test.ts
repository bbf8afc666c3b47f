import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFENSE_IDS, FRAUD_IDS } from '../catalog/ids';
import { DEFENSES } from './catalog';
import { hashSeed } from './prng';
import { matchReportOfView, toMatchReportView, weekIdOf } from './report-view';
import { computeWeekReport, deepEqual, describeLesson, verifyWeekReport } from './settle';
import type { Squad } from './squad';

const squadArb = fc
  .uniqueArray(fc.constantFrom(...DEFENSE_IDS), { maxLength: 7 })
  .chain((deployed) =>
    fc.record({ deployed: fc.constant(deployed), leadIndex: fc.option(fc.nat({ max: 6 }), { nil: null }) }),
  )
  .map(({ deployed, leadIndex }): Squad => ({
    owned: deployed.map((id) => ({ defenseId: id, pricePaidTenths: DEFENSES[id].priceTenths, deployed: true })),
    lead: leadIndex === null ? null : (deployed[leadIndex % Math.max(1, deployed.length)] ?? null),
  }));

const caseArb = fc.record({
  weekSeed: fc.stringMatching(/^[0-9a-f]{64}$/),
  uid: fc.string({ minLength: 1, maxLength: 28 }),
  number: fc.integer({ min: 1, max: 999 }),
  headlineThreats: fc.uniqueArray(fc.constantFrom(...FRAUD_IDS), { minLength: 3, maxLength: 3 }),
  squad: squadArb,
});

describe('weekIdOf', () => {
  it('pads the number to three digits', () => {
    expect(weekIdOf(1)).toBe('week-001');
    expect(weekIdOf(42)).toBe('week-042');
    expect(weekIdOf(123)).toBe('week-123');
  });
});

describe('report view mapping', () => {
  it('shows credits, the seed, severities and lesson texts', () => {
    const seed = 'a'.repeat(64);
    const headlineThreats = ['Phishing', 'Vishing', 'Ddos'] as const;
    const squad: Squad = {
      owned: [{ defenseId: 'UserEducation', pricePaidTenths: 145, deployed: true }],
      lead: 'UserEducation',
    };
    const report = computeWeekReport({ weekSeed: seed, uid: 'u1', headlineThreats, squad });
    const view = toMatchReportView(
      { id: weekIdOf(3), number: 3, seed, seedHash: hashSeed(seed), headlineThreats },
      report,
    );
    expect(view.weekId).toBe('week-003');
    expect(view.seed).toBe(seed);
    expect(view.creditsEarned * 10).toBeCloseTo(report.creditsEarnedTenths, 9);
    expect(view.attacks.map((a) => a.lesson?.text)).toEqual(report.lessons.map(describeLesson));
    expect(view.attacks.every((a) => a.severity !== undefined)).toBe(true);
    expect(toMatchReportView({ id: 'w', number: 1, seed: null, seedHash: 'h', headlineThreats }, report).seed).toBe('');
  });

  it('round-trips: the view maps back to the stored report, which verifies from the seed', () => {
    fc.assert(
      fc.property(caseArb, ({ weekSeed, uid, number, headlineThreats, squad }) => {
        const report = computeWeekReport({ weekSeed, uid, headlineThreats, squad });
        const week = { id: weekIdOf(number), number, seed: weekSeed, seedHash: hashSeed(weekSeed), headlineThreats };
        const view = JSON.parse(JSON.stringify(toMatchReportView(week, report)));
        const back = matchReportOfView(view);
        expect(deepEqual(back, JSON.parse(JSON.stringify(report)))).toBe(true);
        expect(verifyWeekReport({ weekSeed, uid, headlineThreats, squad, seedHash: week.seedHash }, back)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('a view with one changed figure no longer maps back to the stored report', () => {
    const seed = 'b'.repeat(64);
    const headlineThreats = ['Phishing', 'Vishing', 'Ddos'] as const;
    const squad: Squad = { owned: [{ defenseId: 'EmailFiltering', pricePaidTenths: 70, deployed: true }], lead: null };
    const report = computeWeekReport({ weekSeed: seed, uid: 'u2', headlineThreats, squad });
    const view = toMatchReportView(
      { id: 'week-001', number: 1, seed, seedHash: hashSeed(seed), headlineThreats },
      report,
    );
    expect(deepEqual(matchReportOfView({ ...view, totalPoints: view.totalPoints + 1 }), report)).toBe(false);
    const flipped = { ...view, attacks: view.attacks.map((a, i) => (i === 0 ? { ...a, blocked: !a.blocked } : a)) };
    expect(deepEqual(matchReportOfView(flipped), report)).toBe(false);
  });
});
