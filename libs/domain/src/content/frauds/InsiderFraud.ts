import type { FraudPage } from '../types';
import {
  ACFE_2024_LACK_OF_CONTROLS,
  ACFE_2024_REVENUE_LOST,
  ACFE_2024_TIPS,
  ADAMS_BROWN_RTTN_2024,
  AHUJA_RTTN_2024,
  FRAUD_MAGAZINE_RTTN_2024,
} from './figures';
import { FBI_DPRK_IT_WORKERS_PSA } from './sources';
import { BANK_FRAUD_LINE, INFORMATION_REGULATOR, SAPS_CASE } from './south-africa';
import { FRAUD_INDEX } from './wiki-index';

export const insiderFraudPage: FraudPage = {
  ...FRAUD_INDEX.InsiderFraud,
  whatItIs: [
    'Insider fraud is committed by an employee, contractor or partner who already has legitimate access. Examples include a bookkeeper paying invoices to their own company, a call-centre worker selling customer data, or a departing engineer copying trade secrets.',
    'Because insiders know where the money and data are, and how checks work, their schemes can run for months. The strongest protection is not suspicion of everyone, but good design: no single person controls a whole process, people only get the access they need, and someone regularly looks.',
  ],
  howItWorks: [
    'A person gains access through a normal role, or gets hired under a false identity to gain it.',
    'They notice a gap: they can both create and approve payments, or access far more data than their job needs.',
    'They start small, for example an inflated expense claim or one extra supplier payment, to test whether anyone notices.',
    'With no one checking, the scheme grows and is hidden with edited records or deleted logs.',
    'It is usually uncovered by a tip from a colleague, an audit, or by accident.',
  ],
  warningSigns: [
    'One person controls a whole process end to end and resists sharing it or taking holidays.',
    'Access to systems or data far beyond what the job needs, or access kept after a role change.',
    'Large downloads, copies to personal email or USB drives, or logins at odd hours.',
    'Records that do not reconcile, missing documents, or repeated "small mistakes" in one area.',
    'A new remote hire whose identity, history or video presence does not add up.',
  ],
  realCase: {
    title: 'Fake remote hires turn to data extortion',
    year: 2025,
    summary:
      'In January 2025 the FBI warned that North Korean IT workers, hired into remote jobs under stolen or invented identities, were no longer just drawing salaries for the regime. Once discovered, some held copied source code and company data hostage and demanded payment, and some published it. The FBI described them copying code repositories to personal accounts and harvesting login cookies, and urged employers to cross-check applicants who share the same CV text or contact details.',
    source: FBI_DPRK_IT_WORKERS_PSA,
  },
  keyNumbers: [ACFE_2024_REVENUE_LOST, ACFE_2024_TIPS, ACFE_2024_LACK_OF_CONTROLS],
  ifItHappens: [
    'Do not confront the person alone; report your concern to a manager, the internal audit team or the whistleblowing hotline.',
    'Preserve evidence: do not delete emails or files, and ask IT to keep logs.',
    "Remove or limit the person's access quickly and quietly once the organisation decides to act.",
    'Call the bank to stop or recall any suspicious payments.',
    'Report it to the police or, for online fraud, to the FBI at ic3.gov (US) or Action Fraud (UK).',
    'Fix the gap: split duties, trim access rights and schedule regular audits.',
  ],
  southAfrica: {
    figures: [],
    arrivesVia: [
      {
        channel: 'At work',
        how: 'A staff member with access to the payment system adds a "supplier" with their own bank details, or a call-centre agent sells customer records to a fraud syndicate.',
      },
      {
        channel: 'WhatsApp',
        how: 'Stolen customer lists and ID copies change hands in private groups and feed impersonation and loan fraud.',
      },
    ],
    nextTenMinutes: [
      "Do not confront the person; tell a manager, internal audit or the company's whistle-blowing line, and ask IT to keep the logs.",
      "Call your bank's fraud line to stop or recall any payment you suspect, before the money moves on.",
      'If customer or staff personal information left the company, the organisation must report the compromise to the Information Regulator on its eServices portal.',
      'Open a SAPS case with the evidence you have; a CAS number lets the bank and the insurer act.',
    ],
    reportTo: [BANK_FRAUD_LINE, INFORMATION_REGULATOR, SAPS_CASE],
  },
  sources: [FBI_DPRK_IT_WORKERS_PSA, ADAMS_BROWN_RTTN_2024, FRAUD_MAGAZINE_RTTN_2024, AHUJA_RTTN_2024],
};
