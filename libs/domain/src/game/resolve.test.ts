import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFENSE_IDS, FRAUD_IDS, type DefenseId, type FraudId } from '../catalog/ids';
import type { Effectiveness } from './matrix';
import {
  blockChance as blockChanceOf,
  blockProbability as blockProbabilityOf,
  engagedDefenses as engagedDefensesOf,
  formatChance,
  isLeadStrongest as isLeadStrongestOf,
  resolveAttack as resolveAttackOf,
  type AttackInput,
} from './resolve';
import { CURRENT_RULES, RULES_V1, RULES_V2, RULES_V3, RULES_V4 } from './ruleset';

// Most tests below pin rules v1 (0.8 / 0.35, the Lead among the strongest counters): v1 is still
// how weeks opened before v2 are scored and verified. Rules v2 has its own tests at the end.
const blockChance = (d: readonly DefenseId[], f: FraudId) => blockChanceOf(d, f, RULES_V1);
const blockProbability = (level: Effectiveness) => blockProbabilityOf(level, RULES_V1);
const engagedDefenses = (d: readonly DefenseId[], f: FraudId) => engagedDefensesOf(d, f, RULES_V1);
const isLeadStrongest = (d: readonly DefenseId[], lead: DefenseId | null, f: FraudId) =>
  isLeadStrongestOf(d, lead, f, RULES_V1);
const resolveAttack = (input: AttackInput) => resolveAttackOf(input, RULES_V1);

const PHISHING_STACK: DefenseId[] = ['UserEducation', 'EmailFiltering', 'MultiFactorAuth'];

describe('blockChance', () => {
  it('combines as 1 − Π(1 − p)', () => {
    expect(blockChance(PHISHING_STACK, 'Phishing')).toBeCloseTo(1 - 0.2 * 0.2 * 0.65, 12);
    expect(blockChance(PHISHING_STACK, 'Phishing')).toBeCloseTo(0.974, 12);
    expect(blockChance(['MultiFactorAuth'], 'Phishing')).toBeCloseTo(0.35, 12);
    expect(blockChance(['EmailFiltering'], 'Phishing')).toBeCloseTo(0.8, 12);
  });

  it('is 0 with nothing deployed or nothing that engages', () => {
    expect(blockChance([], 'Phishing')).toBe(0);
    expect(blockChance(['VpnUsage', 'RegularPasswordChanges'], 'Phishing')).toBe(0);
  });

  it('ignores duplicates and order', () => {
    expect(blockChance(['EmailFiltering', 'EmailFiltering'], 'Phishing')).toBe(
      blockChance(['EmailFiltering'], 'Phishing'),
    );
    expect(blockChance([...PHISHING_STACK].reverse(), 'Phishing')).toBe(blockChance(PHISHING_STACK, 'Phishing'));
  });

  it('stays in [0, 1) and never decreases when a defense is added', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...DEFENSE_IDS), { maxLength: 20 }),
        fc.constantFrom(...DEFENSE_IDS),
        fc.constantFrom(...FRAUD_IDS),
        (deployed, extra, fraud) => {
          const before = blockChance(deployed, fraud);
          const after = blockChance([...deployed, extra], fraud);
          expect(before).toBeGreaterThanOrEqual(0);
          expect(before).toBeLessThan(1);
          expect(after).toBeLessThan(1);
          expect(after).toBeGreaterThanOrEqual(before);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('stays below 1 even with all 20 defenses deployed', () => {
    for (const f of FRAUD_IDS) expect(blockChance(DEFENSE_IDS, f)).toBeLessThan(1);
  });
});

describe('blockProbability', () => {
  it('maps effectiveness to p', () => {
    expect(blockProbability(2)).toBe(0.8);
    expect(blockProbability(1)).toBe(0.35);
    expect(blockProbability(0)).toBe(0);
  });
});

describe('engagedDefenses', () => {
  it('lists engaging deployed defenses, strongest first', () => {
    expect(engagedDefenses(['MultiFactorAuth', 'VpnUsage', 'EmailFiltering', 'UserEducation'], 'Phishing')).toEqual([
      { defenseId: 'UserEducation', effectiveness: 2 },
      { defenseId: 'EmailFiltering', effectiveness: 2 },
      { defenseId: 'MultiFactorAuth', effectiveness: 1 },
    ]);
  });
});

