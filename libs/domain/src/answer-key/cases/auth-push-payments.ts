import type { CaseKey } from './types';

export const APP_KEYS: readonly CaseKey[] = [
  {
    id: 'app-01',
    answerId: 'c',
    legitimate: false,
    flags: [
      { quote: 'is listed at R6,500; the same model costs R14,000 in shops', why: 'A price far below the market is bait.' },
      { quote: 'first to pay gets it', why: 'Rushing you stops you from checking.' },
      { quote: 'Not the site\'s checkout please', why: 'Avoiding the platform\'s payment removes your buyer protection.' },
    ],
    habit: 'Buy second-hand only through the platform\'s protected payment or in person, never by bank transfer to a stranger.',
  },
  {
    id: 'app-02',
    answerId: 'b',
    legitimate: false,
    flags: [
      { quote: 'move them now to a safe account', why: 'No bank or police force ever asks you to move money to a "safe account".' },
      { quote: 'If the branch asks why, say it is for a family emergency.', why: 'Being told what to say to your bank is a sure sign.' },
      { quote: 'Don\'t mention this call.', why: 'Secrecy keeps your real bank from stopping you.' },
    ],
    habit: 'A "safe account" does not exist: hang up and call your bank on the number on your card.',
  },
  {
    id: 'app-03',
    answerId: 'a',
    legitimate: false,
    flags: [
      { quote: 'this is my new number', why: 'A new number is the excuse for a stranger to pose as family.' },
      { quote: 'my banking app is locked on the new phone', why: 'The story explains why they need your money, not theirs.' },
      { quote: 'Can you pay R5,800 for me?', why: 'A payment to an account you have never used, on request by text.' },
    ],
    habit: 'When "family" texts from a new number asking for money, call their old number or ask something only they know.',
  },
  {
    id: 'app-04',
    answerId: 'c',
    legitimate: true,
    flags: [
      { quote: 'the plumber you have used for years', why: 'A trader you know, who did the work you saw.' },
      { quote: 'handed you this invoice in person', why: 'The invoice came from him directly, not from a mailbox someone could hijack.' },
      { quote: 'Account name matches Sizwe Plumbing', why: 'The bank\'s name check agrees with the payee.' },
    ],
    habit: 'Pay when you know the payee, the details came from them directly and the bank\'s name check matches.',
  },
  {
    id: 'app-05',
    answerId: 'b',
    legitimate: false,
    flags: [
      { quote: 'You have not seen it; the landlord says he is abroad.', why: 'An absent landlord who wants a deposit before a viewing is a classic rental fraud.' },
      { quote: 'does NOT match', why: 'The bank\'s name check says the money goes to someone else.' },
      { quote: 'just continue', why: 'Being told to ignore your bank\'s warning is a sign in itself.' },
    ],
    habit: 'If the bank\'s name check does not match, stop; never pay a deposit for a place you have not seen.',
  },
];
