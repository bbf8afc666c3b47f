import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFENSE_IDS, FRAUD_IDS, type DefenseId, type FraudId } from '../catalog/ids';
import { DEFENSES } from './catalog';
import { ATTACKS_PER_WEEK } from './constants';
import { hashSeed, sha256Hex } from './prng';
import { resolveAttack } from './resolve';
import {
  applyWeekReport,
  computeWeekReport,
  deepEqual,
  describeLesson,
  lessonOf,
  verifyWeekReport,
  type MatchReport,
} from './settle';
import { EMPTY_SQUAD, setLineup, type Squad } from './squad';

function squadOf(deployed: DefenseId[], lead: DefenseId | null, reserves: DefenseId[] = []): Squad {
  const owned = [...deployed, ...reserves].map((id) => ({
    defenseId: id,
    pricePaidTenths: DEFENSES[id].priceTenths,
    deployed: deployed.includes(id),
  }));
  return { owned, lead };
}

const HEADLINES: FraudId[] = ['Deepfake', 'SimSwap', 'Ransomware'];

describe('computeWeekReport', () => {
  it('reproduces a reference week exactly', () => {
    // Attacks and rolls from an independent Python sfc32/sha256 implementation:
    // AccountTakeover 0.7911…, AtmSkimming 0.7080…, SimSwap 0.2181…, AuthPushPayments 0.1704….
    const squad = squadOf(
      ['MultiFactorAuth', 'AtmInspections', 'VerificationProtocols', 'UserEducation'],
      'VerificationProtocols',
    );
    const report = computeWeekReport({ weekSeed: 'week-seed-1', uid: 'user-42', headlineThreats: HEADLINES, squad });
    expect(report.attacks.map((a) => a.fraudId)).toEqual([
      'AccountTakeover',
      'AtmSkimming',
      'SimSwap',
      'AuthPushPayments',
    ]);
    expect(report.attacks.map((a) => a.roll)).toEqual([
      0.791103784693405, 0.7080108169466257, 0.21812775218859315, 0.17042913427576423,
    ]);
    expect(report.attacks.map((a) => a.chance.toFixed(4))).toEqual(['0.9155', '0.8700', '0.9155', '0.9600']);
    expect(report.attacks.map((a) => a.blocked)).toEqual([true, true, true, true]);
    expect(report.attacks.map((a) => a.leadDoubled)).toEqual([false, false, true, true]);
    expect(report.attacks.map((a) => a.points)).toEqual([4, 4, 12, 12]);
    expect(report).toMatchObject({
      blockedCount: 4,
      breachedCount: 0,
      cleanSheet: true,
      cleanSheetBonus: 4,
      passwordFatigue: 0,
      totalPoints: 36,
      creditsEarnedTenths: 70,
      lead: 'VerificationProtocols',
    });
    expect(report.lessons).toEqual([
      { fraudId: 'AccountTakeover', defenseId: 'MultiFactorAuth', kind: 'blocked' },
      { fraudId: 'AtmSkimming', defenseId: 'AtmInspections', kind: 'blocked' },
      { fraudId: 'SimSwap', defenseId: 'VerificationProtocols', kind: 'blocked' },
      { fraudId: 'AuthPushPayments', defenseId: 'VerificationProtocols', kind: 'blocked' },
    ]);
  });

  it('breaches everything when nothing is deployed', () => {
    const report = computeWeekReport({
      weekSeed: 'week-seed-1',
      uid: 'user-42',
      headlineThreats: HEADLINES,
      squad: EMPTY_SQUAD,
    });
    expect(report.attacks.every((a) => a.chance === 0 && !a.blocked)).toBe(true);
    // AccountTakeover (medium) −2, AtmSkimming (medium) −2, SimSwap (high) −3, APP (high) −3.
    expect(report).toMatchObject({
      blockedCount: 0,
      breachedCount: 4,
      cleanSheet: false,
      cleanSheetBonus: 0,
      totalPoints: -10,
      creditsEarnedTenths: 50,
      deployed: [],
      lead: null,
    });
    expect(report.lessons.map((l) => l.kind)).toEqual([
      'missing-counter',
      'missing-counter',
      'missing-counter',
      'missing-counter',
    ]);
    expect(report.lessons.map((l) => l.defenseId)).toEqual([
      'MultiFactorAuth',
      'AtmInspections',
      'VerificationProtocols',
      'UserEducation',
    ]);
  });

  it('applies password fatigue only when RegularPasswordChanges is deployed', () => {
    const input = { weekSeed: 's', uid: 'u', headlineThreats: [] as FraudId[] };
    const deployed = computeWeekReport({
      ...input,
      squad: squadOf(['RegularPasswordChanges'], 'RegularPasswordChanges'),
    });
    const reserve = computeWeekReport({ ...input, squad: squadOf([], null, ['RegularPasswordChanges']) });
    expect(deployed.passwordFatigue).toBe(-1);
    expect(reserve.passwordFatigue).toBe(0);
    // The card blocks nothing, so both weeks are otherwise identical.
    expect(deployed.totalPoints).toBe(reserve.totalPoints - 1);
  });

  it('ignores reserves', () => {
    const input = { weekSeed: 'reserve-week', uid: 'u1', headlineThreats: HEADLINES };
    const a = computeWeekReport({ ...input, squad: squadOf(['UserEducation'], 'UserEducation') });
    const b = computeWeekReport({
      ...input,
      squad: squadOf(['UserEducation'], 'UserEducation', ['MultiFactorAuth', 'KeepUpdated']),
    });
    expect(b).toEqual(a);
  });

  it('gives the clean-sheet bonus exactly when nothing is breached', () => {
    const squad = squadOf(
      [
        'UserEducation',
        'VerificationProtocols',
        'NetworkMonitoring',
        'MultiFactorAuth',
        'SegregationOfDuties',
        'ApplicationSandboxing',
        'KeepUpdated',
      ],
      'UserEducation',
    );
    let seen = { clean: 0, dirty: 0 };
    for (let i = 0; i < 200; i++) {
      const r = computeWeekReport({ weekSeed: 'clean', uid: `u${i}`, headlineThreats: [], squad });
      const attackPoints = r.attacks.reduce((s, a) => s + a.points, 0);
      if (r.breachedCount === 0) {
        seen = { ...seen, clean: seen.clean + 1 };
        expect(r.cleanSheetBonus).toBe(4);
      } else {
        seen = { ...seen, dirty: seen.dirty + 1 };
        expect(r.cleanSheetBonus).toBe(0);
      }
      expect(r.totalPoints).toBe(attackPoints + r.cleanSheetBonus + r.passwordFatigue);
    }
    expect(seen.clean).toBeGreaterThan(0);
    expect(seen.dirty).toBeGreaterThan(0);
  });

  it('different uids generally get different weeks', () => {
    const squad = squadOf(['UserEducation', 'MultiFactorAuth'], 'UserEducation');
    const draws = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const r = computeWeekReport({ weekSeed: 'same-seed', uid: `player-${i}`, headlineThreats: HEADLINES, squad });
      draws.add(JSON.stringify(r.attacks.map((a) => [a.fraudId, a.roll])));
    }
    expect(draws.size).toBe(100);
    const attackSets = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const r = computeWeekReport({ weekSeed: 'same-seed', uid: `player-${i}`, headlineThreats: HEADLINES, squad });
      attackSets.add(r.attacks.map((a) => a.fraudId).join());
    }
    expect(attackSets.size).toBeGreaterThan(80);
  });
});