describe('resolveAttack', () => {
  it('blocks when roll < chance and scores severity points', () => {
    const r = resolveAttack({ fraudId: 'Phishing', deployed: PHISHING_STACK, lead: 'MultiFactorAuth', roll: 0.5 });
    expect(r).toEqual({
      fraudId: 'Phishing',
      severity: 'low',
      engaged: [
        { defenseId: 'UserEducation', effectiveness: 2 },
        { defenseId: 'EmailFiltering', effectiveness: 2 },
        { defenseId: 'MultiFactorAuth', effectiveness: 1 },
      ],
      chance: blockChance(PHISHING_STACK, 'Phishing'),
      roll: 0.5,
      blocked: true,
      points: 2,
      leadDoubled: false,
    });
  });

  it('doubles block points when the Lead is among the strongest counters', () => {
    const r = resolveAttack({ fraudId: 'Phishing', deployed: PHISHING_STACK, lead: 'EmailFiltering', roll: 0 });
    expect(r.blocked).toBe(true);
    expect(r.leadDoubled).toBe(true);
    expect(r.points).toBe(4);
  });

  it('counts a partial Lead when the best deployed counter is partial', () => {
    const r = resolveAttack({
      fraudId: 'Phishing',
      deployed: ['MultiFactorAuth', 'RegularAudits'],
      lead: 'RegularAudits',
      roll: 0,
    });
    expect(r.leadDoubled).toBe(true);
    expect(r.points).toBe(4);
  });

  it('does not double for a Lead that does not engage', () => {
    const r = resolveAttack({
      fraudId: 'BusinessEmailCompromise',
      deployed: ['UserEducation', 'VpnUsage'],
      lead: 'VpnUsage',
      roll: 0,
    });
    expect(r.blocked).toBe(true);
    expect(r.leadDoubled).toBe(false);
    expect(r.points).toBe(8);
  });

  it('scores minus the penalty on a breach, and never doubles it', () => {
    const r = resolveAttack({ fraudId: 'Ransomware', deployed: ['KeepUpdated'], lead: 'KeepUpdated', roll: 0.8 });
    expect(r.chance).toBeCloseTo(0.8, 12);
    expect(r.blocked).toBe(false);
    expect(r.points).toBe(-4);
    expect(r.leadDoubled).toBe(false);
  });

  it('always breaches with a chance of 0, even on a roll of 0', () => {
    const r = resolveAttack({ fraudId: 'Xss', deployed: [], lead: null, roll: 0 });
    expect(r).toMatchObject({ chance: 0, blocked: false, points: -1, engaged: [] });
  });

  it('points stay within the severity bounds', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...DEFENSE_IDS), { maxLength: 7 }),
        fc.constantFrom(...FRAUD_IDS),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.nat({ max: 7 }),
        (deployed, fraudId, roll, leadIndex) => {
          const lead = deployed[leadIndex] ?? null;
          const r = resolveAttack({ fraudId, deployed, lead, roll });
          expect(r.blocked).toBe(roll < r.chance);
          expect(r.points).toBeGreaterThanOrEqual(-4);
          expect(r.points).toBeLessThanOrEqual(16);
          expect(r.points === 0).toBe(false);
          if (r.leadDoubled) expect(isLeadStrongest(deployed, lead, fraudId)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('isLeadStrongest', () => {
  it('needs a deployed Lead', () => {
    expect(isLeadStrongest(['UserEducation'], null, 'Phishing')).toBe(false);
    expect(isLeadStrongest(['UserEducation'], 'EmailFiltering', 'Phishing')).toBe(false);
    expect(isLeadStrongest(['UserEducation'], 'UserEducation', 'Phishing')).toBe(true);
  });
});

describe('formatChance', () => {
  it('shows a percentage with one decimal', () => {
    expect(formatChance(0.974)).toBe('97.4%');
    expect(formatChance(0)).toBe('0.0%');
    expect(formatChance(0.35)).toBe('35.0%');
  });
});

describe('rules v2 (and v3: the same numbers)', () => {
  it('uses 60% strong, 15% partial', () => {
    expect(RULES_V2.blockP).toEqual({ strong: 0.6, partial: 0.15 });
    expect(RULES_V3.blockP).toEqual(RULES_V2.blockP);
    expect(blockChanceOf(['EmailFiltering'], 'Phishing', RULES_V2)).toBeCloseTo(0.6, 12);
    expect(blockChanceOf(PHISHING_STACK, 'Phishing', RULES_V2)).toBeCloseTo(1 - 0.4 * 0.4 * 0.85, 12);
  });

  it('doubles only for a Lead that is a strong counter, whatever else is deployed', () => {
    // v1 doubled a partial Lead when nothing stronger was deployed; v2 does not.
    const partial = resolveAttackOf(
      { fraudId: 'Phishing', deployed: ['MultiFactorAuth', 'RegularAudits'], lead: 'RegularAudits', roll: 0 },
      RULES_V2,
    );
    expect(partial.leadDoubled).toBe(false);
    expect(partial.points).toBe(2);
    const strong = resolveAttackOf(
      { fraudId: 'Phishing', deployed: PHISHING_STACK, lead: 'UserEducation', roll: 0 },
      RULES_V2,
    );
    expect(strong.leadDoubled).toBe(true);
    expect(strong.points).toBe(4);
  });

  it.each([
    ['v2', RULES_V2],
    ['v3', RULES_V3],
  ] as const)('costs twice the block points on a breach, the Lead not counting (%s)', (_, rules) => {
    const r = resolveAttackOf(
      { fraudId: 'Ransomware', deployed: ['KeepUpdated'], lead: 'KeepUpdated', roll: 0.99 },
      rules,
    );
    expect(r.blocked).toBe(false);
    expect(r.leadDoubled).toBe(false);
    expect(r.points).toBe(-16);
  });
});

describe('rules v4 (and v5, which keeps its Lead and points)', () => {
  it('uses 55% strong, 40% partial (v4); the current rules’ figures by default', () => {
    expect(RULES_V4.blockP).toEqual({ strong: 0.55, partial: 0.4 });
    expect(blockChanceOf(['EmailFiltering'], 'Phishing', RULES_V4)).toBeCloseTo(0.55, 12);
    expect(blockChanceOf(PHISHING_STACK, 'Phishing', RULES_V4)).toBeCloseTo(1 - 0.45 * 0.45 * 0.6, 12);
    const { strong, partial } = CURRENT_RULES.blockP;
    expect(blockChanceOf(['EmailFiltering'], 'Phishing')).toBeCloseTo(strong, 12);
    expect(blockChanceOf(PHISHING_STACK, 'Phishing')).toBeCloseTo(1 - (1 - strong) ** 2 * (1 - partial), 12);
  });

  it('a breach costs what the block would earn, and the Lead doubles both', () => {
    // Ransomware is very high severity: 8 points either way; Keep Updated is a strong counter of it.
    const led = resolveAttackOf({
      fraudId: 'Ransomware',
      deployed: ['KeepUpdated', 'MultiFactorAuth'],
      lead: 'KeepUpdated',
      roll: 0.99,
    });
    expect(led).toMatchObject({ blocked: false, leadDoubled: true, points: -16 });
    const unled = resolveAttackOf({
      fraudId: 'Ransomware',
      deployed: ['KeepUpdated', 'MultiFactorAuth'],
      lead: 'MultiFactorAuth',
      roll: 0.99,
    });
    expect(unled).toMatchObject({ blocked: false, leadDoubled: false, points: -8 });
    const blocked = resolveAttackOf({
      fraudId: 'Ransomware',
      deployed: ['KeepUpdated', 'MultiFactorAuth'],
      lead: 'KeepUpdated',
      roll: 0,
    });
    expect(blocked).toMatchObject({ blocked: true, leadDoubled: true, points: 16 });
  });

  it('an attack nothing counters costs the plain penalty, whoever leads', () => {
    const r = resolveAttackOf({ fraudId: 'AtmSkimming', deployed: ['KeepUpdated'], lead: 'KeepUpdated', roll: 0 });
    expect(r).toMatchObject({ chance: 0, blocked: false, leadDoubled: false, points: -4 });
  });
});
