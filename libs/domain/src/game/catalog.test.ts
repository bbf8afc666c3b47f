import { describe, expect, it } from 'vitest';
import { DEFENSE_IDS, FRAUD_IDS } from '../catalog/ids';
import {
  DEFENSES,
  FRAUDS,
  POSITIONS,
  POSITION_IDS,
  defensesIn,
  listDefenses,
  listFrauds,
  positionLabel,
} from './catalog';

describe('POSITIONS', () => {
  it('has the four positions with their labels', () => {
    expect(POSITIONS).toEqual([
      { id: 'people', label: 'People & Process' },
      { id: 'identity', label: 'Identity & Physical' },
      { id: 'network', label: 'Network' },
      { id: 'application', label: 'Application & Data' },
    ]);
    expect(POSITION_IDS).toEqual(['people', 'identity', 'network', 'application']);
    expect(positionLabel('network')).toBe('Network');
  });
});

describe('DEFENSES', () => {
  it('covers every defense id, keyed by its own id', () => {
    expect(Object.keys(DEFENSES).sort()).toEqual([...DEFENSE_IDS].sort());
    for (const id of DEFENSE_IDS) expect(DEFENSES[id].id).toBe(id);
  });

  // Rules v2 priced the cards from the balance tool: see tools/balance.
  it('costs 256.0 cr in total', () => {
    const total = DEFENSE_IDS.reduce((s, id) => s + DEFENSES[id].priceTenths, 0);
    expect(total).toBe(2560);
  });

  it('has five defenses per position, as in GAME.md', () => {
    expect(defensesIn('people').sort()).toEqual([
      'BackgroundChecks',
      'RegularAudits',
      'SegregationOfDuties',
      'UserEducation',
      'VerificationProtocols',
    ]);
    expect(defensesIn('identity').sort()).toEqual([
      'AtmInspections',
      'DeepfakeDetection',
      'MultiFactorAuth',
      'PrincipleOfLeastPrivilege',
      'RegularPasswordChanges',
    ]);
    expect(defensesIn('network').sort()).toEqual([
      'DdosProtection',
      'HttpsAndEncryption',
      'NetworkMonitoring',
      'TrafficFiltering',
      'VpnUsage',
    ]);
    expect(defensesIn('application').sort()).toEqual([
      'ApplicationSandboxing',
      'EmailFiltering',
      'InputValidation',
      'KeepUpdated',
      'RegulatedAutoBackup',
    ]);
  });

  // Moved three prices (NetworkMonitoring 20 → 22, TrafficFiltering 14.5 → 12, KeepUpdated
  // 12.5 → 12) so that no card is both the dearest and the best value of its position under rules v4.
  it('has the current prices (three moved by rules v4)', () => {
    const prices = Object.fromEntries(DEFENSE_IDS.map((id) => [id, DEFENSES[id].priceTenths]));
    expect(prices).toEqual({
      UserEducation: 245,
      VerificationProtocols: 235,
      RegularAudits: 155,
      SegregationOfDuties: 135,
      BackgroundChecks: 100,
      MultiFactorAuth: 170,
      PrincipleOfLeastPrivilege: 120,
      DeepfakeDetection: 105,
      AtmInspections: 80,
      RegularPasswordChanges: 65,
      NetworkMonitoring: 220,
      TrafficFiltering: 120,
      DdosProtection: 90,
      HttpsAndEncryption: 90,
      VpnUsage: 90,
      KeepUpdated: 120,
      ApplicationSandboxing: 125,
      InputValidation: 100,
      EmailFiltering: 100,
      RegulatedAutoBackup: 95,
    });
  });

  it('makes the 10 priciest cost more than the starting balance (choosing is the game)', () => {
    const top10 = DEFENSE_IDS.map((id) => DEFENSES[id].priceTenths)
      .sort((a, b) => b - a)
      .slice(0, 10)
      .reduce((a, b) => a + b, 0);
    expect(top10).toBe(1645);
  });

  it('has a human name for every card', () => {
    expect(DEFENSES.MultiFactorAuth.name).toBe('Multi-Factor Authentication');
    for (const id of DEFENSE_IDS) expect(DEFENSES[id].name.length).toBeGreaterThan(2);
  });

  it('listDefenses orders by position then price descending', () => {
    const list = listDefenses().map((d) => d.id);
    expect(list).toHaveLength(20);
    expect(list.slice(0, 5)).toEqual([
      'UserEducation',
      'VerificationProtocols',
      'RegularAudits',
      'SegregationOfDuties',
      'BackgroundChecks',
    ]);
    expect(list.slice(10, 15)).toEqual([
      'NetworkMonitoring',
      'TrafficFiltering',
      'DdosProtection',
      'HttpsAndEncryption',
      'VpnUsage',
    ]);
  });
});

describe('FRAUDS', () => {
  it('covers every fraud id, keyed by its own id', () => {
    expect(Object.keys(FRAUDS).sort()).toEqual([...FRAUD_IDS].sort());
    for (const id of FRAUD_IDS) expect(FRAUDS[id].id).toBe(id);
  });

  it('has the exact GAME.md weights and severities', () => {
    const table = Object.fromEntries(FRAUD_IDS.map((id) => [id, [FRAUDS[id].weight, FRAUDS[id].severity]]));
    expect(table).toEqual({
      Phishing: [10, 'low'],
      InvestmentScam: [7, 'very high'],
      Vishing: [7, 'high'],
      AccountTakeover: [7, 'medium'],
      BruteForce: [7, 'low'],
      Ddos: [7, 'medium'],
      BusinessEmailCompromise: [5, 'very high'],
      Ransomware: [5, 'very high'],
      AuthPushPayments: [5, 'high'],
      SqlInjection: [5, 'high'],
      Xss: [5, 'low'],
      AtmSkimming: [5, 'medium'],
      CryptoJacking: [5, 'low'],
      Deepfake: [4, 'very high'],
      ZeroDayExploit: [3, 'very high'],
      SimSwap: [3, 'high'],
      InsiderFraud: [3, 'high'],
      AccAndInvFraud: [3, 'high'],
      SyntIdentityTheft: [3, 'high'],
      ManInTheMiddle: [3, 'medium'],
    });
    expect(FRAUD_IDS.reduce((s, id) => s + FRAUDS[id].weight, 0)).toBe(102);
  });

  it('listFrauds orders by weight descending', () => {
    const list = listFrauds();
    expect(list[0]!.id).toBe('Phishing');
    expect(list.at(-1)!.weight).toBe(3);
  });
});
