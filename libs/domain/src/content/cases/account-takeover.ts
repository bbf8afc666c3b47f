import type { ScenarioCase } from './types';

export const ACCOUNT_TAKEOVER_CASES: readonly ScenarioCase[] = [
  {
    id: 'account-takeover-01',
    fraudId: 'AccountTakeover',
    defenseIds: ['MultiFactorAuth', 'UserEducation'],
    medium: 'chat',
    context: 'A message app. The message comes from your friend Zanele\'s usual account.',
    body: [],
    lines: [
      { speaker: 'Zanele', text: 'Hey! Sorry, I sent a 6-digit code to your number by mistake while setting up my new phone 🙈' },
      { speaker: 'Zanele', text: 'Can you forward it to me quickly? It expires in 5 minutes.' },
    ],
    question: 'A text with a code has just arrived. What do you do?',
    choices: [
      { id: 'a', label: 'Forward the code: it is from a friend\'s account you know' },
      { id: 'b', label: 'Keep the code and call Zanele on her number' },
      { id: 'c', label: 'Forward it, then change your app password straight after' },
    ],
  },
  {
    id: 'account-takeover-02',
    fraudId: 'AccountTakeover',
    defenseIds: ['MultiFactorAuth'],
    medium: 'email',
    context: 'Two minutes ago you signed in to Shopwise for the first time on your new laptop, in Johannesburg.',
    from: 'Shopwise <security@shopwise.example>',
    to: 'you@mailbox.example',
    subject: 'New sign-in to your account',
    body: [
      'We noticed a new sign-in to your Shopwise account.',
      'Device: Chrome on Windows · Location: near Johannesburg · Time: 18:42',
      'If this was you, there is nothing to do. If not, change your password in the app or at shopwise.example.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Change your password at once and sign out every device, to be sure' },
      { id: 'b', label: 'Nothing: it describes the sign-in you just made' },
      { id: 'c', label: 'Report the email to Shopwise as an attack on your account' },
    ],
  },
  {
    id: 'account-takeover-03',
    fraudId: 'AccountTakeover',
    defenseIds: ['MultiFactorAuth', 'UserEducation'],
    medium: 'login-prompt',
    context: '02:14, you are in bed. Your phone has buzzed with the same sign-in request five times.',
    link: 'https://login.northwind-traders.example',
    body: [
      'Northwind Traders sign-in',
      'Approve sign-in request? Location: Lagos, NG · App: Mail',
      'Approve · Deny',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Approve it once so the buzzing stops, then go back to sleep' },
      { id: 'b', label: 'Ignore it and mention it to IT sometime next week' },
      { id: 'c', label: 'Turn the phone off for the night and look into it tomorrow' },
      { id: 'd', label: 'Deny it, change your password and tell IT in the morning' },
    ],
  },
  {
    id: 'account-takeover-04',
    fraudId: 'AccountTakeover',
    defenseIds: ['MultiFactorAuth', 'RegularPasswordChanges'],
    medium: 'web-page',
    context: 'You opened your password manager\'s app, as you do every week.',
    link: 'https://vault.keyring.example/app/health',
    body: [
      'Password health',
      'Your password for forum.example appeared in a known data breach. You use the same password on 3 other sites.',
      'Change it on each site, using a different password for every account.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Change those passwords, each to a different one' },
      { id: 'b', label: 'Ignore it: forum.example holds nothing important' },
      { id: 'c', label: 'Change only the forum password, and keep the old one on the other three sites' },
    ],
  },
];
