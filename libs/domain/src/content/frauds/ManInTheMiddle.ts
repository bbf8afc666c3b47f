import type { FraudPage, SourceRef } from '../types';
import {
  CLOUDFLARE_2024_HTTPS_SHARE,
  MICROSOFT_PHISHING_RESISTANT_MFA,
  NETSECOPS_MDDR_2025,
  TECHITUP_CLOUDFLARE_2024_Q4,
} from './figures';
import { MITRE_M1041 } from './sources';
import { BANK_FRAUD_LINE, CYBERSECURITY_HUB, SAPS_CASE } from './south-africa';
import { FRAUD_INDEX } from './wiki-index';

const SUPERFISH: SourceRef = {
  title: 'US-CERT Alert TA15-051A: Lenovo Superfish adware vulnerable to HTTPS spoofing',
  url: 'https://www.cisa.gov/news-events/alerts/2015/02/20/lenovo-superfish-adware-vulnerable-https-spoofing',
  publisher: 'CISA (US-CERT)',
  year: 2015,
};

export const manInTheMiddlePage: FraudPage = {
  ...FRAUD_INDEX.ManInTheMiddle,
  whatItIs: [
    'In a man-in-the-middle (MitM) attack, the criminal places themselves on the path between your device and the service you are using. They can read passwords and messages, steal the login cookie that keeps you signed in, or quietly change details such as a bank account number in transit.',
    'Common set-ups are a fake Wi-Fi hotspot with a believable name in a café or airport, a tampered home router, and phishing kits that relay your login to the real site in real time. Proper encryption (HTTPS) and a trusted VPN on untrusted networks are the main protections.',
  ],
  howItWorks: [
    'The attacker creates a route through their own equipment, for example a free hotspot called "Airport_Free_WiFi" or a spoofed network address on a shared network.',
    'Your device connects and sends its traffic through them without you noticing.',
    'They try to downgrade secure connections to plain HTTP, or show a fake certificate, so they can read the traffic.',
    'They capture passwords, one-time codes or session cookies, or swap details inside pages and messages.',
    'They then log in as you or redirect a payment, often long after you have left the network.',
  ],
  warningSigns: [
    'Your browser shows a certificate warning such as "Your connection is not private" on a site that normally works.',
    'A site you expect to be HTTPS opens as plain HTTP, or the address is subtly different.',
    'Two open Wi-Fi networks with almost the same name, or a hotspot asking you to install something.',
    'You are asked to sign in again, or for a new code, right after you already did.',
    'Payment details in an email or invoice change unexpectedly.',
  ],
  realCase: {
    title: 'Superfish: laptops shipped with a built-in interceptor',
    year: 2015,
    summary:
      "In 2015 researchers found that Lenovo had pre-installed adware called Superfish on consumer laptops. To inject adverts into secure web pages, it added its own root certificate to Windows and re-signed the certificates of HTTPS sites, acting as a man-in-the-middle on every secure connection. Because the same private key was on every affected laptop and was quickly extracted, any attacker could have used it to read those users' encrypted traffic.",
    source: SUPERFISH,
  },
  keyNumbers: [CLOUDFLARE_2024_HTTPS_SHARE, MICROSOFT_PHISHING_RESISTANT_MFA],
  ifItHappens: [
    'Disconnect from the suspicious Wi-Fi network and forget it on your device.',
    'From a trusted connection, change the passwords you used on that network, starting with email and banking.',
    'Sign out of all sessions in your important accounts (most have a "sign out everywhere" option) to kill stolen cookies.',
    'Call your bank if you entered card or banking details, and watch for unfamiliar transactions.',
    'Remove unknown software or certificates, or reset your router to factory settings and set a new admin password.',
    'Report losses to the FBI at ic3.gov (US) or Action Fraud (UK).',
  ],
  southAfrica: {
    figures: [],
    arrivesVia: [
      {
        channel: 'Website',
        how: 'An open Wi-Fi network with a believable name at a mall, airport or taxi rank, sometimes next to the real one.',
      },
      {
        channel: 'Email',
        how: 'A criminal who can read a mailbox in the middle of a deal (a property transfer, a car sale, a supplier payment) swaps the bank details in the invoice just before you pay.',
      },
    ],
    nextTenMinutes: [
      'Disconnect from the network and switch to mobile data.',
      'From mobile data, change the passwords you used on that network, banking first, and sign out of all other sessions.',
      "If you paid into changed bank details, call your bank's fraud line on the number on your card now and ask for the payment to be recalled.",
      'Report the incident to the Cybersecurity Hub and, if money was lost, open a SAPS case and give the bank the CAS number.',
    ],
    reportTo: [BANK_FRAUD_LINE, CYBERSECURITY_HUB, SAPS_CASE],
  },
  sources: [MITRE_M1041, TECHITUP_CLOUDFLARE_2024_Q4, NETSECOPS_MDDR_2025, SUPERFISH],
};
