import type { FraudPage, SourceRef } from '../types';
import { ACFE_2024, FBI_BEC_PSA_2024 } from './sources';
import { FRAUD_INDEX } from './wiki-index';

const RIMASAUSKAS: SourceRef = {
  title: 'Man admits conning Facebook and Google out of $122 million',
  url: 'https://www.techspot.com/news/79341-man-admits-conning-facebook-google-out-122-million.html',
  publisher: 'TechSpot',
  year: 2019,
};

export const accAndInvFraudPage: FraudPage = {
  ...FRAUD_INDEX.AccAndInvFraud,
  whatItIs: [
    'Accounting and invoice fraud covers schemes that cheat an organisation through its own paperwork. Outsiders send invoices for goods never delivered, or pose as a real supplier with new bank details. Insiders set up a fake supplier and approve its bills, pad expenses, or "cook the books" so the accounts look healthier than they are.',
    'These frauds hide inside routine work, so they can run for months. The classic protections are boring but powerful: different people order, approve and pay; every invoice is matched to an order and a delivery; bank-detail changes are confirmed by phone; and someone independent audits the accounts.',
  ],
  howItWorks: [
    'The fraudster studies who the organisation buys from, how invoices are approved and who pays them.',
    'They create a convincing invoice, often copying a real supplier\'s layout, or register a look-alike company name.',
    'The invoice is sent to accounts payable, sometimes with forged contracts or an urgent note from a "manager".',
    'With no check against a purchase order or delivery, or with one person doing every step, the invoice is paid.',
    'The money is moved on quickly; an insider may also alter records so the payments look legitimate.',
  ],
  warningSigns: [
    'Invoices from a supplier you cannot match to any purchase order or delivery.',
    'A supplier asking to change bank details, especially to an account in another country.',
    'New suppliers with only a PO box, a personal bank account, or an address matching an employee\'s.',
    'Invoice amounts just under the approval limit, round numbers, or duplicate invoice numbers.',
    'One person who creates suppliers, approves invoices and releases payments, and never takes leave.',
  ],
  realCase: {
    title: 'Fake supplier invoices cost Facebook and Google over $100 million',
    year: 2019,
    summary:
      'Between 2013 and 2015 a Lithuanian man, Evaldas Rimasauskas, sent Facebook and Google invoices posing as Quanta Computer, a real Taiwanese hardware supplier both firms used. He registered a company with the same name in Latvia and forged contracts and letters to back up the bills. Google paid about $23 million and Facebook about $99 million before the fraud was spotted. In 2019 he pleaded guilty to wire fraud and agreed to return almost $50 million.',
    source: RIMASAUSKAS,
  },
  keyNumbers: [
    {
      figure: '$766,000',
      label: 'Median loss from financial statement fraud, the costliest kind of occupational fraud, though only 5% of cases',
      year: 2024,
      source: ACFE_2024,
    },
    {
      figure: '89%',
      label: 'Share of occupational fraud cases involving asset misappropriation, such as billing schemes, with a median loss of $120,000',
      year: 2024,
      source: ACFE_2024,
    },
    {
      figure: '5%',
      label: 'Share of yearly revenue the typical organisation loses to occupational fraud',
      year: 2024,
      source: ACFE_2024,
    },
  ],
  ifItHappens: [
    'Stop any pending payments on the suspicious invoice and call your bank to recall payments already sent.',
    'Call the real supplier on the number already on file to confirm what they actually billed.',
    'Keep the invoices, emails, contracts and system records; do not alert a suspected insider yet.',
    'Tell senior management, internal audit or the audit committee, and consider an external forensic accountant.',
    'Report it to the police, or to the FBI at ic3.gov (US) or Action Fraud (UK).',
    'Fix the process: three-way match of order, delivery and invoice, two approvers for payments and supplier changes, and regular audits.',
  ],
  sources: [ACFE_2024, FBI_BEC_PSA_2024, RIMASAUSKAS],
};
