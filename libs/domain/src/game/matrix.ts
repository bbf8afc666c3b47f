import { DEFENSE_IDS, FRAUD_IDS, type DefenseId, type FraudId } from '../catalog/ids';

/**
 * How well a defense counters a fraud: 0 = no effect, 1 = partial, 2 = strong.
 * Carried over from the research matrix (research/matrix.json) so nothing reads it at run time.
 * The research file spells two frauds out in full; here they use the route ids
 * SyntIdentityTheft (SyntheticIdentityTheft) and AccAndInvFraud (AccountingAndInvoiceFraud).
 */
export type Effectiveness = 0 | 1 | 2;

export type MatrixRow = Readonly<Record<DefenseId, Effectiveness>>;

// prettier-ignore
const RAW_V1: Record<FraudId, Record<DefenseId, Effectiveness>> = {
  Phishing: { MultiFactorAuth: 1, UserEducation: 2, RegularAudits: 1, NetworkMonitoring: 1, SegregationOfDuties: 0, InputValidation: 0, PrincipleOfLeastPrivilege: 0, RegularPasswordChanges: 0, EmailFiltering: 2, RegulatedAutoBackup: 0, KeepUpdated: 0, DdosProtection: 0, TrafficFiltering: 1, VerificationProtocols: 1, DeepfakeDetection: 0, AtmInspections: 0, BackgroundChecks: 0, HttpsAndEncryption: 0, VpnUsage: 0, ApplicationSandboxing: 1 },
  Ransomware: { MultiFactorAuth: 1, UserEducation: 1, RegularAudits: 1, NetworkMonitoring: 1, SegregationOfDuties: 0, InputValidation: 0, PrincipleOfLeastPrivilege: 1, RegularPasswordChanges: 0, EmailFiltering: 1, RegulatedAutoBackup: 2, KeepUpdated: 2, DdosProtection: 0, TrafficFiltering: 1, VerificationProtocols: 0, DeepfakeDetection: 0, AtmInspections: 0, BackgroundChecks: 0, HttpsAndEncryption: 0, VpnUsage: 0, ApplicationSandboxing: 1 },
  Ddos: { MultiFactorAuth: 0, UserEducation: 0, RegularAudits: 0, NetworkMonitoring: 1, SegregationOfDuties: 0, InputValidation: 0, PrincipleOfLeastPrivilege: 0, RegularPasswordChanges: 0, EmailFiltering: 0, RegulatedAutoBackup: 0, KeepUpdated: 1, DdosProtection: 2, TrafficFiltering: 1, VerificationProtocols: 0, DeepfakeDetection: 0, AtmInspections: 0, BackgroundChecks: 0, HttpsAndEncryption: 0, VpnUsage: 0, ApplicationSandboxing: 0 },
  Deepfake: { MultiFactorAuth: 0, UserEducation: 1, RegularAudits: 0, NetworkMonitoring: 0, SegregationOfDuties: 1, InputValidation: 0, PrincipleOfLeastPrivilege: 0, RegularPasswordChanges: 0, EmailFiltering: 0, RegulatedAutoBackup: 0, KeepUpdated: 0, DdosProtection: 0, TrafficFiltering: 0, VerificationProtocols: 2, DeepfakeDetection: 2, AtmInspections: 0, BackgroundChecks: 1, HttpsAndEncryption: 0, VpnUsage: 0, ApplicationSandboxing: 0 },
  AtmSkimming: { MultiFactorAuth: 0, UserEducation: 1, RegularAudits: 0, NetworkMonitoring: 1, SegregationOfDuties: 0, InputValidation: 0, PrincipleOfLeastPrivilege: 0, RegularPasswordChanges: 0, EmailFiltering: 0, RegulatedAutoBackup: 0, KeepUpdated: 0, DdosProtection: 0, TrafficFiltering: 0, VerificationProtocols: 0, DeepfakeDetection: 0, AtmInspections: 2, BackgroundChecks: 0, HttpsAndEncryption: 0, VpnUsage: 0, ApplicationSandboxing: 0 },
  InsiderFraud: { MultiFactorAuth: 0, UserEducation: 1, RegularAudits: 2, NetworkMonitoring: 1, SegregationOfDuties: 2, InputValidation: 0, PrincipleOfLeastPrivilege: 2, RegularPasswordChanges: 0, EmailFiltering: 0, RegulatedAutoBackup: 0, KeepUpdated: 0, DdosProtection: 0, TrafficFiltering: 0, VerificationProtocols: 0, DeepfakeDetection: 0, AtmInspections: 0, BackgroundChecks: 1, HttpsAndEncryption: 0, VpnUsage: 0, ApplicationSandboxing: 0 },
  ManInTheMiddle: { MultiFactorAuth: 1, UserEducation: 1, RegularAudits: 0, NetworkMonitoring: 1, SegregationOfDuties: 0, InputValidation: 0, PrincipleOfLeastPrivilege: 0, RegularPasswordChanges: 0, EmailFiltering: 0, RegulatedAutoBackup: 0, KeepUpdated: 0, DdosProtection: 0, TrafficFiltering: 1, VerificationProtocols: 0, DeepfakeDetection: 0, AtmInspections: 0, BackgroundChecks: 0, HttpsAndEncryption: 2, VpnUsage: 2, ApplicationSandboxing: 0 },
  SqlInjection: { MultiFactorAuth: 0, UserEducation: 0, RegularAudits: 1, NetworkMonitoring: 1, SegregationOfDuties: 0, InputValidation: 2, PrincipleOfLeastPrivilege: 1, RegularPasswordChanges: 0, EmailFiltering: 0, RegulatedAutoBackup: 0, KeepUpdated: 1, DdosProtection: 0, TrafficFiltering: 1, VerificationProtocols: 0, DeepfakeDetection: 0, AtmInspections: 0, BackgroundChecks: 0, HttpsAndEncryption: 0, VpnUsage: 0, ApplicationSandboxing: 1 },
  BusinessEmailCompromise: { MultiFactorAuth: 1, UserEducation: 2, RegularAudits: 1, NetworkMonitoring: 1, SegregationOfDuties: 2, InputValidation: 0, PrincipleOfLeastPrivilege: 0, RegularPasswordChanges: 0, EmailFiltering: 1, RegulatedAutoBackup: 0, KeepUpdated: 0, DdosProtection: 0, TrafficFiltering: 0, VerificationProtocols: 2, DeepfakeDetection: 0, AtmInspections: 0, BackgroundChecks: 0, HttpsAndEncryption: 0, VpnUsage: 0, ApplicationSandboxing: 0 },
  ZeroDayExploit: { MultiFactorAuth: 0, UserEducation: 0, RegularAudits: 0, NetworkMonitoring: 1, SegregationOfDuties: 0, InputValidation: 0, PrincipleOfLeastPrivilege: 1, RegularPasswordChanges: 0, EmailFiltering: 0, RegulatedAutoBackup: 1, KeepUpdated: 1, DdosProtection: 0, TrafficFiltering: 1, VerificationProtocols: 0, DeepfakeDetection: 0, AtmInspections: 0, BackgroundChecks: 0, HttpsAndEncryption: 0, VpnUsage: 0, ApplicationSandboxing: 2 },
  Vishing: { MultiFactorAuth: 1, UserEducation: 2, RegularAudits: 0, NetworkMonitoring: 0, SegregationOfDuties: 0, InputValidation: 0, PrincipleOfLeastPrivilege: 0, RegularPasswordChanges: 0, EmailFiltering: 0, RegulatedAutoBackup: 0, KeepUpdated: 0, DdosProtection: 0, TrafficFiltering: 0, VerificationProtocols: 2, DeepfakeDetection: 1, AtmInspections: 0, BackgroundChecks: 0, HttpsAndEncryption: 0, VpnUsage: 0, ApplicationSandboxing: 0 },
  Xss: { MultiFactorAuth: 0, UserEducation: 0, RegularAudits: 1, NetworkMonitoring: 0, SegregationOfDuties: 0, InputValidation: 2, PrincipleOfLeastPrivilege: 0, RegularPasswordChanges: 0, EmailFiltering: 0, RegulatedAutoBackup: 0, KeepUpdated: 1, DdosProtection: 0, TrafficFiltering: 1, VerificationProtocols: 0, DeepfakeDetection: 0, AtmInspections: 0, BackgroundChecks: 0, HttpsAndEncryption: 0, VpnUsage: 0, ApplicationSandboxing: 1 },
  AccountTakeover: { MultiFactorAuth: 2, UserEducation: 1, RegularAudits: 1, NetworkMonitoring: 1, SegregationOfDuties: 0, InputValidation: 0, PrincipleOfLeastPrivilege: 0, RegularPasswordChanges: 0, EmailFiltering: 0, RegulatedAutoBackup: 0, KeepUpdated: 0, DdosProtection: 0, TrafficFiltering: 1, VerificationProtocols: 1, DeepfakeDetection: 0, AtmInspections: 0, BackgroundChecks: 0, HttpsAndEncryption: 0, VpnUsage: 0, ApplicationSandboxing: 0 },
  InvestmentScam: { MultiFactorAuth: 0, UserEducation: 2, RegularAudits: 0, NetworkMonitoring: 1, SegregationOfDuties: 0, InputValidation: 0, PrincipleOfLeastPrivilege: 0, RegularPasswordChanges: 0, EmailFiltering: 0, RegulatedAutoBackup: 0, KeepUpdated: 0, DdosProtection: 0, TrafficFiltering: 0, VerificationProtocols: 2, DeepfakeDetection: 1, AtmInspections: 0, BackgroundChecks: 0, HttpsAndEncryption: 0, VpnUsage: 0, ApplicationSandboxing: 0 },
  SimSwap: { MultiFactorAuth: 1, UserEducation: 1, RegularAudits: 0, NetworkMonitoring: 1, SegregationOfDuties: 0, InputValidation: 0, PrincipleOfLeastPrivilege: 0, RegularPasswordChanges: 0, EmailFiltering: 0, RegulatedAutoBackup: 0, KeepUpdated: 0, DdosProtection: 0, TrafficFiltering: 0, VerificationProtocols: 2, DeepfakeDetection: 0, AtmInspections: 0, BackgroundChecks: 0, HttpsAndEncryption: 0, VpnUsage: 0, ApplicationSandboxing: 0 },
  AuthPushPayments: { MultiFactorAuth: 0, UserEducation: 2, RegularAudits: 0, NetworkMonitoring: 1, SegregationOfDuties: 1, InputValidation: 0, PrincipleOfLeastPrivilege: 0, RegularPasswordChanges: 0, EmailFiltering: 0, RegulatedAutoBackup: 0, KeepUpdated: 0, DdosProtection: 0, TrafficFiltering: 0, VerificationProtocols: 2, DeepfakeDetection: 0, AtmInspections: 0, BackgroundChecks: 0, HttpsAndEncryption: 0, VpnUsage: 0, ApplicationSandboxing: 0 },
  CryptoJacking: { MultiFactorAuth: 1, UserEducation: 0, RegularAudits: 1, NetworkMonitoring: 2, SegregationOfDuties: 0, InputValidation: 0, PrincipleOfLeastPrivilege: 0, RegularPasswordChanges: 0, EmailFiltering: 0, RegulatedAutoBackup: 0, KeepUpdated: 1, DdosProtection: 0, TrafficFiltering: 1, VerificationProtocols: 0, DeepfakeDetection: 0, AtmInspections: 0, BackgroundChecks: 0, HttpsAndEncryption: 0, VpnUsage: 0, ApplicationSandboxing: 1 },
  BruteForce: { MultiFactorAuth: 2, UserEducation: 1, RegularAudits: 1, NetworkMonitoring: 1, SegregationOfDuties: 0, InputValidation: 0, PrincipleOfLeastPrivilege: 0, RegularPasswordChanges: 0, EmailFiltering: 0, RegulatedAutoBackup: 0, KeepUpdated: 0, DdosProtection: 0, TrafficFiltering: 1, VerificationProtocols: 0, DeepfakeDetection: 0, AtmInspections: 0, BackgroundChecks: 0, HttpsAndEncryption: 0, VpnUsage: 0, ApplicationSandboxing: 0 },
  SyntIdentityTheft: { MultiFactorAuth: 0, UserEducation: 0, RegularAudits: 0, NetworkMonitoring: 1, SegregationOfDuties: 0, InputValidation: 0, PrincipleOfLeastPrivilege: 0, RegularPasswordChanges: 0, EmailFiltering: 0, RegulatedAutoBackup: 0, KeepUpdated: 0, DdosProtection: 0, TrafficFiltering: 0, VerificationProtocols: 2, DeepfakeDetection: 1, AtmInspections: 0, BackgroundChecks: 1, HttpsAndEncryption: 0, VpnUsage: 0, ApplicationSandboxing: 0 },
  AccAndInvFraud: { MultiFactorAuth: 0, UserEducation: 1, RegularAudits: 2, NetworkMonitoring: 1, SegregationOfDuties: 2, InputValidation: 0, PrincipleOfLeastPrivilege: 1, RegularPasswordChanges: 0, EmailFiltering: 0, RegulatedAutoBackup: 0, KeepUpdated: 0, DdosProtection: 0, TrafficFiltering: 0, VerificationProtocols: 2, DeepfakeDetection: 0, AtmInspections: 0, BackgroundChecks: 1, HttpsAndEncryption: 0, VpnUsage: 0, ApplicationSandboxing: 0 },
};

