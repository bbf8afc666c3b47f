import type { FraudPage, SourceRef } from '../types';
import { FBI_BEC_PSA_2024, IC3_2024_REPORT } from './sources';
import { FRAUD_INDEX } from './wiki-index';

const TOYOTA_BOSHOKU: SourceRef = {
  title: 'Toyota subsidiary suffers $37m BEC loss',
  url: 'https://infosecurity-magazine.com/news/toyota-subsidiary-suffers-37m-bec',
  publisher: 'Infosecurity Magazine',
  year: 2019,
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
    'The employee, wanting to be helpful, makes the payment or updates the supplier\'s details.',
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
    title: 'Toyota Boshoku subsidiary loses about $37 million',
    year: 2019,
    summary:
      'On 14 August 2019, the European subsidiary of Toyota Boshoku, a Toyota Group parts maker, was tricked by fraudulent payment instructions into transferring up to 4 billion yen (about $37.3 million). The company realised the instructions were fake shortly after the money left and reported it to the police. Commentators stressed that a second approver and a call to a known number would have stopped it.',
    source: TOYOTA_BOSHOKU,
  },
  keyNumbers: [
    {
      figure: '$2.77 billion',
      label: 'Losses reported to the FBI from business email compromise in 2024, across 21,442 complaints',
      year: 2024,
      source: IC3_2024_REPORT,
    },
    {
      figure: '$55.5 billion',
      label: 'Exposed losses from BEC worldwide between October 2013 and December 2023, over 305,033 incidents',
      year: 2024,
      source: FBI_BEC_PSA_2024,
    },
    {
      figure: '186 countries',
      label: 'Countries where BEC incidents were reported to the FBI in that period',
      year: 2024,
      source: FBI_BEC_PSA_2024,
    },
  ],
  ifItHappens: [
    'Call your bank immediately and ask it to recall the transfer; the first 24 to 48 hours matter most.',
    'Report it to the FBI at ic3.gov (US) or Action Fraud (UK) straight away; fast reports help banks freeze the money.',
    'Call the real supplier or executive on a number you already have to confirm what happened.',
    'Have IT check the mailbox for break-ins: new forwarding rules, unknown logins, and change the password and turn on multi-factor authentication.',
    'Warn your finance team and suppliers, and require a call-back and a second approver for every change of bank details.',
  ],
  sources: [IC3_2024_REPORT, FBI_BEC_PSA_2024, TOYOTA_BOSHOKU],
};
