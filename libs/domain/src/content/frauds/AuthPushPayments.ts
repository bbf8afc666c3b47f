import type { FraudPage, SourceRef } from '../types';
import { DIAMOND_UK_FINANCE_2026, UK_FINANCE_2025_APP_LOSSES, UK_FINANCE_2025_APP_ONLINE } from './figures';
import {
  BANK_FRAUD_LINE,
  CAPITEC_FRAUD_CENTRE,
  CAPITEC_PAYSHAP_REQUEST,
  SAPS_CASE,
  SA_DIGITAL_BANKING_LOSSES,
  THEAFRICA_SABRIC_2024,
} from './south-africa';
import { FRAUD_INDEX } from './wiki-index';

const PSR_ONE_YEAR_ON: SourceRef = {
  title: 'Payment Systems Regulator: One year on, the impact of APP reimbursement on victims',
  url: 'https://www.psr.org.uk/news-and-updates/latest-news/news/one-year-on-impact-of-app-reimbursement-on-victims/',
  publisher: 'UK Payment Systems Regulator',
  year: 2025,
};

export const authPushPaymentsPage: FraudPage = {
  ...FRAUD_INDEX.AuthPushPayments,
  whatItIs: [
    "Authorised push payment fraud is any scam where you make the payment yourself, through your own banking app or branch, because you have been deceived. Because you authorised it, the bank's usual fraud checks may not stop it and the money moves instantly.",
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
    "A seller who insists on bank transfer and refuses a card or the platform's own payment system.",
    'A price that is much lower than elsewhere, or a rush to pay before someone else does.',
    'A name-check warning from your bank (such as "Confirmation of Payee: no match") that you are told to ignore.',
  ],
  realCase: {
    title: 'UK banks must now refund most APP fraud victims',
    year: 2025,
    summary:
      'From 7 October 2024 the UK Payment Systems Regulator made banks and payment firms reimburse most victims of authorised push payment scams, up to \u00a385,000. A year later it reported that 88% of the money victims lost and claimed back had been returned, against 66% over the same months a year earlier, and that most claims were settled within five business days. Claims also fell by about 15%, which the regulator put down to banks stopping more scam payments before they left.',
    source: PSR_ONE_YEAR_ON,
  },
  keyNumbers: [UK_FINANCE_2025_APP_LOSSES, UK_FINANCE_2025_APP_ONLINE],
  ifItHappens: [
    'Call your bank immediately on the number on your card, or 159 in the UK, and say you have been the victim of a scam.',
    'Ask the bank to contact the receiving bank to freeze the money, and in the UK ask about reimbursement under the APP rules.',
    'Keep all evidence: messages, adverts, account details, receipts and call logs.',
    'Report it to Action Fraud (UK), or to the FTC at reportfraud.ftc.gov and the FBI at ic3.gov (US).',
    "Report the seller's profile or ad to the platform where you found it.",
    'Do not pay anyone who offers to recover your money for a fee.',
  ],
  southAfrica: {
    figures: [SA_DIGITAL_BANKING_LOSSES],
    arrivesVia: [
      {
        channel: 'PayShap',
        how: 'A "buyer" for something you sell online sends a PayShap Request instead of paying you; approving it sends your money to them. You can simply decline a request you do not recognise.',
      },
      {
        channel: 'Phone call',
        how: 'A "bank official" says your account is under attack and talks you into moving money or approving transactions in the app, which your bank says it will never ask.',
      },
      {
        channel: 'WhatsApp',
        how: 'A friend\'s or relative\'s hijacked account asks for an urgent instant payment or cash-send, "just until tomorrow".',
      },
    ],
    nextTenMinutes: [
      "Call your bank's fraud line on the number on your card straight away and say you were scammed into paying; instant payments move on within minutes, so ask for the receiving account to be flagged.",
      'Decline any further payment requests and do not approve prompts you did not start.',
      'Keep the chat, the ad, the requesting name and number, and the payment reference.',
      "Open a SAPS case and give the CAS number to the bank; report the seller's profile to the platform.",
    ],
    reportTo: [BANK_FRAUD_LINE, SAPS_CASE],
  },
  sources: [
    DIAMOND_UK_FINANCE_2026,
    PSR_ONE_YEAR_ON,
    CAPITEC_PAYSHAP_REQUEST,
    CAPITEC_FRAUD_CENTRE,
    THEAFRICA_SABRIC_2024,
  ],
};
