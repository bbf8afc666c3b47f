import type { FraudPage, SourceRef } from '../types';
import {
  DIAMOND_UK_FINANCE_2026,
  FICO_2023_BANK_ATMS,
  FICO_2023_DEBIT_CARDS,
  FICO_SKIMMING_2023,
  UK_FINANCE_2025_UNAUTHORISED,
} from './figures';
import {
  BANK_FRAUD_LINE,
  POSTBANK_CASE,
  SABRIC_2023_RELEASE,
  SAPS_CASE,
  SA_CARD_NOT_PRESENT_SHARE,
  SA_FINANCIAL_CRIME_LOSSES,
  STOCKS24_SABRIC_2024,
} from './south-africa';
import { FRAUD_INDEX } from './wiki-index';

const FBI_SKIMMING: SourceRef = {
  title: 'FBI: Skimming',
  url: 'https://www.fbi.gov/how-we-can-help-you/safety-resources/scams-and-safety/common-scams-and-crimes/skimming',
  publisher: 'FBI',
  year: 2025,
};

export const atmSkimmingPage: FraudPage = {
  ...FRAUD_INDEX.AtmSkimming,
  whatItIs: [
    'Skimming is the theft of card details at the machine itself. Criminals fit a fake card slot (an overlay) or a thin reader inside the slot of an ATM, petrol pump or shop terminal. A pinhole camera or a fake keypad records the PIN you type.',
    'With the copied magnetic stripe and your PIN, they make a clone card and withdraw cash or shop in your name. The chip and contactless payments are much harder to copy, which is why skimmers target the magnetic stripe.',
  ],
  howItWorks: [
    'The criminal fits a skimmer over or inside the card slot, usually in a few seconds, at a quiet machine.',
    'A tiny camera hidden in a panel, light bar or leaflet holder, or a fake keypad laid on top, captures your PIN.',
    'You use the machine as normal and get your cash, so nothing seems wrong.',
    'The criminal collects the device or receives the data by Bluetooth, then writes it onto blank cards.',
    'The cloned cards are used for cash withdrawals, often in another town or country, before you notice.',
  ],
  warningSigns: [
    'A card slot or keypad that looks bulky, loose, a different colour, or wiggles when you pull it.',
    'Glue marks, scratches, or tape around the card slot or the panel above the screen.',
    'A keypad that feels spongy or sits higher than usual.',
    'A small hole or unusual fitting pointing at the keypad.',
    'The machine keeps your card or shows an error, and a "helpful" stranger offers advice.',
    'Withdrawals or purchases on your statement that you did not make.',
  ],
  realCase: {
    title: 'Debit card compromises nearly double in a year',
    year: 2023,
    summary:
      "FICO's Card Alert Service, which tracks skimming for US banks, found that compromised debit cards rose 96% in 2023, to more than 315,000 cards across more than 3,500 institutions. Compromises at bank-owned ATMs rose 90%. Each compromise event caught around 200 cards on average, 39% more than before.",
    source: FICO_SKIMMING_2023,
  },
  keyNumbers: [FICO_2023_DEBIT_CARDS, FICO_2023_BANK_ATMS, UK_FINANCE_2025_UNAUTHORISED],
  ifItHappens: [
    'If a machine keeps your card or looks tampered with, call your bank at once from where you are, using the number on your card or app.',
    'Ask the bank to block the card and send a new one; most banks refund skimming losses if you report quickly.',
    'Check your statement and app alerts for withdrawals you did not make, and dispute each one.',
    'Tell the shop, bank branch or machine owner, and do not touch or remove the device yourself.',
    'Report it to the police, and to the FBI at ic3.gov (US) or Action Fraud (UK).',
    'Change your PIN if you think it was seen, and turn on instant transaction alerts.',
  ],
  southAfrica: {
    figures: [SA_CARD_NOT_PRESENT_SHARE, SA_FINANCIAL_CRIME_LOSSES],
    arrivesVia: [
      {
        channel: 'At the ATM or till',
        how: 'A card that "gets stuck", and a helpful stranger who watches your PIN, then swaps your card for another as he "helps" you take it out.',
      },
      {
        channel: 'At the ATM or till',
        how: 'A device fitted over the card slot or a tiny camera above the keypad at a quiet ATM or a fuel-station terminal.',
      },
      {
        channel: 'Phone call',
        how: 'A follow-up call from a fake "bank official" who says the card was compromised and asks for the PIN or an OTP to "block" it.',
      },
    ],
    nextTenMinutes: [
      "If the ATM keeps your card, stay at the machine and call your bank's fraud line on your phone to stop the card; do not take help from strangers or type your PIN again.",
      'Check the banking app for withdrawals you do not recognise and dispute each one with the bank straight away.',
      'Tell the bank or shop that owns the machine, without touching or removing any device you found.',
      "Open a SAPS case for withdrawals you did not make and keep the CAS number for the bank's claim form.",
    ],
    reportTo: [BANK_FRAUD_LINE, SAPS_CASE],
    localCase: POSTBANK_CASE,
  },
  sources: [FICO_SKIMMING_2023, DIAMOND_UK_FINANCE_2026, FBI_SKIMMING, SABRIC_2023_RELEASE, STOCKS24_SABRIC_2024],
};
