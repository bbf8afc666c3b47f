import type { DefensePage } from '../types';
import { FBI_DPRK_IT_WORKERS_PSA_2025, KNOWBE4_FBI_DPRK } from './sources';
import { DEFENSE_INDEX } from './wiki-index';

export const backgroundChecksPage: DefensePage = {
  ...DEFENSE_INDEX.BackgroundChecks,
  whatItIs: [
    'A background check confirms facts about a person or company before you trust them: identity, right to work, past jobs, qualifications, and, where the law allows and the role justifies it, criminal or credit history. The same idea applies to new suppliers.',
    'It matters more now that hiring is often remote. The FBI has warned that North Korean IT workers get remote jobs at Western companies under stolen or invented identities, earn money for the regime, and, once found out, have held company code and data to ransom.',
    'Checks are a partial defense. They screen out fake identities and some known risks, but a clean record only tells you about the past, and many people who commit fraud at work have no earlier record.',
  ],
  howItWorks: [
    'Check identity documents carefully for errors and mismatches, and confirm the right to work through official services such as E-Verify in the US.',
    'Verify past jobs and qualifications by contacting former employers and schools directly, using contact details you find yourself.',
    'For remote hires, hold live video interviews and, where possible, meet in person; watch for a different person turning up to do the work. The FBI also advises cross-checking your HR records for other applicants who share the same CV text or contact details.',
    'Vet new suppliers: check the company exists, its registered details and bank account, before the first payment.',
    'Match the depth of the check to the role: people who handle money or admin access get a closer look, with consent and within the law.',
  ],
  tradeOffs: [
    'Costs money per check and slows hiring by days or weeks.',
    'Privacy and discrimination laws limit what you may check and how you may use it; get consent and be fair and consistent.',
    'A clean check is not a guarantee: people change, and first-time offenders have no record to find.',
    'Synthetic identities can build a believable credit history, so a credit file alone can be fooled.',
    'It does nothing against outside attacks such as phishing, DDoS or malware.',
  ],
  authorities: [
    {
      label: 'FBI PSA I-012325-PSA: North Korean IT workers conducting data extortion',
      url: 'https://www.ic3.gov/PSA/2025/PSA250123',
    },
  ],
  figures: [],
  sources: [FBI_DPRK_IT_WORKERS_PSA_2025, KNOWBE4_FBI_DPRK],
};
