import type { FraudPage, SourceRef } from '../types';
import { ACFE_2024 } from './sources';
import { FRAUD_INDEX } from './wiki-index';

const FBI_DPRK_PSA: SourceRef = {
  title: 'FBI public service announcement on North Korean IT workers (PSA250723-4)',
  url: 'https://www.ic3.gov/PSA/2025/PSA250723-4',
  publisher: 'FBI IC3',
  year: 2025,
};

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
    title: 'FBI warns of North Korean IT workers hired under false identities',
    year: 2025,
    summary:
      'The FBI has repeatedly warned US companies that North Korean IT workers use stolen or invented identities to get hired into remote jobs. Once inside, they draw salaries for the regime and can access company systems and data. The FBI advises employers to verify work and education history by contacting former employers and schools directly, and to insist on live video during hiring.',
    source: FBI_DPRK_PSA,
  },
  keyNumbers: [
    {
      figure: '5%',
      label: 'Share of yearly revenue organisations estimate they lose to fraud by their own people (ACFE 2024 study of cases from 2022 and 2023)',
      year: 2023,
      source: ACFE_2024,
    },
    {
      figure: '43%',
      label: 'Share of occupational frauds first detected through a tip, more than any other method',
      year: 2023,
      source: ACFE_2024,
    },
    {
      figure: '32%',
      label: 'Share of frauds made possible by a lack of internal controls',
      year: 2023,
      source: ACFE_2024,
    },
  ],
  ifItHappens: [
    'Do not confront the person alone; report your concern to a manager, the internal audit team or the whistleblowing hotline.',
    'Preserve evidence: do not delete emails or files, and ask IT to keep logs.',
    'Remove or limit the person\'s access quickly and quietly once the organisation decides to act.',
    'Call the bank to stop or recall any suspicious payments.',
    'Report it to the police or, for online fraud, to the FBI at ic3.gov (US) or Action Fraud (UK).',
    'Fix the gap: split duties, trim access rights and schedule regular audits.',
  ],
  sources: [ACFE_2024, FBI_DPRK_PSA],
};
