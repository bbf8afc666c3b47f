import type { DefensePage } from '../types';
import { ARUP_DEEPFAKE_CASE, FBI_BEC_PSA_2024, FBI_GENAI_PSA_2024, MITRE_M1011, MITRE_T1451 } from './sources';
import { DEFENSE_INDEX } from './wiki-index';

export const verificationProtocolsPage: DefensePage = {
  ...DEFENSE_INDEX.VerificationProtocols,
  whatItIs: [
    'A verification protocol is a fixed rule for confirming that a request is real before acting on it. The core move is simple: do not trust the contact details in the message. Hang up, then call back on a number you already had, or check in person.',
    'Most costly scams depend on one unchecked moment: a "supplier" with new bank details, a "boss" who needs an urgent transfer, a "grandchild" in trouble, an "adviser" with a great investment. One call to a known number breaks them. In the 2024 Arup case, an employee sent about US$25.6 million after a deepfake video call; the fraud came to light when he checked with head office.',
    'Verification also applies to identity: phone carriers checking a PIN before moving your number, banks checking the name on an account before a payment, lenders checking documents before opening credit.',
  ],
  howItWorks: [
    'Confirm any change to payment details by calling the supplier or person on a number already on file, never one from the email or invoice. The FBI gives this advice against business email compromise.',
    'Agree a family secret word or phrase to check that a caller in distress is really who they say; the FBI recommends this against voice cloning.',
    'When your "bank" or "police" calls, hang up, look up the official number yourself, and call back.',
    'Check an investment firm on the regulator’s official register before paying anything.',
    'Set a PIN or port-out lock with your mobile carrier, so nobody can move your number to a new SIM without it.',
    'Use bank name-checks on payees where offered, such as Confirmation of Payee in the UK, and stop if the name does not match.',
  ],
  tradeOffs: [
    'Nearly free, but it adds minutes to urgent payments, and scammers deliberately create urgency to skip it.',
    'It only works if it is always followed, including when the "CEO" says there is no time.',
    'Calling back a number from the suspicious message just reaches the scammer again.',
    'Carrier PINs and bank checks depend on the company applying them properly.',
    'It does not stop technical attacks like malware, website hacking or DDoS floods.',
  ],
  authorities: [
    {
      label: 'FBI PSA: Business Email Compromise (verify via a known contact)',
      url: 'https://www.ic3.gov/PSA/2024/PSA240911',
    },
    {
      label: 'FBI PSA I-120324-PSA: generative AI fraud (family secret word)',
      url: 'https://www.ic3.gov/PSA/2024/PSA241203',
    },
    {
      label: 'MITRE ATT&CK for Mobile T1451 SIM Card Swap / M1011 User Guidance',
      url: 'https://attack.mitre.org/techniques/T1451',
    },
  ],
  figures: [],
  sources: [FBI_BEC_PSA_2024, FBI_GENAI_PSA_2024, MITRE_T1451, MITRE_M1011, ARUP_DEEPFAKE_CASE],
};
