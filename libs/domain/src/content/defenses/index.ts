import type { DefenseId } from '../../catalog/ids';
import type { DefensePage } from '../types';
import { applicationSandboxingPage } from './ApplicationSandboxing';
import { atmInspectionsPage } from './AtmInspections';
import { backgroundChecksPage } from './BackgroundChecks';
import { ddosProtectionPage } from './DdosProtection';
import { deepfakeDetectionPage } from './DeepfakeDetection';
import { emailFilteringPage } from './EmailFiltering';
import { httpsAndEncryptionPage } from './HttpsAndEncryption';
import { inputValidationPage } from './InputValidation';
import { keepUpdatedPage } from './KeepUpdated';
import { multiFactorAuthPage } from './MultiFactorAuth';
import { networkMonitoringPage } from './NetworkMonitoring';
import { principleOfLeastPrivilegePage } from './PrincipleOfLeastPrivilege';
import { regularAuditsPage } from './RegularAudits';
import { regularPasswordChangesPage } from './RegularPasswordChanges';
import { regulatedAutoBackupPage } from './RegulatedAutoBackup';
import { segregationOfDutiesPage } from './SegregationOfDuties';
import { trafficFilteringPage } from './TrafficFiltering';
import { userEducationPage } from './UserEducation';
import { verificationProtocolsPage } from './VerificationProtocols';
import { vpnUsagePage } from './VpnUsage';

/** The 20 defense wiki pages, keyed by defense id. */
export const DEFENSE_PAGES: Record<DefenseId, DefensePage> = {
  MultiFactorAuth: multiFactorAuthPage,
  UserEducation: userEducationPage,
  RegularAudits: regularAuditsPage,
  NetworkMonitoring: networkMonitoringPage,
  SegregationOfDuties: segregationOfDutiesPage,
  InputValidation: inputValidationPage,
  PrincipleOfLeastPrivilege: principleOfLeastPrivilegePage,
  RegularPasswordChanges: regularPasswordChangesPage,
  EmailFiltering: emailFilteringPage,
  RegulatedAutoBackup: regulatedAutoBackupPage,
  KeepUpdated: keepUpdatedPage,
  DdosProtection: ddosProtectionPage,
  TrafficFiltering: trafficFilteringPage,
  VerificationProtocols: verificationProtocolsPage,
  DeepfakeDetection: deepfakeDetectionPage,
  AtmInspections: atmInspectionsPage,
  BackgroundChecks: backgroundChecksPage,
  HttpsAndEncryption: httpsAndEncryptionPage,
  VpnUsage: vpnUsagePage,
  ApplicationSandboxing: applicationSandboxingPage,
};

export {
  applicationSandboxingPage,
  atmInspectionsPage,
  backgroundChecksPage,
  ddosProtectionPage,
  deepfakeDetectionPage,
  emailFilteringPage,
  httpsAndEncryptionPage,
  inputValidationPage,
  keepUpdatedPage,
  multiFactorAuthPage,
  networkMonitoringPage,
  principleOfLeastPrivilegePage,
  regularAuditsPage,
  regularPasswordChangesPage,
  regulatedAutoBackupPage,
  segregationOfDutiesPage,
  trafficFilteringPage,
  userEducationPage,
  verificationProtocolsPage,
  vpnUsagePage,
};
