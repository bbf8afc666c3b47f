import type { FraudPage } from '../types';
import { FTC_2024, UK_FINANCE_2025, UK_FINANCE_2025_WHICH } from './sources';
import { FRAUD_INDEX } from './wiki-index';

export const authPushPaymentsPage: FraudPage = {
  ...FRAUD_INDEX.AuthPushPayments,
  whatItIs: [
    'Authorised push payment fraud is any scam where you make the payment yourself, through your own banking app or branch, because you have been deceived. Because you authorised it, the bank\'s usual fraud checks may not stop it and the money moves instantly.',
    'The stories vary: a "bank fraud team" telling you to move savings to a safe account, a seller of a car or concert tickets who never delivers, a builder or solicitor whose "new bank details" are fake, an investment or a romance. In the UK it is a major category of fraud, and since 7 October 2024 banks must reimburse most victims.',
  ],
  howItWorks: [
    'The scammer reaches you online (a marketplace ad, social media, dating app) or by phone, text or email.',
    'They give you a convincing reason to pay: a bargain, a deposit, an emergency, or protecting your money.',
    'They supply account details, often for an account opened by a "money mule".',
    'You send the transfer yourself, sometimes after being coached on what to tell the bank if it asks questions.',
    'The money is moved on within minutes, and the seller, "bank officer" or friend disappears.',
  ],
  warningSigns: [
    'Anyone telling you to move money to a "safe account": no real bank or police force will ever ask this.',
    'Being told what to say if your bank questions the payment.',
    'A seller who insists on bank transfer and refuses a card or the platform\'s own payment system.',
    'A price that is much lower than elsewhere, or a rush to pay before someone else does.',
    'A name-check warning from your bank (such as "Confirmation of Payee: no match") that you are told to ignore.',
  ],
  realCase: {
    title: 'UK banks must now refund most APP fraud victims',
    year: 2024,
    summary:
      'From 7 October 2024 the UK Payment Systems Regulator made reimbursement of APP fraud victims mandatory for most bank transfers. Across 2024, £267.1 million, or 59% of APP losses, was paid back to victims. In the first three months under the new rules the reimbursement rate rose to 86%, which shows why reporting quickly to your bank matters.',
    source: UK_FINANCE_2025_WHICH,
  },
  keyNumbers: [
    {
      figure: '£450.7 million',
      label: 'APP fraud losses in the UK in 2024, down 2% on 2023',
      year: 2024,
      source: UK_FINANCE_2025,
    },
    {
      figure: '~186,000',
      label: 'APP fraud cases in the UK in 2024, down 20%',
      year: 2024,
      source: UK_FINANCE_2025,
    },
    {
      figure: '70%',
      label: 'Share of UK APP fraud cases that started online',
      year: 2024,
      source: UK_FINANCE_2025,
    },
  ],
  ifItHappens: [
    'Call your bank immediately on the number on your card, or 159 in the UK, and say you have been the victim of a scam.',
    'Ask the bank to contact the receiving bank to freeze the money, and in the UK ask about reimbursement under the APP rules.',
    'Keep all evidence: messages, adverts, account details, receipts and call logs.',
    'Report it to Action Fraud (UK), or to the FTC at reportfraud.ftc.gov and the FBI at ic3.gov (US).',
    'Report the seller\'s profile or ad to the platform where you found it.',
    'Do not pay anyone who offers to recover your money for a fee.',
  ],
  sources: [UK_FINANCE_2025, UK_FINANCE_2025_WHICH, FTC_2024],
};
