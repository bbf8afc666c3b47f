/**
 * The shop (defenses with positions and prices) and the fixture list (frauds with draw weight
 * and severity), exactly as GAME.md sets them.
 */
import { DEFENSE_IDS, FRAUD_IDS, type DefenseId, type FraudId } from '../catalog/ids';
import type { Severity } from './constants';

export const POSITION_IDS = ['people', 'identity', 'network', 'application'] as const;
export type PositionId = (typeof POSITION_IDS)[number];

export interface Position {
  readonly id: PositionId;
  readonly label: string;
}

/** The four positions of five defenses (defense in depth), in display order. */
export const POSITIONS: readonly Position[] = Object.freeze([
  { id: 'people', label: 'People & Process' },
  { id: 'identity', label: 'Identity & Physical' },
  { id: 'network', label: 'Network' },
  { id: 'application', label: 'Application & Data' },
] as const);

export interface DefenseCard {
  readonly id: DefenseId;
  /** Human name, e.g. "Multi-Factor Authentication". */
  readonly name: string;
  readonly position: PositionId;
  /** Price in tenths of a credit (145 = 14.5 cr). */
  readonly priceTenths: number;
}

export interface FraudCard {
  readonly id: FraudId;
  readonly name: string;
  /** Base draw weight (IC3/FTC frequency). */
  readonly weight: number;
  /** Severity tier (loss): drives block points and breach penalty. */
  readonly severity: Severity;
}

function defense(id: DefenseId, name: string, position: PositionId, priceTenths: number) {
  return Object.freeze({ id, name, position, priceTenths });
}

function fraud(id: FraudId, name: string, weight: number, severity: Severity) {
  return Object.freeze({ id, name, weight, severity });
}

export const DEFENSES: Readonly<Record<DefenseId, DefenseCard>> = Object.freeze({
  // People & Process
  UserEducation: defense('UserEducation', 'User Education', 'people', 245),
  VerificationProtocols: defense('VerificationProtocols', 'Verification Protocols', 'people', 235),
  RegularAudits: defense('RegularAudits', 'Regular Audits', 'people', 155),
  SegregationOfDuties: defense('SegregationOfDuties', 'Segregation of Duties', 'people', 135),
  BackgroundChecks: defense('BackgroundChecks', 'Background Checks', 'people', 100),
  // Identity & Physical
  MultiFactorAuth: defense('MultiFactorAuth', 'Multi-Factor Authentication', 'identity', 170),
  PrincipleOfLeastPrivilege: defense('PrincipleOfLeastPrivilege', 'Principle of Least Privilege', 'identity', 120),
  DeepfakeDetection: defense('DeepfakeDetection', 'Deepfake Detection', 'identity', 105),
  AtmInspections: defense('AtmInspections', 'ATM Inspections', 'identity', 80),
  RegularPasswordChanges: defense('RegularPasswordChanges', 'Regular Password Changes', 'identity', 65),
  // Network
  NetworkMonitoring: defense('NetworkMonitoring', 'Network Monitoring', 'network', 220),
  TrafficFiltering: defense('TrafficFiltering', 'Traffic Filtering', 'network', 120),
  DdosProtection: defense('DdosProtection', 'DDoS Protection', 'network', 90),
  HttpsAndEncryption: defense('HttpsAndEncryption', 'HTTPS & Encryption', 'network', 90),
  VpnUsage: defense('VpnUsage', 'VPN Usage', 'network', 90),
  // Application & Data
  KeepUpdated: defense('KeepUpdated', 'Keep Updated', 'application', 120),
  ApplicationSandboxing: defense('ApplicationSandboxing', 'Application Sandboxing', 'application', 125),
  InputValidation: defense('InputValidation', 'Input Validation', 'application', 100),
  EmailFiltering: defense('EmailFiltering', 'Email Filtering', 'application', 100),
  RegulatedAutoBackup: defense('RegulatedAutoBackup', 'Regulated Auto-Backup', 'application', 95),
});

export const FRAUDS: Readonly<Record<FraudId, FraudCard>> = Object.freeze({
  Phishing: fraud('Phishing', 'Phishing', 10, 'low'),
  InvestmentScam: fraud('InvestmentScam', 'Investment Scam', 7, 'very high'),
  Vishing: fraud('Vishing', 'Vishing', 7, 'high'),
  AccountTakeover: fraud('AccountTakeover', 'Account Takeover', 7, 'medium'),
  BruteForce: fraud('BruteForce', 'Brute Force', 7, 'low'),
  Ddos: fraud('Ddos', 'DDoS', 7, 'medium'),
  BusinessEmailCompromise: fraud('BusinessEmailCompromise', 'Business Email Compromise', 5, 'very high'),
  Ransomware: fraud('Ransomware', 'Ransomware', 5, 'very high'),
  AuthPushPayments: fraud('AuthPushPayments', 'Authorised Push Payment Fraud', 5, 'high'),
  SqlInjection: fraud('SqlInjection', 'SQL Injection', 5, 'high'),
  Xss: fraud('Xss', 'Cross-Site Scripting (XSS)', 5, 'low'),
  AtmSkimming: fraud('AtmSkimming', 'ATM Skimming', 5, 'medium'),
  CryptoJacking: fraud('CryptoJacking', 'Cryptojacking', 5, 'low'),
  Deepfake: fraud('Deepfake', 'Deepfake', 4, 'very high'),
  ZeroDayExploit: fraud('ZeroDayExploit', 'Zero-Day Exploit', 3, 'very high'),
  SimSwap: fraud('SimSwap', 'SIM Swap', 3, 'high'),
  InsiderFraud: fraud('InsiderFraud', 'Insider Fraud', 3, 'high'),
  AccAndInvFraud: fraud('AccAndInvFraud', 'Accounting & Invoice Fraud', 3, 'high'),
  SyntIdentityTheft: fraud('SyntIdentityTheft', 'Synthetic Identity Theft', 3, 'high'),
  ManInTheMiddle: fraud('ManInTheMiddle', 'Man-in-the-Middle', 3, 'medium'),
});

/** Defenses of one position, in DEFENSE_IDS order. */
export function defensesIn(position: PositionId): DefenseId[] {
  return DEFENSE_IDS.filter((id) => DEFENSES[id].position === position);
}

/** Label of a position, e.g. 'people' → "People & Process". */
export function positionLabel(position: PositionId): string {
  const found = POSITIONS.find((p) => p.id === position);
  return found ? found.label : position;
}

/** The shop in display order: by position, then price descending, then id. */
export function listDefenses(): DefenseCard[] {
  const order = new Map(POSITION_IDS.map((p, i) => [p, i]));
  return DEFENSE_IDS.map((id) => DEFENSES[id]).sort(
    (a, b) =>
      (order.get(a.position) ?? 0) - (order.get(b.position) ?? 0) ||
      b.priceTenths - a.priceTenths ||
      compareIds(a.id, b.id),
  );
}

/** Frauds by draw weight descending, then id. */
export function listFrauds(): FraudCard[] {
  return FRAUD_IDS.map((id) => FRAUDS[id]).sort((a, b) => b.weight - a.weight || compareIds(a.id, b.id));
}

// Code-unit order, not locale order, so sorting is identical in every runtime.
function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
