import type { FraudPage, SourceRef } from '../types';
import {
  IC3_2025_PHISHING_COMPLAINTS,
  RANKITEO_IC3_2025,
  SECURITY_MAGAZINE_DBIR_2026,
  VERIZON_2026_HUMAN_ELEMENT,
  VERIZON_2026_MOBILE_PHISHING,
} from './figures';
import {
  BANK_FRAUD_LINE,
  SAPS_CASE,
  SARS_FRAUD,
  SA_DIGITAL_BANKING_INCIDENTS,
  THEAFRICA_SABRIC_2024,
  VUKUZENZELE_EFILING,
} from './south-africa';
import { FRAUD_INDEX } from './wiki-index';

const DOJ_GRU_INDICTMENT: SourceRef = {
  title:
    'US Department of Justice: Grand jury indicts 12 Russian intelligence officers for hacking offenses related to the 2016 election',
  url: 'https://www.justice.gov/archives/opa/pr/grand-jury-indicts-12-russian-intelligence-officers-hacking-offenses-related-2016-election',
  publisher: 'US Department of Justice',
  year: 2018,
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
    title: "Spear-phishing opens a presidential campaign's mailboxes",
    year: 2016,
    summary:
      "From March 2016, officers of Russia's GRU military intelligence sent targeted phishing emails to staff and volunteers of the Clinton presidential campaign, including its chairman. The emails mimicked security alerts and led to fake login pages, and the passwords typed there gave the officers the mailboxes, whose emails were later leaked. A US grand jury indicted twelve GRU officers for the operation in July 2018. The trick needed no malware at all, only a convincing page and one hurried click.",
    source: DOJ_GRU_INDICTMENT,
  },
  keyNumbers: [IC3_2025_PHISHING_COMPLAINTS, VERIZON_2026_HUMAN_ELEMENT, VERIZON_2026_MOBILE_PHISHING],
  ifItHappens: [
    'Stop: do not reply, click again or type anything more into the page.',
    'If you entered a password, change it now on the real site (type the address yourself), and on any other site where you used the same password.',
    'If you gave card or bank details, call the number on the back of your card and ask the bank to block the card and watch your account.',
    'Turn on multi-factor authentication for the account, and check its settings for new forwarding rules, devices or recovery details you did not add.',
    'If you opened an attachment, disconnect the device from the internet and run a full security scan, or ask your IT team for help.',
    'Report it: forward phishing emails to report@phishing.gov.uk (UK) or reportphishing@apwg.org, and report losses to the FBI at ic3.gov (US) or Action Fraud (UK). In South Africa, follow the steps in the next section.',
  ],
  southAfrica: {
    figures: [SA_DIGITAL_BANKING_INCIDENTS],
    arrivesVia: [
      {
        channel: 'SMS',
        how: 'A text "from your bank" about a blocked card or a debit order to reverse, with a link to a copy of the bank\'s login page.',
      },
      {
        channel: 'WhatsApp',
        how: "A message from an unknown number, or a hijacked friend's account, with a link to claim a voucher, a delivery or a prize.",
      },
      {
        channel: 'SARS eFiling',
        how: 'An email about a tax refund or an assessment that links to a fake eFiling login; criminals who get in change the banking details to take the refund.',
      },
      {
        channel: 'Email',
        how: 'A delivery, municipal account or streaming-service notice asking you to "verify" card details.',
      },
    ],
    nextTenMinutes: [
      "If you typed banking details or an OTP, call your bank's fraud line now on the number on the back of your card, and ask it to block the card and the app.",
      'Change the password you typed, on the real site or app (never through the link), and anywhere else you used it.',
      'If it was an eFiling login, change the password and report it to SARS through its digital-fraud form; SARS never asks for eFiling details by email or phone.',
      'Keep the message and open a case at a SAPS station if money was taken: the CAS number you get is what the bank will ask for.',
    ],
    reportTo: [BANK_FRAUD_LINE, SARS_FRAUD, SAPS_CASE],
  },
  sources: [
    RANKITEO_IC3_2025,
    SECURITY_MAGAZINE_DBIR_2026,
    DOJ_GRU_INDICTMENT,
    VUKUZENZELE_EFILING,
    THEAFRICA_SABRIC_2024,
  ],
};