function freezeMatrix(raw: Record<FraudId, Record<DefenseId, Effectiveness>>): Readonly<Record<FraudId, MatrixRow>> {
  for (const fraudId of FRAUD_IDS) Object.freeze(raw[fraudId]);
  return Object.freeze(raw);
}

/**
 * Rules v1's matrix, exactly as research/matrix.json had it: kept so that reports of weeks
 * settled under v1 still recompute from their revealed seed.
 */
export const MATRIX_V1: Readonly<Record<FraudId, MatrixRow>> = freezeMatrix(RAW_V1);

/**
 * Where v2 corrects v1 to agree with the wiki pages:
 * - Network Monitoring "cannot see scams that happen entirely outside your systems": investment
 *   scams, authorised push payments, ATM skimming, SIM swap and synthetic identities happen at a
 *   phone, an ATM, a mobile operator or a lender, so it has no effect on them (was partial).
 * - Deepfake Detection: the Deepfake page says people and tools miss good fakes and that
 *   detection works only alongside verification, so it is partial against Deepfake (was strong).
 */
export const MATRIX_V2_CHANGES: readonly {
  fraudId: FraudId;
  defenseId: DefenseId;
  from: Effectiveness;
  to: Effectiveness;
}[] = Object.freeze([
  { fraudId: 'InvestmentScam', defenseId: 'NetworkMonitoring', from: 1, to: 0 },
  { fraudId: 'AuthPushPayments', defenseId: 'NetworkMonitoring', from: 1, to: 0 },
  { fraudId: 'AtmSkimming', defenseId: 'NetworkMonitoring', from: 1, to: 0 },
  { fraudId: 'SimSwap', defenseId: 'NetworkMonitoring', from: 1, to: 0 },
  { fraudId: 'SyntIdentityTheft', defenseId: 'NetworkMonitoring', from: 1, to: 0 },
  { fraudId: 'Deepfake', defenseId: 'DeepfakeDetection', from: 2, to: 1 },
]);

