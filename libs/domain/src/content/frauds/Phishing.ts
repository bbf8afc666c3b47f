import type { FraudPage, SourceRef } from '../types';
import { IC3_2024_REPORT, VERIZON_DBIR_2024 } from './sources';
import { FRAUD_INDEX } from './wiki-index';

const JIGSAW_QUIZ: SourceRef = {
  title: "Alphabet's Jigsaw helps users identify phishing attacks",
  url: 'https://www.securityweek.com/alphabets-jigsaw-helps-users-identify-phishing-attacks/',
  publisher: 'SecurityWeek',
  year: 2019,
};

export const phishingPage: FraudPage = {
  ...FRAUD_INDEX.Phishing,
  whatItIs: [
    'Phishing is a message that pretends to come from someone you trust, such as your bank, a delivery firm, your boss or a streaming service. It arrives by email, text, social media or chat. Its goal is simple: get you to type your password on a fake page, share a code, or open a file that installs malware.',
    'Phishing is rarely the whole crime. It is the front door. Once criminals have your login or a foothold on your device, they move on to account takeover, ransomware or payment fraud.',
  ],
  howItWorks: [
    'The criminal picks a brand or person you already deal with and copies their logo, tone and layout.',
    'They send a message with a reason to act now, for example "Your parcel is on hold, pay £1.99 to release it" or "Unusual sign-in detected, confirm your account".',
    'The link leads to a look-alike page, often on an address that is one letter off or a long subdomain, and usually with a padlock.',
    'You enter your password, card number or one-time code, or you open an attachment that runs hidden code.',
    'The criminal uses what you typed within minutes, before you notice, to log in, spend, or spread the message to your contacts.',
  ],
  warningSigns: [
    'Pressure to act fast: a deadline, a threat to close your account, or a prize that expires today.',
    'The sender address or link does not match the real company, even if the name looks right (hover or long-press to see the real address).',
    'A request for your password, a one-time code or card details, which real companies do not ask for by message.',
    'An unexpected attachment or "shared document", even from someone you know.',
    'A generic greeting, odd wording, or a message about an order or account you do not recognise.',
  ],
  realCase: {
    title: 'The Google Docs phishing worm',
    year: 2017,
    summary:
      'In May 2017 people received an email saying a contact had shared a Google Doc with them. The button led to a genuine Google permission screen for an app that merely called itself "Google Docs". Anyone who clicked Allow gave it access to their mailbox, and it then mailed itself to their contacts. Google\'s Jigsaw team later used it as one of the real examples in its phishing quiz.',
    source: JIGSAW_QUIZ,
  },
  keyNumbers: [
    {
      figure: '193,407',
      label: 'Phishing and spoofing complaints to the FBI in 2024, more than any other crime type',
      year: 2024,
      source: IC3_2024_REPORT,
    },
    {
      figure: '~$70 million',
      label: 'Direct losses reported for phishing itself in 2024; the bigger losses come from the crimes it opens the door to',
      year: 2024,
      source: IC3_2024_REPORT,
    },
    {
      figure: '21 seconds',
      label: 'Median time to click a phishing link among the people who clicked in the simulations Verizon studied (DBIR 2024, data from 2023), plus a median 28 seconds more to type in their data; most people did not click',
      year: 2023,
      source: VERIZON_DBIR_2024,
    },
  ],
  ifItHappens: [
    'Stop: do not reply, click again or type anything more into the page.',
    'If you entered a password, change it now on the real site (type the address yourself), and on any other site where you used the same password.',
    'If you gave card or bank details, call the number on the back of your card and ask the bank to block the card and watch your account.',
    'Turn on multi-factor authentication for the account, and check its settings for new forwarding rules, devices or recovery details you did not add.',
    'If you opened an attachment, disconnect the device from the internet and run a full security scan, or ask your IT team for help.',
    'Report it: forward phishing emails to report@phishing.gov.uk (UK) or reportphishing@apwg.org, and report losses to the FBI at ic3.gov (US) or Action Fraud (UK).',
  ],
  sources: [IC3_2024_REPORT, VERIZON_DBIR_2024, JIGSAW_QUIZ],
};
