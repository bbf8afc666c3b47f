import type { DefenseId } from '../../catalog/ids';
import type { DefensePage } from '../types';

/**
 * One dynamic import per defense page, so a bundler makes each page's content its own chunk and a
 * page loads only its own text. The pages themselves are the same modules that ./index.ts
 * collects synchronously for the server and the tests (DEFENSE_PAGES): written once.
 */
export const DEFENSE_PAGE_LOADERS: Record<DefenseId, () => Promise<DefensePage>> = {
  MultiFactorAuth: () => import('./MultiFactorAuth').then((m) => m.multiFactorAuthPage),
  UserEducation: () => import('./UserEducation').then((m) => m.userEducationPage),
  RegularAudits: () => import('./RegularAudits').then((m) => m.regularAuditsPage),
  NetworkMonitoring: () => import('./NetworkMonitoring').then((m) => m.networkMonitoringPage),
  SegregationOfDuties: () => import('./SegregationOfDuties').then((m) => m.segregationOfDutiesPage),
  InputValidation: () => import('./InputValidation').then((m) => m.inputValidationPage),
  PrincipleOfLeastPrivilege: () => import('./PrincipleOfLeastPrivilege').then((m) => m.principleOfLeastPrivilegePage),
  RegularPasswordChanges: () => import('./RegularPasswordChanges').then((m) => m.regularPasswordChangesPage),
  EmailFiltering: () => import('./EmailFiltering').then((m) => m.emailFilteringPage),
  RegulatedAutoBackup: () => import('./RegulatedAutoBackup').then((m) => m.regulatedAutoBackupPage),
  KeepUpdated: () => import('./KeepUpdated').then((m) => m.keepUpdatedPage),
  DdosProtection: () => import('./DdosProtection').then((m) => m.ddosProtectionPage),
  TrafficFiltering: () => import('./TrafficFiltering').then((m) => m.trafficFilteringPage),
  VerificationProtocols: () => import('./VerificationProtocols').then((m) => m.verificationProtocolsPage),
  DeepfakeDetection: () => import('./DeepfakeDetection').then((m) => m.deepfakeDetectionPage),
  AtmInspections: () => import('./AtmInspections').then((m) => m.atmInspectionsPage),
  BackgroundChecks: () => import('./BackgroundChecks').then((m) => m.backgroundChecksPage),
  HttpsAndEncryption: () => import('./HttpsAndEncryption').then((m) => m.httpsAndEncryptionPage),
  VpnUsage: () => import('./VpnUsage').then((m) => m.vpnUsagePage),
  ApplicationSandboxing: () => import('./ApplicationSandboxing').then((m) => m.applicationSandboxingPage),
};
