import type { FraudPage } from '../types';
import {
  IT_ONLINE_SOPHOS_2025,
  SECURITY_MAGAZINE_DBIR_2026,
  SOPHOS_2025_MEDIAN_RANSOM,
  VERIZON_2026_RANSOMWARE,
} from './figures';
import { IC3_2024_REPORT } from './sources';
import {
  BANK_FRAUD_LINE,
  BUSINESS_REPORT_SOPHOS_SA_2025,
  CYBERSECURITY_HUB,
  DOJ_RANSOMWARE_CASE,
  INFORMATION_REGULATOR,
  SAPS_CASE,
  SA_RANSOM_BACKUPS,
  SA_RANSOM_PAID,
} from './south-africa';
import { FRAUD_INDEX } from './wiki-index';

export const ransomwarePage: FraudPage = {
  ...FRAUD_INDEX.Ransomware,
  whatItIs: [
    'Ransomware is malicious software that scrambles (encrypts) the files on computers and servers so nobody can open them. A ransom note then asks for payment, usually in cryptocurrency, in exchange for a key. Many gangs also copy the data first and threaten to publish it, so a victim with backups still feels pressure to pay.',
    'Hospitals, schools, councils and small firms are all targets. Paying does not guarantee you get everything back, and it funds the next attack.',
  ],
  howItWorks: [
    'The gang gets in through an unpatched server or VPN, a stolen password, or a phishing email with a malicious attachment.',
    'They look around quietly, grab more passwords and spread to as many machines as they can.',
    'They copy valuable data out to their own servers.',
    'They delete or encrypt the backups they can reach, then encrypt everything else at once, often at night or at a weekend.',
    'A note appears on every screen with a deadline, a payment address and a threat to leak the stolen data.',
  ],
  warningSigns: [
    'Files suddenly have strange extensions and will not open, or a ransom note appears on screen.',
    'Computers slow down badly or security tools are switched off without explanation.',
    'Alerts about new administrator accounts or logins at odd hours from unusual places.',
    'Backups failing or being deleted.',
    'A phishing email with an attachment or a "shared document" shortly before the trouble starts.',
  ],
  realCase: {
    title: 'FBI decryption keys spare victims more than $800 million',
    year: 2024,
    summary:
      'In its 2024 Internet Crime Report the FBI said that, since 2022, it had handed decryption keys to ransomware victims, helping them avoid more than $800 million in ransom payments. The same report named families such as Akira, LockBit, RansomHub, Fog and Play among those most reported. The lesson: report an attack quickly, because help may already exist.',
    source: IC3_2024_REPORT,
  },
  keyNumbers: [VERIZON_2026_RANSOMWARE, SOPHOS_2025_MEDIAN_RANSOM],
  ifItHappens: [
    'Disconnect affected machines from the network (unplug the cable, turn off Wi-Fi) but do not switch them off, so evidence is kept.',
    'Call your IT team or an incident-response firm, and tell your bank and insurer.',
    'Report it to the FBI at ic3.gov (US) or Action Fraud and the NCSC (UK); they may already hold a decryption key.',
    'Do not pay or talk to the criminals before getting expert and legal advice.',
    'Restore from clean, offline backups only after the way in has been found and closed.',
    'Change all passwords, turn on multi-factor authentication and patch the hole that let them in.',
  ],
  southAfrica: {
    figures: [SA_RANSOM_PAID, SA_RANSOM_BACKUPS],
    arrivesVia: [
      {
        channel: 'Email',
        how: 'An invoice, CV or "statement" attachment opened by one staff member gives the gang its first machine.',
      },
      {
        channel: 'Website',
        how: 'An unpatched VPN, firewall or remote-desktop login facing the internet, or a password bought from an earlier leak.',
      },
      {
        channel: 'At work',
        how: 'Public bodies are targets too: ransomware encrypted all of the Department of Justice\u2019s information systems in 2021.',
      },
    ],
    nextTenMinutes: [
      'Pull the network cable and switch off Wi-Fi on the affected machines, but leave them on: evidence and sometimes keys are still in memory.',
      "Call your IT support or incident-response firm, then your bank's fraud line if payment systems or banking passwords were on those machines.",
      'Report the incident to the Cybersecurity Hub (the national CSIRT) and open a SAPS case; keep the CAS number for your insurer.',
      'If personal information of staff or customers may have been taken, the organisation must notify the Information Regulator through its eServices portal as soon as reasonably possible, and tell the people affected.',
      'Do not contact or pay the criminals before getting expert and legal advice.',
    ],
    reportTo: [CYBERSECURITY_HUB, SAPS_CASE, INFORMATION_REGULATOR, BANK_FRAUD_LINE],
    localCase: DOJ_RANSOMWARE_CASE,
  },
  sources: [IC3_2024_REPORT, SECURITY_MAGAZINE_DBIR_2026, IT_ONLINE_SOPHOS_2025, BUSINESS_REPORT_SOPHOS_SA_2025],
};
