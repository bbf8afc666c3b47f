import type { BankCaseKey } from './types';

export const VISHING_KEYS: readonly BankCaseKey[] = [
  {
    id: 'vishing-01',
    answerId: 'b',
    legitimate: false,
    skill: 'protect-codes',
    flags: [
      {
        quote: 'Northwind Bank (name shown on your screen)',
        why: 'Caller ID can be spoofed: the name on screen proves nothing.',
      },
      {
        quote: 'Read it to me and the payment is cancelled.',
        why: 'A one-time PIN approves a payment; no bank staff member ever asks you to read one out.',
      },
      {
        quote: 'We have stopped a payment of R8,900',
        why: 'A scare about a big payment is there to make you act before thinking.',
      },
    ],
    habit: 'Never read a one-time PIN to a caller; end the call and ring the number on your card.',
  },
  {
    id: 'vishing-02',
    answerId: 'd',
    legitimate: false,
    skill: 'verify-channel',
    flags: [
      { quote: 'install the RemoteHelp tool', why: 'Remote access lets the caller do anything on your PC.' },
      {
        quote: 'Just tap Approve when it pops up.',
        why: 'Approving a prompt you did not start hands your login to someone else (MFA fatigue).',
      },
      { quote: 'support-desk.example', why: "The address is not your company's own IT site." },
    ],
    habit:
      'Verify an unexpected IT caller through the number your company publishes, and never approve a sign-in you did not start.',
  },
  {
    id: 'vishing-03',
    answerId: 'a',
    legitimate: false,
    skill: 'spot-pressure',
    flags: [
      {
        quote: 'A warrant will be issued today',
        why: 'Threats of arrest are pressure; SARS does not arrest anyone by voicemail.',
      },
      {
        quote: 'Call us back urgently on 010 000 0142.',
        why: 'The call-back number is theirs, not one you looked up.',
      },
      {
        quote: 'This is the SARS legal department.',
        why: 'SARS contacts you about a debt through eFiling and letters you can check, not a recorded threat.',
      },
    ],
    habit: 'Never call back a number from an unexpected threat; look up the organisation yourself, or check eFiling.',
  },
  {
    id: 'vishing-04',
    answerId: 'c',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'You called the number printed on the back of your Northwind Bank card',
        why: 'You started the call on a number you already trust.',
      },
      {
        quote: 'can you confirm your full name and date of birth?',
        why: 'Confirming who you are is normal; she asks for no PIN, password or one-time code.',
      },
      {
        quote: "you'll get an SMS with a reference number",
        why: 'The follow-up gives you something, and asks for nothing.',
      },
    ],
    habit: 'A call you placed to the number on your card is safe; still, never give a PIN or one-time code, even then.',
  },
  {
    id: 'vishing-05',
    answerId: 'b',
    legitimate: false,
    skill: 'guard-access',
    flags: [
      {
        quote: 'Your computer has been sending us error reports; it is infected.',
        why: 'Software companies do not watch your PC and phone you about it.',
      },
      {
        quote: 'so I can fix it remotely',
        why: 'Remote access lets them install anything and steal your banking logins.',
      },
      {
        quote: 'The yearly protection is only R1,999.',
        why: 'The fix always ends in a payment: that is the point of the call.',
      },
    ],
    habit: 'Hang up on unsolicited tech support; if you worry about your PC, go to a repairer you choose.',
  },
  {
    id: 'vishing-06',
    answerId: 'a',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'Yesterday you bought a fridge at HomeHub and chose home delivery.',
        why: 'The call follows something you did.',
      },
      { quote: 'order HH-30917, one fridge', why: 'The caller knows your real order.' },
      { quote: "Nothing to pay, it's already covered.", why: 'It asks for no money and no details.' },
    ],
    habit:
      'A call that matches your own order and asks for nothing is normal; a request to pay or share codes changes that.',
  },
  {
    id: 'vishing-07',
    answerId: 'c',
    legitimate: false,
    skill: 'guard-access',
    flags: [
      {
        quote: 'Northwind Bank (name shown on your screen)',
        why: 'The name on screen can be set by the caller; it proves nothing.',
      },
      {
        quote: 'Install "SupportView" from the app store and read me the nine-digit code it shows.',
        why: 'That code hands him control of your phone, banking app included; a real app store does not make the tool safe.',
      },
      {
        quote: "A debit order of R3,200 from an insurer you don't use is about to go off.",
        why: 'A scary debit order is the hook; you can stop one yourself in the app.',
      },
    ],
    habit:
      'No bank needs to see or control your phone: never install a screen-sharing app for a caller; hang up and call the number on your card.',
  },
  {
    id: 'vishing-08',
    answerId: 'a',
    legitimate: false,
    skill: 'verify-channel',
    flags: [
      {
        quote: 'you are owed a refund of R3,100',
        why: 'A refund you did not ask about is the lure of a call-back scam.',
      },
      {
        quote: 'call us back on 087 000 5561 with your banking app open',
        why: 'Nobody needs your banking app open to refund you: they want you to make a payment while they talk.',
      },
    ],
    habit:
      'Check a refund in the shop\'s own app and your statement; never call back a number from a message to "receive" money.',
  },
  {
    id: 'vishing-09',
    answerId: 'b',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'I only need a yes or a no: did you make that purchase?',
        why: 'A real card check asks only whether a purchase was yours.',
      },
      { quote: "I won't ask for any PIN, password or code.", why: 'It asks for nothing a criminal could use.' },
      {
        quote: 'hang up and call the number on the back of your card',
        why: 'It invites you to verify on a number you already own.',
      },
    ],
    habit:
      'A bank call that asks only yes or no and asks for no code is normal; to be sure, hang up and call the number on your card.',
  },
  {
    id: 'vishing-10',
    answerId: 'a',
    legitimate: false,
    skill: 'protect-codes',
    flags: [
      {
        quote: 'confirm your eFiling username and password, and the one-time PIN we are sending you',
        why: 'With these he can log in as you and change the bank account your refund goes to.',
      },
      {
        quote: 'It is on hold because your eFiling profile is locked.',
        why: 'A held refund is the bait; eFiling itself tells you if anything is needed.',
      },
    ],
    habit: 'Never give an eFiling login or a one-time PIN to anyone who calls; check your profile on eFiling yourself.',
  },
  {
    id: 'vishing-11',
    answerId: 'c',
    legitimate: false,
    skill: 'protect-codes',
    flags: [
      {
        quote: 'Northwind Bank: OTP 558213 to link a new device. Do not share this code.',
        why: 'The code is from your bank and links a new device to your account: it is not a delivery code.',
      },
      { quote: "Yes yes, that's our system.", why: 'A courier has no access to codes your bank sends.' },
      { quote: 'I have lots of deliveries.', why: 'Hurry is there to stop you reading the text.' },
    ],
    habit: 'Read what a code says before you share it; a code from your bank goes to nobody, whoever is at the gate.',
  },
  {
    id: 'vishing-12',
    answerId: 'b',
    legitimate: false,
    skill: 'spot-pressure',
    flags: [
      {
        quote: 'you may not discuss it with your bank or family',
        why: 'A ban on telling anyone cuts you off from the people who would stop you.',
      },
      {
        quote: 'your savings must sit in a holding account while we check them',
        why: 'Police do not hold your money in an account; this is the "safe account" trick.',
      },
      {
        quote: 'call the station on 012 000 4400',
        why: 'A number he gives you reaches his own people; checking through it proves nothing.',
      },
    ],
    habit:
      'A caller who forbids you to talk about it and wants your money moved is not the police; if in doubt, ring SAPS on 10111 or a station you look up.',
  },
  {
    id: 'vishing-13',
    answerId: 'b',
    legitimate: true,
    skill: 'verify-channel',
    flags: [
      {
        quote: 'You dialled the number on the back of your card',
        why: 'You made the call on a number you already trust, so you know who answers.',
      },
      {
        quote: 'I will not ask for your PIN, your password or any one-time PIN.',
        why: 'Identifying you is normal; the secrets that move money stay with you.',
      },
    ],
    habit:
      'When you called the bank on the number on your card, answering identity questions is normal; only PINs, passwords and one-time PINs stay yours.',
  },
  {
    id: 'vishing-14',
    answerId: 'b',
    legitimate: false,
    skill: 'protect-codes',
    flags: [
      {
        quote: 'Your bank will SMS a code to accept the money',
        why: 'No code is needed to receive money; a bank code approves something leaving your account.',
      },
      {
        quote: 'order SW-47120, the blender',
        why: 'Order details leak from shops and couriers; knowing them proves nothing.',
      },
      {
        quote: 'just read it to me and it lands today',
        why: 'A code from your bank goes to nobody, however well the caller knows your order.',
      },
    ],
    habit:
      'Receiving a refund never needs a code from you; read what an SMS code is for and keep it, then check the refund where you placed the order.',
  },
  {
    id: 'vishing-15',
    answerId: 'b',
    legitimate: false,
    skill: 'spot-pressure',
    flags: [
      {
        quote: 'A warrant will be issued at 17:00 today.',
        why: 'An arrest deadline an hour away is there to make you call before you think.',
      },
      {
        quote: 'call this number back now and press 1',
        why: 'Calling back puts you through to the people who left the message, however you phrase your questions.',
      },
    ],
    habit:
      'A threat with a deadline is the cue to stop; reach SARS through eFiling or its published number, never the one a message gives.',
  },
  {
    id: 'vishing-16',
    answerId: 'c',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      {
        quote: 'you read the caller a code from an SMS',
        why: 'That code let the caller link his own phone to your banking profile.',
      },
      {
        quote: 'payment of R24,500 to a new beneficiary is processing',
        why: 'Money is moving now: minutes decide whether the bank can stop it.',
      },
    ],
    habit:
      'Once a code has gone to a caller, call your bank on its 24-hour number straight away; a password change does not unlink the device the criminal added.',
  },
];
