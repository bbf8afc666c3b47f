import type { ScenarioCase } from './types';

export const SIM_SWAP_CASES: readonly ScenarioCase[] = [
  {
    id: 'sim-swap-01',
    fraudId: 'SimSwap',
    defenseIds: ['VerificationProtocols', 'MultiFactorAuth'],
    medium: 'email',
    context: 'Sunday 20:10. For twenty minutes your phone has shown "SOS only" at home, where the signal is always good. Then this email arrives.',
    from: 'Northwind Bank <alerts@northwindbank.example>',
    to: 'you@mailbox.example',
    subject: 'New device registered for app banking',
    body: [
      'A new device was registered for your app banking profile at 19:58.',
      'If this was you, no action is needed. If not, call us on the number on the back of your card.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Restart the phone and check again in the morning' },
      { id: 'b', label: 'From another phone, call your operator and your bank now' },
      { id: 'c', label: 'Wait for an SMS from the bank explaining what happened' },
    ],
  },
  {
    id: 'sim-swap-02',
    fraudId: 'SimSwap',
    defenseIds: ['VerificationProtocols'],
    medium: 'sms',
    context: 'Wednesday 14:03, a text from your mobile operator\'s short code. You have asked for no SIM change.',
    from: 'MobiCell',
    body: [
      'MobiCell: a SIM swap was requested on 082 *** 4410 at 14:02. If this was not you, call the Customer Care number on your contract from any phone now. We will never ask for your PIN.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Ignore it: these texts are always a trick to make you call' },
      { id: 'b', label: 'Reply YES so the operator knows you received it' },
      { id: 'c', label: 'Call your operator\'s care line straight away' },
    ],
  },
  {
    id: 'sim-swap-03',
    fraudId: 'SimSwap',
    defenseIds: ['VerificationProtocols', 'UserEducation'],
    medium: 'call',
    context: 'Friday 12:30, a call from a number you do not know',
    body: [],
    lines: [
      { speaker: 'Caller', text: 'Hi, this is Lindiwe from MobiCell. Good news: you qualify for a free 5G SIM upgrade with double data.' },
      { speaker: 'Caller', text: 'I\'ve just sent you a confirmation code by SMS. Please read it back to me so I can activate the new SIM.' },
      { speaker: 'Caller', text: 'The offer ends today, so we need to do it on this call.' },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Hang up and keep the code to yourself' },
      { id: 'b', label: 'Read the code: it came from MobiCell\'s own number' },
      { id: 'c', label: 'Ask her to confirm your ID number first, then read the code' },
    ],
  },
  {
    id: 'sim-swap-04',
    fraudId: 'SimSwap',
    defenseIds: ['VerificationProtocols', 'MultiFactorAuth'],
    medium: 'web-page',
    context: 'You opened your operator\'s app yourself to check your data balance.',
    link: 'https://my.mobicell.example/security',
    body: [
      'MobiCell · Account security',
      'SIM swap lock: OFF. When it is on, a SIM swap or port-out needs your account PIN and an in-store ID check.',
      'Turn on SIM swap lock?',
    ],
    question: 'Do you turn it on?',
    choices: [
      { id: 'a', label: 'No: the app may be collecting your PIN for someone' },
      { id: 'b', label: 'Yes: it makes moving your number much harder' },
    ],
  },
  {
    id: 'sim-swap-05',
    fraudId: 'SimSwap',
    defenseIds: ['VerificationProtocols'],
    medium: 'in-person',
    context: 'Your phone was stolen yesterday. You are at a MobiCell store to get a replacement SIM on your number.',
    body: [
      'The agent asks for your ID document and checks that the photo is you.',
      'She says a confirmation will go to the email address on your account, and that your old SIM stops working as soon as the new one is active.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Show your ID: this is how a SIM change should be checked' },
      { id: 'b', label: 'Refuse to show ID and ask her to just send a code to your email' },
      { id: 'c', label: 'Leave: no honest shop asks to see an ID document' },
    ],
  },
];
