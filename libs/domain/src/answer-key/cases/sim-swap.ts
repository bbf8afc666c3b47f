import type { CaseKey } from './types';

export const SIM_SWAP_KEYS: readonly CaseKey[] = [
  {
    id: 'sim-swap-01',
    answerId: 'b',
    legitimate: false,
    flags: [
      { quote: 'your phone has shown "SOS only" at home, where the signal is always good', why: 'Losing service for no reason is the first sign your number was moved to another SIM.' },
      { quote: 'A new device was registered for your app banking profile at 19:58.', why: 'Someone is using your number\'s codes to log in as you.' },
    ],
    habit: 'No service plus login alerts means act at once: call your operator and bank from another phone.',
  },
  {
    id: 'sim-swap-02',
    answerId: 'c',
    legitimate: true,
    flags: [
      { quote: 'a text from your mobile operator\'s short code', why: 'It comes from the operator\'s usual sender, not a random number.' },
      { quote: 'call the Customer Care number on your contract', why: 'It sends you to a number you already have, with no link.' },
      { quote: 'We will never ask for your PIN.', why: 'It asks you for nothing.' },
    ],
    habit: 'A SIM-swap alert you did not expect is urgent: call your operator on its known number at once.',
  },
  {
    id: 'sim-swap-03',
    answerId: 'a',
    legitimate: false,
    flags: [
      { quote: 'Please read it back to me so I can activate the new SIM.', why: 'That code authorises moving your number: reading it out hands your number over.' },
      { quote: 'a call from a number you do not know', why: 'An operator offer does not need a code from you on a cold call.' },
      { quote: 'The offer ends today', why: 'A deadline stops you from checking.' },
    ],
    habit: 'Never read out a code sent to your phone to a caller, whoever they say they are.',
  },
  {
    id: 'sim-swap-04',
    answerId: 'b',
    legitimate: true,
    flags: [
      { quote: 'You opened your operator\'s app yourself', why: 'You started it, in the app you trust.' },
      { quote: 'https://my.mobicell.example/security', why: 'The page belongs to your operator\'s own domain.' },
      { quote: 'needs your account PIN and an in-store ID check', why: 'A port-out PIN or SIM lock is what stops a SIM swap.' },
    ],
    habit: 'Turn on your operator\'s SIM-swap or port-out lock, and prefer an authenticator app to SMS codes.',
  },
  {
    id: 'sim-swap-05',
    answerId: 'a',
    legitimate: true,
    flags: [
      { quote: 'Your phone was stolen yesterday.', why: 'You asked for the new SIM, for a real reason.' },
      { quote: 'The agent asks for your ID document and checks that the photo is you.', why: 'An ID check in person is the protection against someone else taking your number.' },
      { quote: 'a confirmation will go to the email address on your account', why: 'The operator tells you through a channel already on file.' },
    ],
    habit: 'A SIM change should always need proof of identity; be glad when a shop checks yours.',
  },
];
