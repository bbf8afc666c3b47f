import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFENSE_IDS, FRAUD_IDS } from '../catalog/ids';
import { DEFENSES } from './catalog';
import { hashSeed } from './prng';
import { matchReportOfView, reportInputExtrasOfView, toMatchReportView, weekIdOf } from './report-view';
import { CHIP_IDS } from './chips';
import type { MatchReportView } from '../contracts/callables';
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

describe('report view mapping, rules v5 (chips, transfers, weeks before the first squad)', () => {
  const v5Arb = fc.record({
    weekSeed: fc.stringMatching(/^[0-9a-f]{64}$/),
    uid: fc.string({ minLength: 1, maxLength: 28 }),
    headlineThreats: fc.uniqueArray(fc.constantFrom(...FRAUD_IDS), { minLength: 3, maxLength: 3 }),
    owned: fc.uniqueArray(fc.constantFrom(...DEFENSE_IDS), { maxLength: 10 }),
    deployedCount: fc.nat({ max: 7 }),
    chip: fc.constantFrom(null, ...CHIP_IDS),
    made: fc.nat({ max: 8 }),
    free: fc.nat({ max: 3 }),
    firstSquad: fc.boolean(),
    notYetPlaying: fc.boolean(),
  });

  it('round-trips through the view and verifies with the view’s chip and transfers (property)', () => {
    fc.assert(
      fc.property(v5Arb, (c) => {
        const squad: Squad = {
          owned: c.owned.map((id, i) => ({
            defenseId: id,
            pricePaidTenths: DEFENSES[id].priceTenths,
            deployed: i < c.deployedCount,
          })),
          lead: c.deployedCount > 0 ? (c.owned[0] ?? null) : null,
        };
        const input = {
          weekSeed: c.weekSeed,
          uid: c.uid,
          headlineThreats: c.headlineThreats,
          squad,
          rulesVersion: 5,
          chip: c.chip,
          transfers: { made: c.made, free: c.free, firstSquad: c.firstSquad },
          notYetPlaying: c.notYetPlaying,
        };
        const report = computeWeekReport(input);
        const week = {
          id: 'week-007',
          number: 7,
          seed: c.weekSeed,
          seedHash: hashSeed(c.weekSeed),
          headlineThreats: c.headlineThreats,
          rulesVersion: 5,
        };
        const view: MatchReportView = JSON.parse(JSON.stringify(toMatchReportView(week, report)));
        const back = matchReportOfView(view);
        expect(deepEqual(back, JSON.parse(JSON.stringify(report)))).toBe(true);
        // What "Check this draw" has: the squad as the view shows it (every card that counted, deployed).
        const shown: Squad = {
          owned: view.deployed.map((id) => ({
            defenseId: id,
            pricePaidTenths: DEFENSES[id].priceTenths,
            deployed: true,
          })),
          lead: view.lead,
        };
        const recheck = {
          weekSeed: view.seed,
          uid: c.uid,
          headlineThreats: view.headlineThreats,
          squad: shown,
          rulesVersion: 5,
          ...(view.drill ? { drill: view.drill } : {}),
          ...reportInputExtrasOfView(view),
        };
        expect(verifyWeekReport({ ...recheck, seedHash: view.seedHash }, back)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('a v5 view with another chip, or another first-squad flag where it counts, fails the check', () => {
    const seed = 'c'.repeat(64);
    const headlineThreats = ['Phishing', 'Vishing', 'SimSwap'] as const;
    const squad: Squad = {
      owned: [
        { defenseId: 'UserEducation', pricePaidTenths: 245, deployed: true },
        { defenseId: 'NetworkMonitoring', pricePaidTenths: 100, deployed: false },
      ],
      lead: 'UserEducation',
    };
    const input = {
      weekSeed: seed,
      uid: 'u',
      headlineThreats,
      squad,
      rulesVersion: 5,
      transfers: { made: 2, free: 0, firstSquad: true },
    };
    const report = computeWeekReport(input);
    const view = toMatchReportView(
      { id: 'week-002', number: 2, seed, seedHash: hashSeed(seed), headlineThreats, rulesVersion: 5 },
      report,
    );
    expect(view.transfers).toEqual({ made: 2, free: 0, hitPoints: 0, firstSquad: true });
    const extras = reportInputExtrasOfView(view);
    const check = (x: object) =>
      verifyWeekReport({ ...input, ...x, seedHash: hashSeed(seed) }, matchReportOfView(view));
    expect(check(extras)).toBe(true);
    expect(check({ ...extras, transfers: { ...extras.transfers, firstSquad: false } })).toBe(false);
    expect(check({ ...extras, chip: 'tripleLead' })).toBe(false);
    // Older reports carry none of it.
    const v4 = computeWeekReport({ ...input, rulesVersion: 4 });
    const v4View = toMatchReportView(
      { id: 'week-002', number: 2, seed, seedHash: hashSeed(seed), headlineThreats, rulesVersion: 4 },
      v4,
    );
    expect(v4View).not.toHaveProperty('chip');
    expect(v4View).not.toHaveProperty('transfers');
    expect(reportInputExtrasOfView(v4View)).toEqual({});
  });
});
