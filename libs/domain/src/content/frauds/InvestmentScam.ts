import type { FraudPage, SourceRef } from '../types';
import { FTC_2024, IC3_2024_REPORT, UK_FINANCE_2025 } from './sources';
import { FRAUD_INDEX } from './wiki-index';

const DOJ_PIG_BUTCHERING: SourceRef = {
  title: 'DOJ seizes $112M tied to cryptocurrency schemes',
  url: 'https://cryptoslate.com/doj-seizes-112m-tied-to-cryptocurrency-schemes',
  publisher: 'CryptoSlate, reporting a US Department of Justice announcement',
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
    'A platform or firm that is not on the financial regulator\'s register, or a website set up only weeks ago.',
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
  keyNumbers: [
    {
      figure: '$6.57 billion',
      label: 'Investment fraud losses reported to the FBI in 2024, the largest of any crime type',
      year: 2024,
      source: IC3_2024_REPORT,
    },
    {
      figure: '$5.7 billion',
      label: 'Investment scam losses reported to the US FTC in 2024, up 24%',
      year: 2024,
      source: FTC_2024,
    },
    {
      figure: 'Over $9,000',
      label: 'Median loss for people who lost money to an investment scam, per FTC data',
      year: 2024,
      source: FTC_2024,
    },
    {
      figure: '£144.4 million',
      label: 'UK authorised push payment losses to investment scams in 2024, up 34%',
      year: 2024,
      source: UK_FINANCE_2025,
    },
  ],
  ifItHappens: [
    'Stop sending money, including any "fee" to unlock a withdrawal; that is part of the scam.',
    'Call your bank or card provider straight away and ask them to stop or recall payments.',
    'Save everything: chat logs, website addresses, wallet addresses and transaction IDs.',
    'Report it to the FBI at ic3.gov and the FTC at reportfraud.ftc.gov (US), or Action Fraud and the FCA (UK).',
    'Beware of "recovery" companies that contact you promising to get your money back for a fee; they are usually scammers too.',
    'Tell someone you trust; these scams are designed to isolate you.',
  ],
  sources: [IC3_2024_REPORT, FTC_2024, UK_FINANCE_2025, DOJ_PIG_BUTCHERING],
};
