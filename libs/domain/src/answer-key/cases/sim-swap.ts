import type { BankCaseKey } from './types';

export const SIM_SWAP_KEYS: readonly BankCaseKey[] = [
  {
    id: 'sim-swap-01',
    answerId: 'b',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      {
        quote: 'your phone has shown "SOS only"',
        why: 'Losing service for no reason is the first sign your number was moved to another SIM.',
      },
      {
        quote: 'A new device was registered for your app banking profile at 19:58.',
        why: "Someone is using your number's codes to log in as you.",
      },
    ],
    habit: 'No service plus login alerts means act at once: call your operator and bank from another phone.',
  },
  {
    id: 'sim-swap-02',
    answerId: 'c',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'MobiCell (operator short code)',
        why: "It comes from the operator's usual sender, not a random number.",
      },
      {
        quote: 'call the Customer Care number on your contract',
        why: 'It sends you to a number you already have, with no link.',
      },
      { quote: 'We will never ask for your PIN.', why: 'It asks you for nothing.' },
    ],
    habit: 'A SIM-swap alert you did not expect is urgent: call your operator on its known number at once.',
  },
  {
    id: 'sim-swap-03',
    answerId: 'a',
    legitimate: false,
    skill: 'protect-codes',
    flags: [
      {
        quote: 'Please read it back to me so I can activate the new SIM.',
        why: 'That code authorises moving your number: reading it out hands your number over.',
      },
      { quote: 'The offer ends today', why: 'A deadline stops you from checking.' },
    ],
    habit: 'Never read out a code sent to your phone to a caller, whoever they say they are.',
  },
  {
    id: 'sim-swap-04',
    answerId: 'b',
    legitimate: true,
    skill: 'guard-access',
    flags: [
      { quote: 'https://my.mobicell.example/security', why: "The page belongs to your operator's own domain." },
      {
        quote: 'needs your account PIN and an in-store ID check',
        why: 'A port-out PIN or SIM lock is what stops a SIM swap.',
      },
    ],
    habit: "Turn on your operator's SIM-swap or port-out lock, and prefer an authenticator app to SMS codes.",
  },
  {
    id: 'sim-swap-05',
    answerId: 'a',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'The agent asks for your ID document and checks that the photo is you.',
        why: 'An ID check in person is the protection against someone else taking your number.',
      },
      {
        quote: 'a confirmation will go to the email address on your account',
        why: 'The operator tells you through a channel already on file.',
      },
    ],
    habit: 'A SIM change should always need proof of identity; be glad when a shop checks yours.',
  },
  {
    id: 'sim-swap-06',
    answerId: 'b',
    legitimate: false,
    skill: 'protect-codes',
    flags: [
      {
        quote: 'Read it back to me and the swap is cancelled.',
        why: 'The code he wants is the one that approves a swap or a login: reading it out makes the swap happen.',
      },
      {
        quote: 'MobiCell Care (name shown on your screen)',
        why: 'A caller can make any name appear; operators do not call to block swaps with a code.',
      },
      { quote: 'it goes through in two minutes', why: 'A countdown is there so you do not stop to check.' },
    ],
    habit:
      'Nobody stops a SIM swap by asking for your code; hang up and call your operator on the number you already have.',
  },
  {
    id: 'sim-swap-07',
    answerId: 'c',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'At 08:50 you got a new SIM at a MobiCell store with your phone upgrade.',
        why: 'The SIM change the bank saw is the one you made.',
      },
      {
        quote: 'payments to new recipients are paused for 24 hours',
        why: 'Pausing new payments after a SIM change is how banks blunt SIM-swap fraud.',
      },
      {
        quote: 'call us on the number on the back of your card',
        why: "It points you to a number you own, and the notice is inside the bank's app.",
      },
    ],
    habit:
      "A bank pause after your own SIM change is protection working; confirm it inside the app, and call the card's number if you did not change SIM.",
  },
  {
    id: 'sim-swap-08',
    answerId: 'a',
    legitimate: false,
    skill: 'check-sender',
    flags: [
      {
        quote: '+27 65 000 4471 ("RICA Compliance Desk")',
        why: 'A private WhatsApp number with an official-sounding name is not your network.',
      },
      {
        quote: 'send a photo of your ID, a selfie holding the ID, and a proof of address',
        why: 'That set is exactly what a criminal needs to take over your number or open accounts as you.',
      },
      { quote: 'will be disconnected at 17:00 today', why: 'A same-day cut-off is pressure.' },
    ],
    habit:
      "Check RICA or account status only through your network's own app, store or number; never send ID documents to a chat.",
  },
  {
    id: 'sim-swap-09',
    answerId: 'b',
    legitimate: false,
    skill: 'verify-channel',
    flags: [
      {
        quote: 'He shows a photo of an ID on his phone, not the card itself',
        why: "A photo of an ID can be anybody's; the check needs the document itself.",
      },
      {
        quote: 'He knows the number but not the account PIN.',
        why: 'Knowing a number proves nothing: the PIN is what the owner would know.',
      },
      {
        quote: 'Please, I am in a hurry.',
        why: 'Hurry and a sad story are how swap fraudsters get past store checks.',
      },
    ],
    habit:
      'At the counter, follow the check every time: the ID document itself or the account PIN, however urgent the story.',
  },
  {
    id: 'sim-swap-10',
    answerId: 'a',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'In the MobiCell app you just asked to move your number to an eSIM',
        why: "You started the change a minute ago, in the operator's own app.",
      },
      {
        quote: 'Finish the set-up in the MobiCell app on the new phone.',
        why: 'It sends you to the app you already use, not to a link or a caller.',
      },
      {
        quote: 'Your physical SIM will stop working within 30 minutes.',
        why: 'When you move to an eSIM the old card stops: that is the change you asked for.',
      },
    ],
    habit:
      'A SIM alert that matches a change you just made is the system working; the same alert out of the blue is the one to act on.',
  },
  {
    id: 'sim-swap-11',
    answerId: 'a',
    legitimate: false,
    skill: 'spot-pressure',
    flags: [
      {
        quote: 'DISCONNECTED at 15:30 today',
        why: 'A cut-off two hours away is there to rush you into sending your ID.',
      },
      {
        quote: 'https://rica-verify-za.example/id',
        why: 'Not your operator: a look-alike site that collects ID copies for SIM swaps.',
      },
      {
        quote: 'a photo of your ID',
        why: 'An ID copy is what a criminal takes to a store to swap your SIM.',
      },
    ],
    habit:
      'A threat to cut you off by a deadline is the cue to go to the operator yourself; a reply or a link only reaches the sender.',
  },
  {
    id: 'sim-swap-12',
    answerId: 'c',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'stage 4 load shedding since 18:00',
        why: 'Cell towers run on batteries that go flat in long power cuts.',
      },
      {
        quote: "Your partner's phone, on another network, has none either",
        why: 'A SIM swap cuts one number, not every phone in the street.',
      },
      {
        quote: 'No SMS or email has arrived from your bank or your operator.',
        why: 'No sign of a new SIM or a new device on your profile.',
      },
    ],
    habit:
      'Tell a swap from an outage: one phone dark while others work is the warning; a whole street dark during load shedding is not.',
  },
];
