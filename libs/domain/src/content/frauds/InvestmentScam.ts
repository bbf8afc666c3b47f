import type { FraudPage, SourceRef } from '../types';
import {
  DIAMOND_UK_FINANCE_2026,
  IC3_2025_INVESTMENT_LOSSES,
  RANKITEO_IC3_2025,
  UK_FINANCE_2025_INVESTMENT_SCAMS,
} from './figures';
import { BANK_FRAUD_LINE, CAPITEC_SCAMS_MONEY_SMART, FSCA_CHECK, MTI_CASE, SAPS_CASE } from './south-africa';
import { FRAUD_INDEX } from './wiki-index';

const DOJ_PIG_BUTCHERING: SourceRef = {
  title:
    'US Department of Justice: Justice Department seizes over $112M in funds linked to cryptocurrency investment schemes',
  url: 'https://www.justice.gov/opa/pr/justice-department-seizes-over-112m-funds-linked-cryptocurrency-investment-schemes',
  publisher: 'US Department of Justice',
  year: 2023,
};

export const investmentScamPage: FraudPage = {
  ...FRAUD_INDEX.InvestmentScam,
  whatItIs: [
    'Investment scams persuade people to put money into something that does not exist: a crypto trading app, a forex robot, a "pre-IPO" share offer or a high-interest bond. The website or app looks professional and shows your balance growing, but the numbers are invented and the money goes straight to the criminals.',
    'A fast-growing version starts as a friendship or romance on a dating app, social media or a "wrong number" text. After weeks of chat, the new friend shares their investing success and guides you to the platform. This is often called "pig butchering" because victims are "fattened up" before the final loss. It is the costliest type of fraud reported to the FBI and the FTC.',
  ],
  howItWorks: [
    'You meet the scammer online, in a group chat, or through an ad that may use a fake celebrity endorsement.',
    'They build trust over days or weeks and mention how much they earn from a special platform or strategy.',
    'You start small, see quick "profits" and may even be allowed to withdraw a little, which makes it feel real.',
    'You are encouraged to invest more, often by bank transfer or crypto, sometimes borrowing or cashing in savings.',
    'When you try to withdraw, you are told to pay "taxes" or "fees" first, then the platform and your contact vanish.',
  ],
  warningSigns: [
    'Guaranteed or unusually high returns with "no risk".',
    'Someone you have only met online steering the conversation to investing.',
    'Pressure to pay by crypto, bank transfer to a personal account, or gift cards.',
    "A platform or firm that is not on the financial regulator's register, or a website set up only weeks ago.",
    'Having to pay a fee or tax before you can withdraw your own money.',
    'Being asked to keep the investment secret from family or your bank.',
  ],
  realCase: {
    title: 'US seizes $112 million linked to "pig butchering" scams',
    year: 2023,
    summary:
      'In April 2023 the US Department of Justice seized more than $112 million in cryptocurrency from six accounts used to launder money from investment scams. Victims had been contacted through social media, dating sites and "misdialled" texts, befriended, and then steered onto fake crypto trading platforms. Prosecutors said the funds would be returned to victims where possible.',
    source: DOJ_PIG_BUTCHERING,
  },
  keyNumbers: [IC3_2025_INVESTMENT_LOSSES, UK_FINANCE_2025_INVESTMENT_SCAMS],
  ifItHappens: [
    'Stop sending money, including any "fee" to unlock a withdrawal; that is part of the scam.',
    'Call your bank or card provider straight away and ask them to stop or recall payments.',
    'Save everything: chat logs, website addresses, wallet addresses and transaction IDs.',
    'Report it to the FBI at ic3.gov and the FTC at reportfraud.ftc.gov (US), or Action Fraud and the FCA (UK).',
    'Beware of "recovery" companies that contact you promising to get your money back for a fee; they are usually scammers too.',
    'Tell someone you trust; these scams are designed to isolate you.',
  ],
  southAfrica: {
    figures: [],
    arrivesVia: [
      {
        channel: 'WhatsApp',
        how: 'A "trading group" where members post screenshots of big returns, and a friendly "mentor" who moves you to a private chat and a trading app.',
      },
      {
        channel: 'Social media',
        how: 'Ads that promise to double your money in days, often with a deepfaked public figure or a promoter showing off an expensive lifestyle.',
      },
      {
        channel: 'Website',
        how: "A crypto or forex platform that looks licensed but is not on the FSCA's register, and shows profits that exist only on screen.",
      },
    ],
    nextTenMinutes: [
      'Stop paying, including any "fee" or "tax" to unlock a withdrawal: that is the same scam asking for more.',
      "Check the firm and the person on the FSCA's register of licensed financial services providers, and report an unlicensed one to the FSCA.",
      "Call your bank's fraud line about recent transfers and card payments, and keep the chats, wallet addresses and receipts.",
      'Open a SAPS case; ignore anyone who later offers to "recover" your money for a fee.',
    ],
    reportTo: [FSCA_CHECK, BANK_FRAUD_LINE, SAPS_CASE],
    localCase: MTI_CASE,
  },
  sources: [RANKITEO_IC3_2025, DIAMOND_UK_FINANCE_2026, DOJ_PIG_BUTCHERING, CAPITEC_SCAMS_MONEY_SMART],
};
