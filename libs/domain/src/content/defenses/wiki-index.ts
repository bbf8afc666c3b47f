import type { DefenseId } from '../../catalog/ids';
import type { WikiIndexEntry } from '../types';

/**
 * The defense pages' index: each page's id, title and one-line tagline, what the wiki's lists and
 * links show without the page's body. Each page module spreads its own entry, so a title or a
 * tagline is written here once.
 */
export const DEFENSE_INDEX: { readonly [Id in DefenseId]: WikiIndexEntry<Id> } = {
  MultiFactorAuth: {
    id: 'MultiFactorAuth',
    title: 'Multi-Factor Authentication',
    tagline: 'A stolen password is not enough when a login also needs something you have.',
  },
  UserEducation: {
    id: 'UserEducation',
    title: 'User Education',
    tagline: 'Habits that hold up under pressure: pause, check through a channel you know, and report fast.',
  },
  RegularAudits: {
    id: 'RegularAudits',
    title: 'Regular Audits',
    tagline: 'Someone checking the books and the settings, on a schedule and by surprise.',
  },
  NetworkMonitoring: {
    id: 'NetworkMonitoring',
    title: 'Network Monitoring',
    tagline: 'Watching the traffic and the logins so unusual activity is spotted early.',
  },
  SegregationOfDuties: {
    id: 'SegregationOfDuties',
    title: 'Segregation of Duties',
    tagline: 'No single person can both set up a payment and approve it.',
  },
  InputValidation: {
    id: 'InputValidation',
    title: 'Input Validation and Safe Queries',
    tagline: 'Treat everything a user types as data, never as code.',
  },
  PrincipleOfLeastPrivilege: {
    id: 'PrincipleOfLeastPrivilege',
    title: 'Principle of Least Privilege',
    tagline: 'Everyone gets the access their job needs, and nothing more.',
  },
  RegularPasswordChanges: {
    id: 'RegularPasswordChanges',
    title: 'Regular Password Changes',
    tagline: 'The myth-buster card: forcing new passwords every few months does not make you safer.',
  },
  EmailFiltering: {
    id: 'EmailFiltering',
    title: 'Email Filtering',
    tagline: 'Stop the bait before it reaches the inbox.',
  },
  RegulatedAutoBackup: {
    id: 'RegulatedAutoBackup',
    title: 'Regulated Automatic Backups',
    tagline: 'If your files are locked or wiped, a clean copy puts you back in business.',
  },
  KeepUpdated: {
    id: 'KeepUpdated',
    title: 'Keep Software Updated',
    tagline: 'Close the holes attackers already know about.',
  },
  DdosProtection: {
    id: 'DdosProtection',
    title: 'DDoS Protection',
    tagline: 'A bigger shield in front of your website, built to soak up floods of fake traffic.',
  },
  TrafficFiltering: {
    id: 'TrafficFiltering',
    title: 'Traffic Filtering',
    tagline: 'Firewalls, web application firewalls and rate limits that turn away bad traffic.',
  },
  VerificationProtocols: {
    id: 'VerificationProtocols',
    title: 'Verification Protocols',
    tagline: 'Before money moves, check through a channel the scammer does not control.',
  },
  DeepfakeDetection: {
    id: 'DeepfakeDetection',
    title: 'Deepfake Detection',
    tagline: 'Spotting faked faces and voices, and knowing when not to trust your eyes.',
  },
  AtmInspections: {
    id: 'AtmInspections',
    title: 'ATM Inspections',
    tagline: 'Ten seconds of looking and tugging before you insert your card.',
  },
  BackgroundChecks: {
    id: 'BackgroundChecks',
    title: 'Background Checks',
    tagline: 'Make sure new staff, contractors and suppliers are who they say they are.',
  },
  HttpsAndEncryption: {
    id: 'HttpsAndEncryption',
    title: 'HTTPS and Encryption',
    tagline: 'Scrambles data on its way so eavesdroppers cannot read or change it.',
  },
  VpnUsage: {
    id: 'VpnUsage',
    title: 'VPN Usage',
    tagline: 'An encrypted tunnel for untrusted networks, not an invisibility cloak.',
  },
  ApplicationSandboxing: {
    id: 'ApplicationSandboxing',
    title: 'Application Sandboxing',
    tagline: 'Run risky code in a sealed box, so a break-in stays inside the box.',
  },
};
