/**
 * One icon per fraud and per defense (lucide-react), so every screen shows the same picture for
 * the same card. Icons are decorative: always render a text name next to them.
 */
import type { LucideIcon, LucideProps } from 'lucide-react';
import {
  Activity,
  BadgeCheck,
  Banknote,
  Box,
  Bug,
  ClipboardCheck,
  Code,
  Cpu,
  CreditCard,
  Database,
  DatabaseBackup,
  EarthLock,
  FileSearch,
  FingerprintPattern,
  Fish,
  Funnel,
  GraduationCap,
  Hammer,
  IdCard,
  KeyRound,
  Lock,
  LockKeyhole,
  MailCheck,
  MailWarning,
  PackageCheck,
  PhoneCall,
  Receipt,
  RotateCcwKey,
  ScanEye,
  ScanFace,
  SearchCheck,
  ServerCrash,
  ShieldHalf,
  Smartphone,
  TextCursorInput,
  TrendingUp,
  UserLock,
  Users,
  UserX,
  Waypoints,
} from 'lucide-react';
import type { DefenseId, FraudId } from '@fraudshield/domain';

export const FRAUD_ICONS: Readonly<Record<FraudId, LucideIcon>> = {
  Phishing: Fish,
  Ransomware: LockKeyhole,
  Ddos: ServerCrash,
  Deepfake: ScanFace,
  AtmSkimming: CreditCard,
  InsiderFraud: UserX,
  ManInTheMiddle: Waypoints,
  SqlInjection: Database,
  BusinessEmailCompromise: MailWarning,
  ZeroDayExploit: Bug,
  Vishing: PhoneCall,
  Xss: Code,
  AccountTakeover: UserLock,
  InvestmentScam: TrendingUp,
  SimSwap: Smartphone,
  AuthPushPayments: Banknote,
  CryptoJacking: Cpu,
  BruteForce: Hammer,
  SyntIdentityTheft: IdCard,
  AccAndInvFraud: Receipt,
};

export const DEFENSE_ICONS: Readonly<Record<DefenseId, LucideIcon>> = {
  MultiFactorAuth: FingerprintPattern,
  UserEducation: GraduationCap,
  RegularAudits: ClipboardCheck,
  NetworkMonitoring: Activity,
  SegregationOfDuties: Users,
  InputValidation: TextCursorInput,
  PrincipleOfLeastPrivilege: KeyRound,
  RegularPasswordChanges: RotateCcwKey,
  EmailFiltering: MailCheck,
  RegulatedAutoBackup: DatabaseBackup,
  KeepUpdated: PackageCheck,
  DdosProtection: ShieldHalf,
  TrafficFiltering: Funnel,
  VerificationProtocols: BadgeCheck,
  DeepfakeDetection: ScanEye,
  AtmInspections: SearchCheck,
  BackgroundChecks: FileSearch,
  HttpsAndEncryption: Lock,
  VpnUsage: EarthLock,
  ApplicationSandboxing: Box,
};

type IconProps = Omit<LucideProps, 'ref'>;

/** The fraud's icon, decorative (aria-hidden). */
export function FraudIcon({ id, size = 20, ...rest }: { id: FraudId } & IconProps) {
  const Icon = FRAUD_ICONS[id];
  return <Icon size={size} aria-hidden="true" focusable="false" {...rest} />;
}

/** The defense's icon, decorative (aria-hidden). */
export function DefenseIcon({ id, size = 20, ...rest }: { id: DefenseId } & IconProps) {
  const Icon = DEFENSE_ICONS[id];
  return <Icon size={size} aria-hidden="true" focusable="false" {...rest} />;
}