// ---- Properties ------------------------------------------------------------------------------

const squadArb = fc
  .uniqueArray(fc.constantFrom(...DEFENSE_IDS), { maxLength: 10 })
  .chain((owned) =>
    fc.record({
      owned: fc.constant(owned),
      deployed: fc.subarray(owned, { maxLength: Math.min(7, owned.length) }),
      leadIndex: fc.nat({ max: 6 }),
    }),
  )
  .map(({ owned, deployed, leadIndex }) => {
    const base: Squad = {
      owned: owned.map((id) => ({ defenseId: id, pricePaidTenths: DEFENSES[id].priceTenths, deployed: false })),
      lead: null,
    };
    const r = setLineup(base, deployed, deployed[leadIndex % Math.max(1, deployed.length)] ?? null, 'open');
    if (!r.ok) throw new Error(r.code);
    return r.squad;
  });

const inputArb = fc.record({
  weekSeed: fc.string({ minLength: 1, maxLength: 64 }),
  uid: fc.string({ minLength: 1, maxLength: 28 }),
  headlineThreats: fc.uniqueArray(fc.constantFrom(...FRAUD_IDS), { minLength: 3, maxLength: 3 }),
  squad: squadArb,
});

describe('computeWeekReport properties', () => {
  it('is deterministic, survives a JSON round trip and verifies from the revealed seed', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const a = computeWeekReport(input);
        const b = computeWeekReport(structuredClone(input));
        expect(b).toEqual(a);
        const stored = JSON.parse(JSON.stringify(a)) as MatchReport;
        expect(stored).toEqual(a);
        expect(verifyWeekReport({ ...input, seedHash: hashSeed(input.weekSeed) }, stored)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('rejects a tampered report or a seed that does not match the commitment', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const report = computeWeekReport(input);
        const seedHash = hashSeed(input.weekSeed);
        const tampered = { ...report, totalPoints: report.totalPoints + 1 };
        expect(verifyWeekReport({ ...input, seedHash }, tampered)).toBe(false);
        const flipped = {
          ...report,
          attacks: report.attacks.map((a, i) => (i === 0 ? { ...a, blocked: !a.blocked } : a)),
        };
        expect(verifyWeekReport({ ...input, seedHash }, flipped)).toBe(false);
        expect(verifyWeekReport({ ...input, seedHash: sha256Hex(input.weekSeed + 'x') }, report)).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('keeps counts, points and credits within bounds and consistent', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = computeWeekReport(input);
        expect(r.attacks).toHaveLength(ATTACKS_PER_WEEK);
        expect(new Set(r.attacks.map((a) => a.fraudId)).size).toBe(ATTACKS_PER_WEEK);
        expect(r.blockedCount + r.breachedCount).toBe(ATTACKS_PER_WEEK);
        expect(r.blockedCount).toBe(r.attacks.filter((a) => a.blocked).length);
        expect(r.cleanSheet).toBe(r.breachedCount === 0);
        expect(r.totalPoints).toBe(r.attacks.reduce((s, a) => s + a.points, 0) + r.cleanSheetBonus + r.passwordFatigue);
        expect(r.totalPoints).toBeGreaterThanOrEqual(-4 * 4 - 1);
        expect(r.totalPoints).toBeLessThanOrEqual(16 * 4 + 4);
        expect(r.creditsEarnedTenths).toBe(50 + 5 * r.blockedCount);
        expect(r.lessons).toHaveLength(ATTACKS_PER_WEEK);
        for (const [i, a] of r.attacks.entries()) {
          expect(r.lessons[i]!.fraudId).toBe(a.fraudId);
          expect(r.lessons[i]!.kind === 'blocked').toBe(a.blocked);
          expect(a.roll).toBeGreaterThanOrEqual(0);
          expect(a.roll).toBeLessThan(1);
          if (r.deployed.length === 0) expect(a.chance).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('lessons', () => {
  it('names the doubling Lead on a block', () => {
    const a = resolveAttack({
      fraudId: 'Phishing',
      deployed: ['UserEducation', 'EmailFiltering'],
      lead: 'EmailFiltering',
      roll: 0,
    });
    expect(lessonOf(a, 'EmailFiltering')).toEqual({
      fraudId: 'Phishing',
      defenseId: 'EmailFiltering',
      kind: 'blocked',
    });
  });

  it('points to a strong counter when only partial ones were deployed', () => {
    const a = resolveAttack({
      fraudId: 'Phishing',
      deployed: ['MultiFactorAuth'],
      lead: 'MultiFactorAuth',
      roll: 0.99,
    });
    expect(lessonOf(a, 'MultiFactorAuth')).toEqual({
      fraudId: 'Phishing',
      defenseId: 'UserEducation',
      kind: 'missing-counter',
    });
  });

  it('calls a breach through a strong counter unlucky', () => {
    const a = resolveAttack({ fraudId: 'Ddos', deployed: ['DdosProtection'], lead: 'DdosProtection', roll: 0.9 });
    expect(lessonOf(a, 'DdosProtection')).toEqual({ fraudId: 'Ddos', defenseId: 'DdosProtection', kind: 'unlucky' });
  });

  it('describes each lesson in one line with human names', () => {
    expect(describeLesson({ fraudId: 'Phishing', defenseId: 'EmailFiltering', kind: 'blocked' })).toBe(
      'Email Filtering stopped Phishing.',
    );
    expect(describeLesson({ fraudId: 'SqlInjection', defenseId: 'InputValidation', kind: 'missing-counter' })).toBe(
      'SQL Injection got through: Input Validation is a strong counter to it.',
    );
    expect(describeLesson({ fraudId: 'Ddos', defenseId: 'DdosProtection', kind: 'unlucky' })).toContain(
      'nothing reaches 100%',
    );
  });
});

describe('applyWeekReport', () => {
  it('adds the credits and points of the week', () => {
    const report = computeWeekReport({
      weekSeed: 'week-seed-1',
      uid: 'user-42',
      headlineThreats: HEADLINES,
      squad: EMPTY_SQUAD,
    });
    expect(applyWeekReport({ balanceTenths: 100, seasonPoints: 7 }, report)).toEqual({
      balanceTenths: 150,
      seasonPoints: -3,
    });
  });
});

describe('deepEqual', () => {
  it('ignores key order but not values, lengths or types', () => {
    expect(deepEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(deepEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(deepEqual(null, {})).toBe(false);
    expect(deepEqual(0.1 + 0.2, 0.3)).toBe(false);
  });
});
