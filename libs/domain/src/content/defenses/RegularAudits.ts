import type { DefensePage } from '../types';
import { ACFE_2024_INTERNAL_AUDIT, ACFE_2024_MANAGEMENT_REVIEW, ADAMS_BROWN_RTTN_2024 } from '../frauds/figures';
import { MITRE_M1016, MITRE_M1047 } from './sources';
import { DEFENSE_INDEX } from './wiki-index';

export const regularAuditsPage: DefensePage = {
  ...DEFENSE_INDEX.RegularAudits,
  whatItIs: [
    'An audit is a structured check that things are what they should be. In a business, that means the books, payments and supplier lists. In IT, it means who has access to what, which software is installed and how systems are set up.',
    'Audits find what slipped through: a fake supplier, a payment to the wrong account, a former employee who can still log in, a weak default password. The ACFE’s 2024 study of workplace fraud found internal audit uncovered 14% of cases and management review another 13%, as reported by Adams Brown.',
    'Audits also deter. People are far less tempted to cheat when they know someone will look, and surprise audits add to that effect.',
  ],
  howItWorks: [
    'Reconcile bank statements and payments against invoices and approved suppliers every month.',
    'Review the supplier list: look for new vendors, changed bank details, duplicate invoices and payments just under approval limits.',
    'Review accounts and permissions: remove leavers, dormant accounts and access people no longer need.',
    'Check system settings and scan for known weaknesses, such as exposed remote access, default passwords and missing updates.',
    'Add occasional surprise checks, and make sure findings are followed up and fixed, not just filed.',
  ],
  tradeOffs: [
    'Takes time and skilled people; an outside auditor costs money.',
    'An audit looks back: it finds problems after they happen, sometimes months later.',
    'Audits sample, so a careful fraudster can hide in what was not checked.',
    'A report nobody acts on changes nothing. The value is in the follow-up.',
    'Audits do little against fast attacks from outside, such as a flood of traffic or a scam phone call happening right now.',
  ],
  authorities: [
    { label: 'MITRE ATT&CK M1047 Audit', url: 'https://attack.mitre.org/mitigations/M1047' },
    { label: 'MITRE ATT&CK M1016 Vulnerability Scanning', url: 'https://attack.mitre.org/mitigations/M1016' },
    {
      label: 'ACFE Occupational Fraud 2024: A Report to the Nations',
      url: 'https://legacy.acfe.com/report-to-the-nations/2024/',
    },
  ],
  figures: [ACFE_2024_INTERNAL_AUDIT, ACFE_2024_MANAGEMENT_REVIEW],
  sources: [ADAMS_BROWN_RTTN_2024, MITRE_M1047, MITRE_M1016],
};
