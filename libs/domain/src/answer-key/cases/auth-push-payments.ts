import type { BankCaseKey } from './types';

export const APP_KEYS: readonly BankCaseKey[] = [
  {
    id: 'app-01',
    answerId: 'c',
    legitimate: false,
    skill: 'doubt-offer',
    flags: [
      {
        quote: "Why so cheap? It's R14,000 in the shops.",
        why: 'A price at half the market is bait, whatever the story.',
      },
      { quote: 'first to pay gets it', why: 'Rushing you stops you from checking.' },
      {
        quote: "Not the site's checkout please",
        why: "Avoiding the platform's payment removes your buyer protection.",
      },
    ],
    habit:
      "Buy second-hand only through the platform's protected payment or in person, never by bank transfer to a stranger.",
  },
  {
    id: 'app-02',
    answerId: 'b',
    legitimate: false,
    skill: 'spot-pressure',
    flags: [
      {
        quote: 'move them now to a safe account',
        why: 'No bank or police force ever asks you to move money to a "safe account".',
      },
      {
        quote: 'If the branch asks why, say it is for a family emergency.',
        why: 'Being told what to say to your bank is a sure sign.',
      },
      { quote: "Don't mention this call.", why: 'Secrecy keeps your real bank from stopping you.' },
    ],
    habit: 'A "safe account" does not exist: hang up and call your bank on the number on your card.',
  },
  {
    id: 'app-03',
    answerId: 'a',
    legitimate: false,
    skill: 'verify-channel',
    flags: [
      { quote: 'this is my new number', why: 'A new number is the excuse for a stranger to pose as family.' },
      {
        quote: 'my banking app is locked on the new phone',
        why: 'The story explains why they need your money, not theirs.',
      },
      { quote: 'Can you pay R5,800 for me?', why: 'A payment to an account you have never used, on request by text.' },
    ],
    habit:
      'When "family" texts from a new number asking for money, call their old number or ask something only they know.',
  },
  {
    id: 'app-04',
    answerId: 'c',
    legitimate: true,
    skill: 'check-payment',
    flags: [
      {
        quote: 'Geyser valve replaced',
        why: 'The invoice is for the work you watched him do, handed to you by him, not sent by a mailbox someone could hijack.',
      },
      { quote: '(same as before)', why: 'The account is the one you have paid him on before.' },
      { quote: 'Account name matches Sizwe Plumbing', why: "The bank's name check agrees with the payee." },
    ],
    habit: "Pay when you know the payee, the details came from them directly and the bank's name check matches.",
  },
  {
    id: 'app-05',
    answerId: 'b',
    legitimate: false,
    skill: 'check-payment',
    flags: [
      {
        quote: "I am abroad so you can't view it yet",
        why: 'An absent landlord who wants a deposit before a viewing is a classic rental fraud.',
      },
      { quote: 'does NOT match', why: "The bank's name check says the money goes to someone else." },
      { quote: 'just continue', why: "Being told to ignore your bank's warning is a sign in itself." },
    ],
    habit: "If the bank's name check does not match, stop; never pay a deposit for a place you have not seen.",
  },
  {
    id: 'app-06',
    answerId: 'b',
    legitimate: false,
    skill: 'check-payment',
    flags: [
      {
        quote: 'Approve to pay R2,500.00 from your account.',
        why: 'A PayShap request asks you to pay: approving sends your money to the "buyer".',
      },
      {
        quote: 'I sent you a PayShap request so the money can come in.',
        why: 'A buyer pays you by sending a payment, never by sending you a request.',
      },
      {
        quote: 'Just approve it, then I fetch the couch.',
        why: 'He wants the approval before you look closely at what it does.',
      },
    ],
    habit:
      'Read what a payment screen says it will do: a request you approve takes money out. A buyer sends money; you never approve anything to receive it.',
  },
  {
    id: 'app-07',
    answerId: 'a',
    legitimate: true,
    skill: 'check-payment',
    flags: [
      {
        quote: "At Naledi's braai yesterday you agreed to pay her back R450",
        why: 'You owe this money and agreed to pay it.',
      },
      {
        quote: 'From: Naledi Khumalo · Amount: R450.00',
        why: 'The request shows the person and the amount you agreed.',
      },
      {
        quote: 'Approve to pay R450.00 from your account.',
        why: 'The screen says plainly that approving pays her, which is what you mean to do.',
      },
    ],
    habit:
      'A PayShap request is a fine way to pay someone you owe: approve it when the name and amount match what you agreed, decline any other.',
  },
  {
    id: 'app-08',
    answerId: 'b',
    legitimate: false,
    skill: 'doubt-offer',
    flags: [
      { quote: 'R800 to R2,000 a day, paid daily', why: 'Big daily pay for simple ratings is the bait of task scams.' },
      { quote: 'A once-off R350 registration fee', why: 'A job that makes you pay to start is not a job.' },
      { quote: '+27 66 000 3152', why: "A real company's HR does not hire from a private cellphone number." },
    ],
    habit: "Never pay to get a job; check a vacancy on the company's own careers page.",
  },
  {
    id: 'app-09',
    answerId: 'c',
    legitimate: false,
    skill: 'check-payment',
    flags: [
      {
        quote: '[screenshot: "Payment successful, R7,800.00, immediate"]',
        why: 'A screenshot of a payment is easy to fake; only your own account proves money arrived.',
      },
      {
        quote: 'It takes 24 hours to show on your side',
        why: 'An immediate payment shows at once: the story does not add up.',
      },
      { quote: 'my Uber is waiting outside', why: 'Hurry is there to stop you checking your app.' },
    ],
    habit:
      'Hand over goods only once the money shows in your own banking app, never on a screenshot or a proof of payment.',
  },
  {
    id: 'app-10',
    answerId: 'a',
    legitimate: false,
    skill: 'check-payment',
    flags: [
      {
        quote: 'I have sent a PayShap request to your banking app marked "Refund".',
        why: 'A request makes you pay, whatever its reference says: a real refund is sent to you.',
      },
      { quote: 'Open the app and approve it', why: 'Approving takes R1,250 out of your account.' },
      { quote: '+27 10 000 6620', why: 'The call comes from a number you cannot tie to the shop.' },
    ],
    habit:
      "You never approve anything to receive money; decline a request you did not expect and check refunds in the shop's own app.",
  },
  {
    id: 'app-11',
    answerId: 'c',
    legitimate: true,
    skill: 'check-payment',
    flags: [
      {
        quote: "You're welcome to see it and ride it before you pay.",
        why: 'You see the bike before any money moves.',
      },
      {
        quote: 'We can meet at the shopping centre near you on Saturday morning.',
        why: 'A busy public place in daylight, at a time that suits you.',
      },
      {
        quote: "Pay through the site's checkout or by instant payment once you're happy",
        why: "No rush and no pressure to avoid the site's checkout.",
      },
    ],
    habit:
      'A seller who lets you see the goods first, in a public place, and pay after is behaving honestly; keep it that way.',
  },
];
