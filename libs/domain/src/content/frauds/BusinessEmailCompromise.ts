import type { FraudPage, SourceRef } from '../types';
import { IC3_2024_BEC_COMPLAINTS, IC3_2024_BEC_LOSSES, TRUSTWAVE_IC3_2024 } from './figures';
import { FBI_BEC_PSA_2024 } from './sources';
import { BANK_FRAUD_LINE, CYBERSECURITY_HUB, SAPS_CASE } from './south-africa';
import { FRAUD_INDEX } from './wiki-index';

const FBI_OKEKE: SourceRef = {
  title: 'FBI: International scammer sentenced for phishing, BEC scheme',
  url: 'https://www.fbi.gov/news/stories/international-scammer-sentenced-for-phishing-bec-scheme-042621',
  publisher: 'FBI',
  year: 2021,
};

export const businessEmailCompromisePage: FraudPage = {
  ...FRAUD_INDEX.BusinessEmailCompromise,
  whatItIs: [
    'Business email compromise is a scam in which criminals pose by email as someone a company trusts: the chief executive, a finance director, a lawyer or a regular supplier. They ask for an urgent wire transfer, a change of bank details on an invoice, or sensitive data such as payroll records.',
    'Often there is no malware and no link at all, just a convincing message, so security software lets it through. Sometimes the criminals have actually broken into a real mailbox and reply inside a genuine email thread, which makes the request look completely normal. It is one of the costliest forms of cybercrime.',
  ],
  howItWorks: [
    'The criminals research the company: who approves payments, which suppliers it pays, when the boss is travelling.',
    'They register a look-alike domain (for example examp1e.com instead of example.com) or break into a real email account with a phishing attack.',
    'They send a message such as "I need this transfer done today, it is confidential, I am in meetings so just email me" or "Please note our new bank details for all future invoices".',
    "The employee, wanting to be helpful, makes the payment or updates the supplier's details.",
    'The money is moved on through several accounts within hours, and the real supplier later asks why they were not paid.',
  ],
  warningSigns: [
    'A request to change bank details, especially by email only and shortly before a payment is due.',
    'Urgency plus secrecy: "do not tell anyone", "I cannot talk, just do it".',
    'A sender address that is slightly different from the real one, or a "reply-to" that goes elsewhere.',
    'The boss asking for gift cards, an unusual payment, or to skip the normal approval process.',
    'A change in tone, language or signature in a long-running email thread.',
  ],
  realCase: {
    title: "A phished finance chief's mailbox sends out $11 million",
    year: 2021,
    summary:
      'In 2018 the chief financial officer of a London construction-equipment distributor typed his email password into a convincing fake login page. The fraudster, Obinwanne Okeke, then wrote from the real mailbox, asking staff for wire transfers backed by fake invoices, and set up mail rules so that questions from staff never reached the real CFO. The company lost $11 million; the bank saw nothing unusual because large transfers were routine. Okeke was sentenced in the United States in 2021. A call-back on a known number would have broken the chain.',
    source: FBI_OKEKE,
  },
  keyNumbers: [IC3_2024_BEC_LOSSES, IC3_2024_BEC_COMPLAINTS],
  ifItHappens: [
    'Call your bank immediately and ask it to recall the transfer; the first 24 to 48 hours matter most.',
    'Report it to the FBI at ic3.gov (US) or Action Fraud (UK) straight away; fast reports help banks freeze the money.',
    'Call the real supplier or executive on a number you already have to confirm what happened.',
    'Have IT check the mailbox for break-ins: new forwarding rules, unknown logins, and change the password and turn on multi-factor authentication.',
    'Warn your finance team and suppliers, and require a call-back and a second approver for every change of bank details.',
  ],
  southAfrica: {
    figures: [],
    arrivesVia: [
      {
        channel: 'Email',
        how: 'A supplier\'s "new bank details" letter on a real-looking letterhead, or a reply inside a genuine thread from a hacked mailbox, just before month-end.',
      },
      {
        channel: 'Email',
        how: 'A property deal where the buyer receives "updated" transfer details for the deposit a day before paying the conveyancer.',
      },
      {
        channel: 'WhatsApp',
        how: 'A message from a new number with the boss\'s photo: "I\'m in a meeting, please pay this invoice today and keep it quiet."',
      },
    ],
    nextTenMinutes: [
      "Call your bank's fraud line (or your business banker's fraud desk) now and ask for the payment to be recalled; the first hours decide whether the money can still be frozen.",
      'Phone the real supplier or executive on a number from your own records, not from the email, to confirm what happened.',
      'Have IT change the mailbox password, switch on two-step sign-in and remove forwarding rules the criminal added.',
      'Open a SAPS case with the emails and payment proof, and report the incident to the Cybersecurity Hub.',
    ],
    reportTo: [BANK_FRAUD_LINE, SAPS_CASE, CYBERSECURITY_HUB],
  },
  sources: [TRUSTWAVE_IC3_2024, FBI_BEC_PSA_2024, FBI_OKEKE],
};
