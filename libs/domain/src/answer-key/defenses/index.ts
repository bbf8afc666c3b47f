import type { DefenseId } from '../../catalog/ids';
import type { QuizQuestion } from '../types';
import { applicationSandboxingQuiz } from './ApplicationSandboxing';
import { atmInspectionsQuiz } from './AtmInspections';
import { backgroundChecksQuiz } from './BackgroundChecks';
import { ddosProtectionQuiz } from './DdosProtection';
import { deepfakeDetectionQuiz } from './DeepfakeDetection';
import { emailFilteringQuiz } from './EmailFiltering';
import { httpsAndEncryptionQuiz } from './HttpsAndEncryption';
import { inputValidationQuiz } from './InputValidation';
import { keepUpdatedQuiz } from './KeepUpdated';
import { multiFactorAuthQuiz } from './MultiFactorAuth';
import { networkMonitoringQuiz } from './NetworkMonitoring';
import { principleOfLeastPrivilegeQuiz } from './PrincipleOfLeastPrivilege';
import { regularAuditsQuiz } from './RegularAudits';
import { regularPasswordChangesQuiz } from './RegularPasswordChanges';
import { regulatedAutoBackupQuiz } from './RegulatedAutoBackup';
import { segregationOfDutiesQuiz } from './SegregationOfDuties';
import { trafficFilteringQuiz } from './TrafficFiltering';
import { userEducationQuiz } from './UserEducation';
import { verificationProtocolsQuiz } from './VerificationProtocols';
import { vpnUsageQuiz } from './VpnUsage';

/** The checks of the 20 defense pages, with their answers, keyed by defense id. */
export const DEFENSE_QUIZZES: Record<DefenseId, readonly QuizQuestion[]> = {
  MultiFactorAuth: multiFactorAuthQuiz,
  UserEducation: userEducationQuiz,
  RegularAudits: regularAuditsQuiz,
  NetworkMonitoring: networkMonitoringQuiz,
  SegregationOfDuties: segregationOfDutiesQuiz,
  InputValidation: inputValidationQuiz,
  PrincipleOfLeastPrivilege: principleOfLeastPrivilegeQuiz,
  RegularPasswordChanges: regularPasswordChangesQuiz,
  EmailFiltering: emailFilteringQuiz,
  RegulatedAutoBackup: regulatedAutoBackupQuiz,
  KeepUpdated: keepUpdatedQuiz,
  DdosProtection: ddosProtectionQuiz,
  TrafficFiltering: trafficFilteringQuiz,
  VerificationProtocols: verificationProtocolsQuiz,
  DeepfakeDetection: deepfakeDetectionQuiz,
  AtmInspections: atmInspectionsQuiz,
  BackgroundChecks: backgroundChecksQuiz,
  HttpsAndEncryption: httpsAndEncryptionQuiz,
  VpnUsage: vpnUsageQuiz,
  ApplicationSandboxing: applicationSandboxingQuiz,
};
