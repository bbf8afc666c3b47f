import type { DefensePage } from '../types';
import {
  FBI_BEC_PSA_2024,
  MITRE_M1021,
  MITRE_M1049,
  MITRE_M1054,
  MITRE_T1566,
  VERIZON_DBIR_2024,
} from './sources';

export const emailFilteringPage: DefensePage = {
  id: 'EmailFiltering',
  title: 'Email Filtering',
  tagline: 'Stop the bait before it reaches the inbox.',
  whatItIs: [
    'Email filtering checks every incoming message before you see it. It blocks or quarantines known scams, dangerous attachments and links to bad websites, and warns you about messages that pretend to come from someone they do not.',
    'Email is where most phishing starts, and people react fast: Verizon measured a median of 21 seconds from opening a phishing email to clicking its link. A filter that removes the message means nobody has to make that split-second call.',
    'Filtering also relies on three email standards, SPF, DKIM and DMARC, that let a receiving server check whether a message really came from the domain it claims.',
  ],
  howItWorks: [
    'Turn on the spam, phishing and malware protection in your email service; most business plans include it.',
    'Publish SPF, DKIM and DMARC records for your own domain so others can reject fakes of it, and check incoming mail against them.',
    'Scan attachments for malware and rewrite or check links when they are clicked, blocking known bad sites.',
    'Flag external senders and look-alike domains (for example a letter swapped in your supplier’s name).',
    'Give users a one-click "report phishing" button so new scams teach the filter.',
  ],
  tradeOffs: [
    'Usually included in business email plans; advanced add-ons cost extra per user.',
    'False positives: real invoices or newsletters can land in quarantine and be missed.',
    'Some phishing always gets through, so people still need training.',
    'Business email compromise is often plain text with no link or attachment, sometimes sent from a real but hacked account, so filters catch only part of it.',
    'It only covers email: scam calls, texts and social media messages go around it.',
  ],
  authorities: [
    { label: 'MITRE ATT&CK M1049 Antivirus/Antimalware', url: 'https://attack.mitre.org/mitigations/M1049' },
    { label: 'MITRE ATT&CK M1054 Software Configuration (SPF, DKIM, DMARC)', url: 'https://attack.mitre.org/mitigations/M1054' },
    { label: 'MITRE ATT&CK M1021 Restrict Web-Based Content', url: 'https://attack.mitre.org/mitigations/M1021' },
  ],
  sources: [MITRE_T1566, MITRE_M1049, MITRE_M1054, MITRE_M1021, VERIZON_DBIR_2024, FBI_BEC_PSA_2024],
  quiz: [
    {
      id: 'EmailFiltering-1',
      prompt: 'Email filtering is a strong counter to which fraud?',
      choices: ['ATM skimming', 'Insider fraud', 'Phishing', 'SIM swap'],
      answerIndex: 2,
      explanation: 'Most phishing arrives by email. Filtering links, attachments and spoofed senders removes much of it before anyone can click.',
      matrixClaim: { fraudId: 'Phishing', defenseId: 'EmailFiltering', effectiveness: 2 },
    },
    {
      id: 'EmailFiltering-2',
      prompt: 'Why does email filtering only partly help against business email compromise?',
      choices: [
        'Because those emails are always encrypted',
        'Because they often contain no link or attachment and may come from a real, hacked account',
        'Because filters only work on weekends',
      ],
      answerIndex: 1,
      explanation: 'A short, polite request to change bank details has nothing malicious to scan. Verification and a second approver do the heavy lifting.',
    },
    {
      id: 'EmailFiltering-3',
      prompt: 'What do SPF, DKIM and DMARC help a mail server check?',
      choices: [
        'Whether a message really comes from the domain it claims',
        'Whether the sender’s spelling is correct',
        'Whether the recipient has read the message',
      ],
      answerIndex: 0,
      explanation: 'These standards let receiving servers spot and reject mail that fakes a domain, which cuts down spoofed phishing.',
    },
  ],
};
