import type { CaseKey } from './types';

export const VISHING_KEYS: readonly CaseKey[] = [
  {
    id: 'vishing-01',
    answerId: 'b',
    legitimate: false,
    flags: [
      { quote: 'The screen shows "Northwind Bank".', why: 'Caller ID can be spoofed: the name on screen proves nothing.' },
      { quote: 'Read it to me and the payment is cancelled.', why: 'A one-time PIN approves a payment; no bank staff member ever asks you to read one out.' },
      { quote: 'We have stopped a payment of R8,900', why: 'A scare about a big payment is there to make you act before thinking.' },
    ],
    habit: 'Never read a one-time PIN to a caller; end the call and ring the number on your card.',
  },
  {
    id: 'vishing-02',
    answerId: 'd',
    legitimate: false,
    flags: [
      { quote: 'install the RemoteHelp tool', why: 'Remote access lets the caller do anything on your PC.' },
      { quote: 'Just tap Approve when it pops up.', why: 'Approving a prompt you did not start hands your login to someone else (MFA fatigue).' },
      { quote: 'support-desk.example', why: 'The address is not your company\'s own IT site.' },
    ],
    habit: 'Verify an unexpected IT caller through the number your company publishes, and never approve a sign-in you did not start.',
  },
  {
    id: 'vishing-03',
    answerId: 'a',
    legitimate: false,
    flags: [
      { quote: 'A warrant will be issued today', why: 'Threats of arrest are pressure; tax authorities write first and do not arrest by voicemail.' },
      { quote: 'Call us back urgently on 010 555 0142.', why: 'The call-back number is theirs, not one you looked up.' },
      { quote: 'from an unknown number', why: 'An official case would reach you through your registered account, not an unknown caller.' },
    ],
    habit: 'Never call back a number from an unexpected threat; look up the organisation yourself.',
  },
  {
    id: 'vishing-04',
    answerId: 'c',
    legitimate: true,
    flags: [
      { quote: 'You called the number printed on the back of your Northwind Bank card', why: 'You started the call on a number you already trust.' },
      { quote: 'can you confirm your full name and date of birth?', why: 'Confirming who you are is normal; she asks for no PIN, password or one-time code.' },
      { quote: 'you\'ll get an SMS with a reference number', why: 'The follow-up gives you something, and asks for nothing.' },
    ],
    habit: 'A call you placed to the number on your card is safe; still, never give a PIN or one-time code, even then.',
  },
  {
    id: 'vishing-05',
    answerId: 'b',
    legitimate: false,
    flags: [
      { quote: 'Your computer has been sending us error reports; it is infected.', why: 'Software companies do not watch your PC and phone you about it.' },
      { quote: 'so I can fix it remotely', why: 'Remote access lets them install anything and steal your banking logins.' },
      { quote: 'The yearly protection is only R1,999.', why: 'The fix always ends in a payment: that is the point of the call.' },
    ],
    habit: 'Hang up on unsolicited tech support; if you worry about your PC, go to a repairer you choose.',
  },
  {
    id: 'vishing-06',
    answerId: 'a',
    legitimate: true,
    flags: [
      { quote: 'Yesterday you bought a fridge at HomeHub and chose home delivery.', why: 'The call follows something you did.' },
      { quote: 'order HH-30917, one fridge', why: 'The caller knows your real order.' },
      { quote: 'Nothing to pay, it\'s already covered.', why: 'It asks for no money and no details.' },
    ],
    habit: 'A call that matches your own order and asks for nothing is normal; a request to pay or share codes changes that.',
  },
];
