import type { FraudPage, SourceRef } from '../types';
import {
  CIFAS_2024_SIM_SWAPS,
  CIFAS_2025_ACCOUNT_TAKEOVER,
  CIFAS_FRAUDSCAPE_2026,
  INDEPENDENT_CIFAS_SIM_SWAPS,
} from './figures';
import { FBI_SIM_SWAP_PSA_2022, MITRE_T1451 } from './sources';
import { BANK_FRAUD_LINE, MOBILE_NETWORK, NASHUA_CASE, SAPS_CASE } from './south-africa';
import { FRAUD_INDEX } from './wiki-index';

const ORTIZ_CASE: SourceRef = {
  title: 'Bitcoin hacker sentenced to 10 years in first-ever conviction for SIM swap scheme',
  url: 'https://www.siliconvalley.com/2019/04/22/bitcoin-hacker-sentenced-to-10-years-in-first-ever-conviction-for-sim-swap-scheme/',
  publisher: 'The Mercury News',
  year: 2019,
};

export const simSwapPage: FraudPage = {
  ...FRAUD_INDEX.SimSwap,
  whatItIs: [
    'In a SIM swap, a criminal convinces your mobile operator, or bribes someone who works there, to move your phone number onto a SIM card they control. Your phone suddenly loses signal, and every call and text meant for you goes to them.',
    'The point is the text messages. Many banks, crypto exchanges and email services send one-time codes and password-reset links by SMS, so the criminal can reset your passwords and empty accounts within an hour. Attack groups such as LAPSUS$ and Scattered Spider have used SIM swaps against large companies.',
  ],
  howItWorks: [
    'The criminal gathers your details: name, number, address, date of birth, sometimes the last digits of your bank card, from leaks and social media.',
    'They contact your mobile operator pretending to be you, saying the phone was lost, or pay an insider to do the swap.',
    'The operator activates your number on the criminal\'s SIM or eSIM; your phone shows "No service".',
    'The criminal requests password resets on your email, bank and crypto accounts and receives the codes by text.',
    'They take over the accounts, move the money out and lock you out.',
  ],
  warningSigns: [
    'Your phone suddenly shows "No service" or "SOS only" in a place where it normally works.',
    'A text or email from your operator about a SIM change, eSIM activation or port-out request you did not make.',
    'Password-reset or new-login alerts from your email or bank.',
    'Friends say they reached someone else when they called you.',
  ],
  realCase: {
    title: 'First prison sentence for SIM hijacking',
    year: 2019,
    summary:
      "In 2019 Joel Ortiz, a 20-year-old from Boston who was arrested at Los Angeles airport and charged in California, pleaded no contest to stealing more than $5 million in cryptocurrency by hijacking the phone numbers of about 40 people. He was sentenced to 10 years in prison, reported as the first conviction for SIM swapping. He never touched his victims' phones: their carriers were talked into moving the numbers onto SIM cards he controlled.",
    source: ORTIZ_CASE,
  },
  keyNumbers: [CIFAS_2024_SIM_SWAPS, CIFAS_2025_ACCOUNT_TAKEOVER],
  ifItHappens: [
    'Use another phone or Wi-Fi to call your mobile operator at once: report the fraudulent swap and get your number back.',
    'Call your bank and any crypto exchange, and ask them to freeze your accounts and block new payees.',
    'Regain your email account first, change its password, and then change the passwords on your other accounts.',
    'Move your two-factor authentication from text messages to an authenticator app or security key.',
    'Ask your operator to add a port-out lock or account PIN so future changes need extra checks.',
    'Report it to the FBI at ic3.gov (US) or Action Fraud (UK); in South Africa, see the next section.',
  ],
  southAfrica: {
    figures: [],
    arrivesVia: [
      {
        channel: 'SMS',
        how: 'A text from your network about a SIM swap or upgrade you did not ask for, then sudden "No service".',
      },
      {
        channel: 'Banking app',
        how: 'With your number, the criminal receives your OTPs and registers your banking app on a new phone; Vodacom says the main aim of SIM-swap fraud is to intercept one-time PINs.',
      },
      {
        channel: 'Phone call',
        how: 'A caller "from the network" offers to stop a swap for you if you confirm your details, which is how the swap is completed.',
      },
    ],
    nextTenMinutes: [
      "Treat a sudden loss of signal as a possible swap: from another phone, call your mobile network's customer-care line and ask it to stop the swap and block the new SIM.",
      "Call your bank's fraud line on the number on your card and ask it to block the app and online profile until your number is back.",
      'Change your email password from a safe device and check for new forwarding rules.',
      'Open a SAPS case; the network and the bank will both ask for the CAS number.',
    ],
    reportTo: [MOBILE_NETWORK, BANK_FRAUD_LINE, SAPS_CASE],
    localCase: NASHUA_CASE,
  },
  sources: [INDEPENDENT_CIFAS_SIM_SWAPS, CIFAS_FRAUDSCAPE_2026, FBI_SIM_SWAP_PSA_2022, ORTIZ_CASE, MITRE_T1451],
};
