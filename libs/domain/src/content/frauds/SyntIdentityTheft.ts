import type { FraudPage, SourceRef } from '../types';
import { CIFAS_2025_CASES, CIFAS_2025_IDENTITY_SHARE, CIFAS_FRAUDSCAPE_2026 } from './figures';
import { FBI_GENAI_PSA } from './sources';
import {
  EXPERIAN_CASE,
  INFORMATION_REGULATOR,
  SAFPS_REGISTRATION,
  SAPS_CASE,
  SARS_IDENTITY_FRAUD,
} from './south-africa';
import { FRAUD_INDEX } from './wiki-index';

const FED_SYNTHETIC: SourceRef = {
  title: 'Federal Reserve System white paper examines the challenges of identifying synthetic identity payments fraud',
  url: 'https://fedpaymentsimprovement.org/news/press-releases/federal-reserve-system-white-paper-examines-the-challenges-of-identifying-synthetic-identity-payments-fraud/',
  publisher: 'Federal Reserve',
  year: 2019,
};

export const syntIdentityTheftPage: FraudPage = {
  ...FRAUD_INDEX.SyntIdentityTheft,
  whatItIs: [
    'Synthetic identity theft creates a person who does not exist. The criminal takes one real piece of data, often a US Social Security number belonging to a child, an elderly person or someone who has died, and combines it with a made-up name, date of birth and address. Because there is no single real victim checking their credit, the fraud can grow unnoticed for years.',
    'The fake person opens accounts, pays on time to build a good credit score, and then maxes out every card and loan at once, a so-called "bust-out". The losses land on lenders, and the real owner of the number may find problems only when applying for their first job or loan.',
  ],
  howItWorks: [
    'The criminal obtains a real identity number from a data breach, often one that is not being used for credit.',
    'They add a fake name, birth date and address, and may use AI tools to create ID documents and selfies.',
    'They apply for credit; the first application is often refused, but it creates a credit file.',
    'They build the file for months, for example by being added as an authorised user on someone else\'s card ("piggybacking") and paying small bills on time.',
    'When the credit limits are high, they borrow the maximum everywhere and disappear.',
  ],
  warningSigns: [
    'Post, bills or credit offers arriving at your address in a name you do not know.',
    'A child or elderly relative receiving credit card offers, collection letters or a tax notice.',
    'Being refused credit or a benefit because "the number is already in use".',
    'For lenders: a thin credit file that grows unusually fast, several applicants sharing one phone or address, or ID photos that look edited or AI-generated.',
  ],
  realCase: {
    title: 'Federal Reserve names synthetic identity fraud the fastest-growing financial crime',
    year: 2019,
    summary:
      'In 2019 the US Federal Reserve published research calling synthetic identity fraud the fastest-growing type of financial crime in the United States. It estimated that in 2016 lenders lost $6 billion to it and that it drove around 20% of credit losses, and that the average charge-off per case was about $15,000. It also warned that traditional fraud models miss most synthetic identities.',
    source: FED_SYNTHETIC,
  },
  keyNumbers: [CIFAS_2025_CASES, CIFAS_2025_IDENTITY_SHARE],
  ifItHappens: [
    "Get your credit reports (and your children's) from the credit bureaus and look for accounts you do not recognise.",
    'Place a credit freeze with each bureau; in the US it is free and also works for children.',
    'Contact each lender on the report to dispute fraudulent accounts in writing.',
    'Report it to the FTC at IdentityTheft.gov (US) or Action Fraud (UK), and keep the reference number.',
    'If tax or benefit records are affected, contact the tax authority (the IRS in the US, HMRC in the UK).',
  ],
  southAfrica: {
    figures: [],
    arrivesVia: [
      {
        channel: 'WhatsApp',
        how: 'A "job offer", prize or loan agent asks for a copy of your ID and a selfie, which end up in credit applications under a mix of your details and invented ones.',
      },
      {
        channel: 'Website',
        how: 'Loan and store-card applications made online with an ID number from a data leak and a new phone number and address.',
      },
      {
        channel: 'SARS eFiling',
        how: 'A tax profile registered or taken over with your ID number, so refunds or records are changed without you knowing.',
      },
    ],
    nextTenMinutes: [
      'Apply for free SAFPS Protective Registration (011 867 2234 or the SAFPS app) so member lenders check any application in your name more closely.',
      'Ask the credit bureaus for your credit report and dispute every account you do not recognise with the lender concerned.',
      'If your ID document was lost or stolen, report it at a SAPS station and keep the CAS number; SAFPS and lenders ask for it.',
      "If an organisation leaked your details and will not explain, lodge a complaint with the Information Regulator; if your tax profile is affected, use SARS's identity-fraud channels.",
    ],
    reportTo: [SAFPS_REGISTRATION, SAPS_CASE, INFORMATION_REGULATOR],
    localCase: EXPERIAN_CASE,
  },
  sources: [CIFAS_FRAUDSCAPE_2026, FED_SYNTHETIC, FBI_GENAI_PSA, SARS_IDENTITY_FRAUD],
};
