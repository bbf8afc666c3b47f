import { describe, expect, it } from 'vitest';
import { DEFENSE_IDS, FRAUD_IDS } from '../catalog/ids';
import { MATRIX, MATRIX_V1, MATRIX_V2_CHANGES, countersOf, coveredBy, effectiveness } from './matrix';

describe('MATRIX', () => {
  it('has every fraud x defense cell with a value of 0, 1 or 2', () => {
    expect(Object.keys(MATRIX).sort()).toEqual([...FRAUD_IDS].sort());
    for (const f of FRAUD_IDS) {
      expect(Object.keys(MATRIX[f]).sort()).toEqual([...DEFENSE_IDS].sort());
      for (const d of DEFENSE_IDS) expect([0, 1, 2]).toContain(MATRIX[f][d]);
    }
  });

  it('matches cells read from research/matrix.json', () => {
    expect(effectiveness('Phishing', 'EmailFiltering')).toBe(2);
    expect(effectiveness('Phishing', 'UserEducation')).toBe(2);
    expect(effectiveness('Phishing', 'MultiFactorAuth')).toBe(1);
    expect(effectiveness('Phishing', 'VpnUsage')).toBe(0);
    expect(effectiveness('Ransomware', 'RegulatedAutoBackup')).toBe(2);
    expect(effectiveness('Ransomware', 'PrincipleOfLeastPrivilege')).toBe(1);
    expect(effectiveness('Ddos', 'DdosProtection')).toBe(2);
    expect(effectiveness('Ddos', 'MultiFactorAuth')).toBe(0);
    expect(effectiveness('ManInTheMiddle', 'VpnUsage')).toBe(2);
    expect(effectiveness('ZeroDayExploit', 'ApplicationSandboxing')).toBe(2);
    expect(effectiveness('Vishing', 'DeepfakeDetection')).toBe(1);
    // The two ids the research file spells out in full.
    expect(effectiveness('SyntIdentityTheft', 'VerificationProtocols')).toBe(2);
    expect(effectiveness('SyntIdentityTheft', 'BackgroundChecks')).toBe(1);
    expect(effectiveness('SyntIdentityTheft', 'RegularAudits')).toBe(0);
    expect(effectiveness('AccAndInvFraud', 'SegregationOfDuties')).toBe(2);
    expect(effectiveness('AccAndInvFraud', 'PrincipleOfLeastPrivilege')).toBe(1);
    expect(effectiveness('AccAndInvFraud', 'EmailFiltering')).toBe(0);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(MATRIX)).toBe(true);
    expect(Object.isFrozen(MATRIX.Phishing)).toBe(true);
  });

  it('gives every fraud at least one strong counter', () => {
    for (const f of FRAUD_IDS) expect(countersOf(f).strong.length).toBeGreaterThan(0);
  });

  it('has RegularPasswordChanges counter nothing (the myth-buster card)', () => {
    expect(coveredBy('RegularPasswordChanges')).toEqual({ strong: [], partial: [] });
  });
});

describe('countersOf', () => {
  it('lists strong and partial counters in DEFENSE_IDS order', () => {
    expect(countersOf('Ddos')).toEqual({
      strong: ['DdosProtection'],
      partial: ['NetworkMonitoring', 'KeepUpdated', 'TrafficFiltering'],
    });
    // Rules v2: Network Monitoring no longer counters ATM skimming (it happens at the ATM).
    expect(countersOf('AtmSkimming')).toEqual({
      strong: ['AtmInspections'],
      partial: ['UserEducation'],
    });
  });
});

describe('coveredBy', () => {
  it('lists the frauds a defense counters', () => {
    expect(coveredBy('AtmInspections')).toEqual({ strong: ['AtmSkimming'], partial: [] });
    expect(coveredBy('InputValidation')).toEqual({ strong: ['SqlInjection', 'Xss'], partial: [] });
  });

  it('is the transpose of countersOf', () => {
    for (const d of DEFENSE_IDS) {
      const cov = coveredBy(d);
      for (const f of FRAUD_IDS) {
        const c = countersOf(f);
        expect(cov.strong.includes(f)).toBe(c.strong.includes(d));
        expect(cov.partial.includes(f)).toBe(c.partial.includes(d));
      }
    }
  });
});

describe('MATRIX_V1 and the v2 corrections', () => {
  it('keeps v1 as the research file had it, for weeks settled under v1', () => {
    expect(MATRIX_V1.AtmSkimming.NetworkMonitoring).toBe(1);
    expect(MATRIX_V1.Deepfake.DeepfakeDetection).toBe(2);
    expect(Object.isFrozen(MATRIX_V1.Deepfake)).toBe(true);
  });

  it('differs from v1 exactly in the listed corrections, each matching the wiki pages', () => {
    const diffs: string[] = [];
    for (const f of FRAUD_IDS)
      for (const d of DEFENSE_IDS)
        if (MATRIX[f][d] !== MATRIX_V1[f][d]) diffs.push(`${f}.${d}:${MATRIX_V1[f][d]}->${MATRIX[f][d]}`);
    expect(diffs.sort()).toEqual(MATRIX_V2_CHANGES.map((c) => `${c.fraudId}.${c.defenseId}:${c.from}->${c.to}`).sort());
    // Network Monitoring cannot see frauds that happen outside your systems.
    for (const f of ['InvestmentScam', 'AuthPushPayments', 'AtmSkimming', 'SimSwap', 'SyntIdentityTheft'] as const) {
      expect(effectiveness(f, 'NetworkMonitoring'), f).toBe(0);
    }
    // Deepfake detection is unreliable on its own: partial.
    expect(effectiveness('Deepfake', 'DeepfakeDetection')).toBe(1);
  });
});
