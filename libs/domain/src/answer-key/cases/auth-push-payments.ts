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
  {
    id: 'app-12',
    answerId: 'c',
    legitimate: false,
    skill: 'check-payment',
    flags: [
      {
        quote: 'First PayShap payments to a new person take up to 24 hours',
        why: 'PayShap payments land in seconds; a delay story covers for money that was never sent.',
      },
      {
        quote: 'My bank emailed you proof of payment too.',
        why: 'Proof-of-payment emails and screenshots are easy to fake.',
      },
      { quote: 'my Uber is waiting', why: 'A hurry stops you from waiting for the money.' },
    ],
    habit: 'Money has arrived when your own banking app shows it; a screenshot or an email is only a picture.',
  },
  {
    id: 'app-13',
    answerId: 'b',
    legitimate: true,
    skill: 'check-payment',
    flags: [
      {
        quote: 'wrote her ShapID on the calendar on the fridge in January',
        why: 'She gave you the number in person, months ago.',
      },
      { quote: 'Account holder: N DUBE', why: "The bank's name check matches Nomvula Dube." },
      {
        quote: 'This is your first payment to this recipient.',
        why: 'A first-payment warning is normal; it asks you to check, and here the checks hold.',
      },
    ],
    habit:
      'A warning asks you to check payee and name, not to give up: when both come from the person face to face and match, pay.',
  },
  {
    id: 'app-14',
    answerId: 'a',
    legitimate: false,
    skill: 'spot-pressure',
    flags: [
      {
        quote: 'The first one to pay the R7,900 deposit by 15:00 gets the flat.',
        why: 'A race with a deadline pushes you to pay before you have seen anything.',
      },
      {
        quote: 'so no viewing until the 1st',
        why: 'No viewing before paying is the rental trick: the flat may not be his to let.',
      },
      {
        quote: 'I will send the lease and my ID copy after you pay',
        why: 'Papers and ID copies are easy to forge; they prove nothing about the flat.',
      },
    ],
    habit:
      'Never pay a rental deposit before you have viewed the place and met the agent or owner, however many others are said to be waiting.',
  },
  {
    id: 'app-15',
    answerId: 'c',
    legitimate: true,
    skill: 'spot-pressure',
    flags: [
      {
        quote: 'You have just pressed Pay on Shopwise for a R2,349 air fryer',
        why: 'The approval matches the payment you started seconds ago.',
      },
      {
        quote: 'Shopwise Online · R2,349.00 · card ending 8812',
        why: 'Shop, amount and card agree with your purchase.',
      },
      {
        quote: 'This request expires in 4:52.',
        why: 'A short timer is normal on card approvals; it protects you if you walk away.',
      },
    ],
    habit:
      'Read what an approval is for: when shop, amount and card are the payment you just made, approve it; a timer alone is no warning sign.',
  },
  {
    id: 'app-16',
    answerId: 'b',
    legitimate: false,
    skill: 'check-payment',
    flags: [
      {
        quote: 'The seller sent you this link',
        why: 'An escrow chosen by the seller can be his own site; it holds your money for him.',
      },
      {
        quote: 'padlock in the address bar',
        why: 'A padlock only means the connection is encrypted, not that the site is honest.',
      },
      {
        quote: 'he is working in Namibia and the car will be delivered',
        why: 'A seller you can never meet, with a car you cannot see first.',
      },
    ],
    habit:
      'For a big private sale, see the goods and pay at a handover you control; never through a payment service the other side picked.',
  },
  {
    id: 'app-17',
    answerId: 'b',
    legitimate: false,
    skill: 'check-sender',
    flags: [
      {
        quote: 'Botha here, new number, please save it.',
        why: 'A new number with his photo proves nothing: anyone can copy a profile picture.',
      },
      {
        quote: "pay the R9,200 rent to my wife's account",
        why: 'A new account for the rent, announced from a new number, is the pattern of the "new number" trick.',
      },
      {
        quote: 'My bank account is being audited.',
        why: 'A story for why the usual account cannot be used.',
      },
    ],
    habit: 'A "new number" is a stranger until you have spoken to the person on the number you already had.',
  },
];
