import type { FraudPage, SourceRef } from '../types';
import {
  ACFE_2024_ASSET_MISAPPROPRIATION,
  ACFE_2024_FINANCIAL_STATEMENT,
  ACFE_2024_REVENUE_LOST,
  ADAMS_BROWN_RTTN_2024,
} from './figures';
import { FBI_BEC_PSA_2024 } from './sources';
import { BANK_FRAUD_LINE, SAPS_CASE } from './south-africa';
import { FRAUD_INDEX } from './wiki-index';

const RIMASAUSKAS: SourceRef = {
  title:
    'US Attorney, SDNY: Lithuanian man sentenced to 5 years in prison for theft of over $120 million in fraudulent business email compromise scheme',
  url: 'https://www.justice.gov/usao-sdny/pr/lithuanian-man-sentenced-5-years-prison-theft-over-120-million-fraudulent-business',
  publisher: 'US Department of Justice',
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
    "They create a convincing invoice, often copying a real supplier's layout, or register a look-alike company name.",
    'The invoice is sent to accounts payable, sometimes with forged contracts or an urgent note from a "manager".',
    'With no check against a purchase order or delivery, or with one person doing every step, the invoice is paid.',
    'The money is moved on quickly; an insider may also alter records so the payments look legitimate.',
  ],
  warningSigns: [
    'Invoices from a supplier you cannot match to any purchase order or delivery.',
    'A supplier asking to change bank details, especially to an account in another country.',
    "New suppliers with only a PO box, a personal bank account, or an address matching an employee's.",
    'Invoice amounts just under the approval limit, round numbers, or duplicate invoice numbers.',
    'One person who creates suppliers, approves invoices and releases payments, and never takes leave.',
  ],
  realCase: {
    title: 'Fake supplier invoices take over $120 million from two tech giants',
    year: 2019,
    summary:
      "From 2013 to 2015 Evaldas Rimasauskas posed as a real Asian computer-hardware maker that two large US internet companies (reported to be Facebook and Google) bought from. He registered a company with the same name in Latvia and sent forged invoices, contracts and letters telling the companies' staff to pay its accounts. They paid more than $120 million. He pleaded guilty and in December 2019 was sentenced to five years in prison and ordered to forfeit about $49.7 million. Matching each invoice to an order, and confirming the supplier's bank details by phone, would have stopped it.",
    source: RIMASAUSKAS,
  },
  keyNumbers: [ACFE_2024_FINANCIAL_STATEMENT, ACFE_2024_ASSET_MISAPPROPRIATION, ACFE_2024_REVENUE_LOST],
  ifItHappens: [
    'Stop any pending payments on the suspicious invoice and call your bank to recall payments already sent.',
    'Call the real supplier on the number already on file to confirm what they actually billed.',
    'Keep the invoices, emails, contracts and system records; do not alert a suspected insider yet.',
    'Tell senior management, internal audit or the audit committee, and consider an external forensic accountant.',
    'Report it to the police, or to the FBI at ic3.gov (US) or Action Fraud (UK).',
    'Fix the process: three-way match of order, delivery and invoice, two approvers for payments and supplier changes, and regular audits.',
  ],
  southAfrica: {
    figures: [],
    arrivesVia: [
      {
        channel: 'Email',
        how: 'An invoice from a "supplier" for work nobody ordered, or a familiar supplier\'s letter announcing new bank details, timed for month-end payment runs.',
      },
      {
        channel: 'At work',
        how: "A staff member who can both add suppliers and release payments creates a supplier that pays into their own or a relative's account.",
      },
    ],
    nextTenMinutes: [
      "Hold every pending payment to the suspect supplier and call your bank's fraud line about payments already made.",
      'Phone the real supplier on the number in your own records to confirm what it billed and which account it uses.',
      'Keep the invoices, emails and system logs, and tell management or internal audit without alerting a suspected insider.',
      'Open a SAPS case with the evidence so the bank and your insurer can act.',
    ],
    reportTo: [BANK_FRAUD_LINE, SAPS_CASE],
  },
  sources: [ADAMS_BROWN_RTTN_2024, FBI_BEC_PSA_2024, RIMASAUSKAS],
};
