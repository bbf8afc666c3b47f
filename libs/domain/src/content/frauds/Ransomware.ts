import type { FraudPage } from '../types';
import { IC3_2024_REPORT, SOPHOS_2024 } from './sources';
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
      'In its 2024 Internet Crime Report the FBI said that, since 2022, it had handed decryption keys to ransomware victims, helping them avoid more than $800 million in ransom payments. The same report counted 3,156 ransomware complaints in 2024 and named families such as Akira, LockBit, RansomHub, Fog and Play. The lesson: report an attack quickly, because help may already exist.',
    source: IC3_2024_REPORT,
  },
  keyNumbers: [
    {
      figure: '3,156',
      label: 'Ransomware complaints made to the FBI in 2024, up 9% on the year before',
      year: 2024,
      source: IC3_2024_REPORT,
    },
    {
      figure: '$2.0 million',
      label: 'Median ransom paid by the organisations that paid, in Sophos\'s survey of early 2024 about the year before (up from $400,000 a year earlier); the mean was higher, as a few huge payments pull it up',
      year: 2023,
      source: SOPHOS_2024,
    },
    {
      figure: '$2.73 million',
      label: 'Average cost to recover from an attack, not counting any ransom (same Sophos survey)',
      year: 2023,
      source: SOPHOS_2024,
    },
    {
      figure: '32%',
      label: 'Share of attacks with a known cause that started with an exploited software vulnerability, the most common way in (same Sophos survey)',
      year: 2023,
      source: SOPHOS_2024,
    },
  ],
  ifItHappens: [
    'Disconnect affected machines from the network (unplug the cable, turn off Wi-Fi) but do not switch them off, so evidence is kept.',
    'Call your IT team or an incident-response firm, and tell your bank and insurer.',
    'Report it to the FBI at ic3.gov (US) or Action Fraud and the NCSC (UK); they may already hold a decryption key.',
    'Do not pay or talk to the criminals before getting expert and legal advice.',
    'Restore from clean, offline backups only after the way in has been found and closed.',
    'Change all passwords, turn on multi-factor authentication and patch the hole that let them in.',
  ],
  sources: [IC3_2024_REPORT, SOPHOS_2024],
};
