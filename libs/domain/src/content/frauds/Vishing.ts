import type { FraudPage, SourceRef } from '../types';
import { SECURITY_MAGAZINE_DBIR_2026, VERIZON_2026_HUMAN_ELEMENT, VERIZON_2026_MOBILE_PHISHING } from './figures';
import {
  BANK_FRAUD_LINE,
  CAPITEC_FRAUD_CENTRE,
  NEDBANK_APP_SECURITY,
  SAPS_CASE,
  SA_DIGITAL_BANKING_LOSSES,
  THEAFRICA_SABRIC_2024,
} from './south-africa';
import { FRAUD_INDEX } from './wiki-index';

const NYDFS_TWITTER: SourceRef = {
  title: "Report on Investigation of Twitter's July 15, 2020 Cybersecurity Incident",
  url: 'https://www.dfs.ny.gov/Twitter_Report',
  publisher: 'New York State Department of Financial Services',
  year: 2020,
};

export const vishingPage: FraudPage = {
  ...FRAUD_INDEX.Vishing,
  whatItIs: [
    'Vishing is "voice phishing": a scam carried out by phone call or voicemail. The caller claims to be from your bank\'s fraud team, a tech-support company, the tax office, the police or your own company\'s IT desk. Caller ID can be faked to show a real number, and voice cloning now lets criminals sound like someone you know.',
    'The goal is to get you to read out a one-time code, install remote-access software, reveal a password, or move your money to a "safe account". The single best habit: hang up and call back on a number you find yourself.',
  ],
  howItWorks: [
    'The caller opens with something alarming: "We have spotted fraud on your account", "Your computer is sending viruses", "There is a warrant in your name".',
    'They sound professional and may already know your name, address or the last digits of your card, taken from earlier data leaks.',
    'They ask you to "confirm" a code sent to your phone, install an app so they can "fix" your computer, or move your savings to protect them.',
    'They keep you on the line and discourage you from talking to anyone else.',
    'Once they have the code or the transfer, they empty accounts or take over your logins.',
  ],
  warningSigns: [
    'An unexpected call asking you to read out a code sent by text or app; your bank will never ask for it.',
    'Pressure to act now and stay on the line, or a request to keep the call secret.',
    'Any request to move money to a "safe account" or to buy gift cards or crypto.',
    'Being asked to install remote-access software such as a screen-sharing tool.',
    'Caller ID that shows a real bank or police number: it can be faked.',
  ],
  realCase: {
    title: 'Phone calls to staff lead to the 2020 Twitter hack',
    year: 2020,
    summary:
      'In July 2020 attackers phoned Twitter employees, posing as colleagues from the company\'s IT help desk. They persuaded staff to enter their credentials on a fake site, then used internal tools to take over accounts of public figures such as Barack Obama, Elon Musk and Jeff Bezos. The hijacked accounts tweeted a "double your bitcoin" scam that netted more than $118,000. New York\'s financial regulator noted that no malware or advanced technique was needed: only persuasive phone calls.',
    source: NYDFS_TWITTER,
  },
  keyNumbers: [VERIZON_2026_MOBILE_PHISHING, VERIZON_2026_HUMAN_ELEMENT],
  ifItHappens: [
    'Hang up. Wait a few minutes (or use another phone) and call your bank on the number on the back of your card.',
    'If you shared a code or password, tell the bank and change the password at once, and check your account for new devices or payees.',
    'If you installed remote-access software, disconnect from the internet, uninstall it, and have the device checked.',
    'If you moved money, ask your bank to recall it immediately; in the UK also ask about reimbursement.',
    'Report the call to the FBI at ic3.gov or the FTC at reportfraud.ftc.gov (US), or to Action Fraud (UK); in the UK you can also forward scam texts to 7726.',
  ],
  southAfrica: {
    figures: [SA_DIGITAL_BANKING_LOSSES],
    arrivesVia: [
      {
        channel: 'Phone call',
        how: 'A caller from your bank\'s "fraud department" warns of debit orders you did not make and asks you to approve a "reversal" in the app, which is really a payment to the criminal.',
      },
      {
        channel: 'SMS',
        how: 'A text that says the bank will phone you about suspicious activity, so the call that follows seems expected.',
      },
      {
        channel: 'Banking app',
        how: 'An approval prompt you did not start, sent while the caller keeps you talking; accepting it authorises their payment or a new device.',
      },
    ],
    nextTenMinutes: [
      'Hang up, even mid-sentence. Banks say they will never ask you to approve a transaction or move money to stop fraud.',
      "Call your bank's fraud line yourself on the number on your card, from another phone if you can, since fraudsters can mask the number they call from.",
      'If you read out an OTP or approved a prompt, say so at once so the bank can stop the payment and block the app.',
      'Open a SAPS case if money left your account and give the CAS number to the bank.',
    ],
    reportTo: [BANK_FRAUD_LINE, SAPS_CASE],
  },
  sources: [
    SECURITY_MAGAZINE_DBIR_2026,
    NYDFS_TWITTER,
    CAPITEC_FRAUD_CENTRE,
    NEDBANK_APP_SECURITY,
    THEAFRICA_SABRIC_2024,
  ],
};
