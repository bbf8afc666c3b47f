/**
 * The 20 defenses and 20 frauds, spelled exactly as the product specification's route names.
 * Everything else (routes, the matrix, prices, content) is keyed by these ids.
 */
export const DEFENSE_IDS = [
  'MultiFactorAuth',
  'UserEducation',
  'RegularAudits',
  'NetworkMonitoring',
  'SegregationOfDuties',
  'InputValidation',
  'PrincipleOfLeastPrivilege',
  'RegularPasswordChanges',
  'EmailFiltering',
  'RegulatedAutoBackup',
  'KeepUpdated',
  'DdosProtection',
  'TrafficFiltering',
  'VerificationProtocols',
  'DeepfakeDetection',
  'AtmInspections',
  'BackgroundChecks',
  'HttpsAndEncryption',
  'VpnUsage',
  'ApplicationSandboxing',
] as const;

export const FRAUD_IDS = [
  'Phishing',
  'Ransomware',
  'Ddos',
  'Deepfake',
  'AtmSkimming',
  'InsiderFraud',
  'ManInTheMiddle',
  'SqlInjection',
  'BusinessEmailCompromise',
  'ZeroDayExploit',
  'Vishing',
  'Xss',
  'AccountTakeover',
  'InvestmentScam',
  'SimSwap',
  'AuthPushPayments',
  'CryptoJacking',
  'BruteForce',
  'SyntIdentityTheft',
  'AccAndInvFraud',
] as const;

export type DefenseId = (typeof DEFENSE_IDS)[number];
export type FraudId = (typeof FRAUD_IDS)[number];

const defenseSet: ReadonlySet<string> = new Set(DEFENSE_IDS);
const fraudSet: ReadonlySet<string> = new Set(FRAUD_IDS);

export function isDefenseId(value: unknown): value is DefenseId {
  return typeof value === 'string' && defenseSet.has(value);
}

export function isFraudId(value: unknown): value is FraudId {
  return typeof value === 'string' && fraudSet.has(value);
}
