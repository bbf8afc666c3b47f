import type { DefensePage } from '../types';
import { FBI_BEC_PSA_2024, MITRE_M1021, MITRE_M1049, MITRE_M1054, MITRE_T1566 } from './sources';
import { DEFENSE_INDEX } from './wiki-index';

export const emailFilteringPage: DefensePage = {
  ...DEFENSE_INDEX.EmailFiltering,
  whatItIs: [
    'Email filtering checks every incoming message before you see it. It blocks or quarantines known scams, dangerous attachments and links to bad websites, and warns you about messages that pretend to come from someone they do not.',
    'Email is where most phishing starts, and people react fast: someone who falls for a phishing email often clicks within seconds of opening it. A filter that removes the message means nobody has to make that split-second call.',
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
    {
      label: 'MITRE ATT&CK M1054 Software Configuration (SPF, DKIM, DMARC)',
      url: 'https://attack.mitre.org/mitigations/M1054',
    },
    { label: 'MITRE ATT&CK M1021 Restrict Web-Based Content', url: 'https://attack.mitre.org/mitigations/M1021' },
  ],
  figures: [],
  sources: [MITRE_T1566, MITRE_M1049, MITRE_M1054, MITRE_M1021, FBI_BEC_PSA_2024],
};