function applyChanges(base: Readonly<Record<FraudId, MatrixRow>>): Record<FraudId, Record<DefenseId, Effectiveness>> {
  const raw = {} as Record<FraudId, Record<DefenseId, Effectiveness>>;
  for (const f of FRAUD_IDS) raw[f] = { ...base[f] };
  for (const c of MATRIX_V2_CHANGES) raw[c.fraudId][c.defenseId] = c.to;
  return raw;
}

/** The current matrix (rules v2): v1 with MATRIX_V2_CHANGES applied. */
export const MATRIX: Readonly<Record<FraudId, MatrixRow>> = freezeMatrix(applyChanges(MATRIX_V1));

/** Effectiveness of one defense against one fraud. */
export function effectiveness(fraudId: FraudId, defenseId: DefenseId): Effectiveness {
  return MATRIX[fraudId][defenseId];
}

/** Fresh arrays on every call: callers may sort or filter them freely. */
export interface Counters {
  strong: DefenseId[];
  partial: DefenseId[];
}

export interface Coverage {
  strong: FraudId[];
  partial: FraudId[];
}

/** Defenses that counter a fraud, in DEFENSE_IDS order. */
export function countersOf(fraudId: FraudId): Counters {
  const row = MATRIX[fraudId];
  return {
    strong: DEFENSE_IDS.filter((d) => row[d] === 2),
    partial: DEFENSE_IDS.filter((d) => row[d] === 1),
  };
}

/** Frauds a defense counters, in FRAUD_IDS order. */
export function coveredBy(defenseId: DefenseId): Coverage {
  return {
    strong: FRAUD_IDS.filter((f) => MATRIX[f][defenseId] === 2),
    partial: FRAUD_IDS.filter((f) => MATRIX[f][defenseId] === 1),
  };
}

/** Whether a defense counters (strongly or partly) at least one of these frauds. */
export function countersAny(defenseId: DefenseId, frauds: readonly FraudId[]): boolean {
  return frauds.some((f) => MATRIX[f][defenseId] > 0);
}

/** The frauds of `threats` that no defense of `squad` counters, even partly (in the threats' order). */
export function uncounteredThreats(squad: readonly DefenseId[], threats: readonly FraudId[]): FraudId[] {
  return threats.filter((f) => !squad.some((d) => MATRIX[f][d] > 0));
}
