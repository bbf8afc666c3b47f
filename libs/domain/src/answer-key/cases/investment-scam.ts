import type { BankCaseKey } from './types';

export const INVESTMENT_KEYS: readonly BankCaseKey[] = [
  {
    id: 'investment-01',
    answerId: 'c',
    legitimate: false,
    skill: 'doubt-offer',
    flags: [
      {
        quote: 'earns members 3% every day, guaranteed',
        why: 'Guaranteed daily returns do not exist in real markets.',
      },
      {
        quote: 'Bring a friend and earn 10% of their deposit.',
        why: 'Paying for recruits is how a pyramid or Ponzi scheme grows.',
      },
      {
        quote: '"I doubled my savings in five weeks." – Thabo, Soweto',
        why: 'Testimonials cannot be checked and are often invented.',
      },
    ],
    habit:
      'Check that any investment firm is licensed with the financial regulator, and walk away from guaranteed returns.',
  },
  {
    id: 'investment-02',
    answerId: 'b',
    legitimate: false,
    skill: 'doubt-offer',
    flags: [
      {
        quote: 'My camera is still broken so no video call yet',
        why: 'An online-only relationship that turns to money is the pattern of romance-investment fraud.',
      },
      {
        quote: 'My uncle is an analyst there, he tells me when to buy.',
        why: 'Inside tips from a relative are part of the script.',
      },
      {
        quote: 'goldleaf-trade.example',
        why: 'The "platform" is one he picked, where the numbers on screen can be made up.',
      },
    ],
    habit: 'When an online friend brings up investing, stop: never send money to someone you have not met.',
  },
  {
    id: 'investment-03',
    answerId: 'c',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      {
        quote: 'regulations require a 15% capital gains tax: R14,400',
        why: 'Real tax is not paid to the platform before a withdrawal.',
      },
      {
        quote: 'your account will be frozen for compliance',
        why: 'Threats to freeze the money push you to pay again.',
      },
      {
        quote: 'Before withdrawal',
        why: 'The profits are numbers on a screen; fees to withdraw them are the next stage of the fraud.',
      },
    ],
    habit: 'If you must pay to withdraw your own money, the money is gone: stop paying and report it.',
  },
  {
    id: 'investment-04',
    answerId: 'a',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: "found on the FSCA's register of providers; her FSP number matches",
        why: "You checked the adviser yourself, on the regulator's own register.",
      },
      { quote: 'Past performance is no guarantee of future returns', why: 'An honest pitch states the risk.' },
      {
        quote: 'Your money is held by an independent trustee bank.',
        why: 'Your money sits with a separate custodian, not the adviser.',
      },
    ],
    habit: 'A licensed adviser you checked, modest returns and stated risks are what a real investment looks like.',
  },
  {
    id: 'investment-05',
    answerId: 'a',
    legitimate: false,
    skill: 'check-sender',
    flags: [
      {
        quote: 'Our blockchain investigators have located your R60,000',
        why: 'Victims are targeted again, often with details leaked from the first fraud.',
      },
      {
        quote: 'an upfront legal fee of R7,500, fully refundable',
        why: 'A fee before anything is returned is the whole trick of recovery fraud.',
      },
      {
        quote: 'crypto-recovery-bureau.example',
        why: 'Police and banks do not recover money through private bureaus that charge fees.',
      },
    ],
    habit: 'Never pay anyone who offers to recover lost money for a fee; report to the police and your bank.',
  },
  {
    id: 'investment-06',
    answerId: 'c',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'https://online.northwindbank.example/save/fixed-deposit',
        why: "The address is your bank's own domain.",
      },
      {
        quote: 'Withdrawing early costs you the interest earned.',
        why: 'A modest rate with its limits spelt out is normal.',
      },
    ],
    habit:
      "Returns in line with ordinary savings rates, on your bank's own site, are normal; guarantees of much more are not.",
  },
  {
    id: 'investment-07',
    answerId: 'c',
    legitimate: false,
    skill: 'doubt-offer',
    flags: [
      {
        quote: 'Members made 38% in 7 days.',
        why: 'No licensed manager promises returns like that; screenshots are easy to make.',
      },
      {
        quote: 'Send R5,000 to our account manager and we trade for you.',
        why: "Money to a person's account, not a registered firm's, is gone the moment it leaves.",
      },
      {
        quote: 'Licensed by the FSCA, FSP 51234.',
        why: 'Scammers borrow real FSP numbers: the register shows whose name a number belongs to.',
      },
      {
        quote: 'Got my R12,000 payout yesterday',
        why: 'Happy "members" in the group are often the scammers themselves.',
      },
    ],
    habit:
      "Check the FSP number on the FSCA's register and that the name matches, and never pay an investment into a private account.",
  },
  {
    id: 'investment-08',
    answerId: 'b',
    legitimate: false,
    skill: 'guard-access',
    flags: [
      {
        quote: 'https://nwb-trader-app.example/download/NWBTrader.apk',
        why: 'An app file from a website, not the store, can be anything, including malware that reads your texts.',
      },
      {
        quote: 'allow "Install unknown apps"',
        why: "Switching off the phone's protection is the step the criminals need.",
      },
      { quote: 'pays 2.5% a week on savings', why: 'That is over 200% a year: no bank pays anything close.' },
    ],
    habit:
      "Install banking and investment apps only from the official app store, and check any new product in your bank's own app.",
  },
  {
    id: 'investment-09',
    answerId: 'a',
    legitimate: false,
    skill: 'doubt-offer',
    flags: [
      {
        quote: 'You earned R150 on Friday and it paid out to you',
        why: 'A small first payout is bait to build trust before the big deposits.',
      },
      {
        quote: 'Top up R2,000 to your work account to unlock it',
        why: 'A job that makes you pay in is not a job: each "task" will need a bigger top-up.',
      },
      {
        quote: 'your R150 and your account balance are frozen',
        why: 'The threat to freeze money you "earned" keeps you paying.',
      },
    ],
    habit: 'Real work never asks you to pay in first; stop at the first request for money and report the account.',
  },
  {
    id: 'investment-10',
    answerId: 'b',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      { quote: 'https://app.northwindbank.example/save/maturity', why: "You are inside your bank's own app." },
      { quote: 'reinvest for another 12 months at 7.9% a year', why: 'A modest rate, in line with what banks pay.' },
      {
        quote: 'If you choose nothing, it is paid out in 7 days.',
        why: 'No rush and no new account: the money stays with you.',
      },
    ],
    habit:
      'A choice offered inside your own banking app, at an ordinary rate and with no deadline trap, is normal banking.',
  },
  {
    id: 'investment-11',
    answerId: 'c',
    legitimate: false,
    skill: 'doubt-offer',
    flags: [
      {
        quote: 'grow their money 30% a month',
        why: 'No real investment pays 30% a month; the money comes from newer members.',
      },
      {
        quote: 'I have been paid R600 every month since',
        why: 'Early members are paid to recruit others: her payouts prove the pyramid, not the investment.',
      },
      {
        quote: 'Bring 2 friends and your rate goes to 40%.',
        why: 'A reward for recruiting is the mark of a pyramid.',
      },
    ],
    habit:
      'Judge the return, not the person who vouches: 30% a month cannot be earned, so early payouts are paid from later losses.',
  },
  {
    id: 'investment-12',
    answerId: 'c',
    legitimate: true,
    skill: 'doubt-offer',
    flags: [
      {
        quote: 'you found her on the FSCA register last week before booking',
        why: 'You checked her licence yourself, through the regulator.',
      },
      {
        quote: 'the value can go down as well as up',
        why: 'Honest about risk, with fees in writing: the opposite of a promised return.',
      },
      {
        quote: 'says to take your time',
        why: 'No pressure: you can read and decide at home.',
      },
    ],
    habit:
      'A registered adviser, written fees, stated risk and time to think make a normal offer; asking for a guarantee is asking for the one thing only crooks give.',
  },
  {
    id: 'investment-13',
    answerId: 'b',
    legitimate: false,
    skill: 'spot-pressure',
    flags: [
      {
        quote: 'The allocation closes at 16:00 today',
        why: 'A forty-minute deadline is there to stop you from checking.',
      },
      {
        quote: 'Our analysts expect it to triple.',
        why: 'A promised tripling is a sales line, not a forecast.',
      },
      {
        quote: 'check our website, sterling-capital.example, while we talk',
        why: 'A website is cheap to build; checking it on his call, at his pace, proves nothing.',
      },
    ],
    habit:
      'An investment you must take before the call ends is one to refuse; check any firm on the FSCA register in your own time.',
  },
  {
    id: 'investment-14',
    answerId: 'b',
    legitimate: false,
    skill: 'doubt-offer',
    flags: [
      {
        quote: 'You send R7,500 to the accounts we give you and keep R500',
        why: 'Passing money on for others is laundering; your account takes the blame.',
      },
      {
        quote: 'here is our CIPC certificate',
        why: 'A registered company can still run a mule scheme; the paper is beside the point.',
      },
    ],
    habit: 'A job that pays you to move money through your account is money laundering, whatever papers come with it.',
  },
  {
    id: 'investment-15',
    answerId: 'c',
    legitimate: false,
    skill: 'guard-access',
    flags: [
      {
        quote: 'https://goldleaf-trade.example/apk/goldleaf-pro.apk',
        why: "An app file from a website skips the store's checks.",
      },
      {
        quote: 'Your phone will warn about unknown sources, just allow it.',
        why: 'He asks you to switch off the warning meant for exactly this.',
      },
      {
        quote: 'because the big banks block us',
        why: 'A reason why the normal channel is closed is a tell.',
      },
    ],
    habit: 'Install apps only from the official store; a warning you are told to switch off is the one to heed.',
  },
];
