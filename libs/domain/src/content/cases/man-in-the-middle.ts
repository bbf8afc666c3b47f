import type { ScenarioCase } from './types';

export const MITM_CASES: readonly ScenarioCase[] = [
  {
    id: 'mitm-01',
    fraudId: 'ManInTheMiddle',
    defenseIds: ['VpnUsage', 'HttpsAndEncryption'],
    medium: 'login-prompt',
    context: 'Café Luna. Your laptop sees two open networks: "CafeLuna" and "CafeLuna Free WiFi". You joined the second.',
    link: 'http://10.0.0.1/portal',
    body: [
      'Welcome to CafeLuna Free WiFi!',
      'To get online, sign in with your email address and your email password.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Sign in: cafés often ask for an email address' },
      { id: 'b', label: 'Sign in with a second email account you rarely use' },
      { id: 'c', label: 'Sign in, then change your email password when you get home' },
      { id: 'd', label: 'Disconnect; ask staff the network name, or use mobile data' },
    ],
  },
  {
    id: 'mitm-02',
    fraudId: 'ManInTheMiddle',
    defenseIds: ['HttpsAndEncryption', 'VpnUsage'],
    medium: 'web-page',
    context: 'Airport Wi-Fi. You typed your bank\'s address and the browser shows this instead of the login page.',
    link: 'https://online.northwindbank.example',
    body: [
      'Your connection is not private',
      'Attackers might be trying to steal your information from online.northwindbank.example (for example, passwords or credit cards).',
      'NET::ERR_CERT_AUTHORITY_INVALID · Advanced · Proceed anyway',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Click Advanced, then Proceed anyway: you typed the address yourself' },
      { id: 'b', label: 'Stop, leave the Wi-Fi, and bank later on mobile data' },
      { id: 'c', label: 'Try again in a private browser window' },
    ],
  },
  {
    id: 'mitm-03',
    fraudId: 'ManInTheMiddle',
    defenseIds: ['VpnUsage'],
    medium: 'login-prompt',
    context: 'Hotel Wi-Fi on a work trip. Company policy: use the VPN on networks outside the office. You opened the VPN app yourself.',
    link: 'https://vpn.northwind-traders.example',
    body: [
      'Northwind Traders VPN',
      'Connect to the company network. Sign in with your work account; you will get a prompt in your authenticator app.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Skip the VPN: the hotel Wi-Fi needed a room-number password' },
      { id: 'b', label: 'Sign in and approve the prompt you just started' },
      { id: 'c', label: 'Close it: a VPN sign-in could be a trap' },
    ],
  },
  {
    id: 'mitm-04',
    fraudId: 'ManInTheMiddle',
    defenseIds: ['HttpsAndEncryption', 'UserEducation'],
    medium: 'email',
    context: 'Saturday 10:30, your personal inbox',
    from: 'Northwind Bank Security <upgrade@nwb-secure-profile.example>',
    to: 'you@mailbox.example',
    subject: 'Mandatory security certificate for mobile banking',
    link: 'https://nwb-secure-profile.example/install',
    body: [
      'To keep using mobile banking after 30 November, install our new security profile on your phone.',
      'Open the link on your phone, tap Install and then trust the certificate in Settings → General → About.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Install it: the bank needs it for your safety' },
      { id: 'b', label: 'Install it, but only on an old phone' },
      { id: 'c', label: 'Do not install it; check in the bank\'s own app' },
    ],
  },
];
