import type { ScenarioCase } from './types';

export const INVESTMENT_CASES: readonly ScenarioCase[] = [
  {
    id: 'investment-01',
    fraudId: 'InvestmentScam',
    defenseIds: ['UserEducation', 'VerificationProtocols'],
    medium: 'pitch',
    context: 'A brochure a man handed out after church, with a sign-up link',
    link: 'https://apex-yield.example/join',
    body: [
      'APEX YIELD · AI crypto trading',
      'Our trading robot earns members 3% every day, guaranteed. Withdraw any time.',
      '"I doubled my savings in five weeks." – Thabo, Soweto',
      'Bring a friend and earn 10% of their deposit. Minimum R2,000.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Join with the minimum and bring a friend to earn the bonus' },
      { id: 'b', label: 'Ask the man for his own statements before deciding how much to put in' },
      { id: 'c', label: 'Keep your money out, and check the firm on the regulator\'s register' },
    ],
  },
  {
    id: 'investment-02',
    fraudId: 'InvestmentScam',
    defenseIds: ['UserEducation'],
    medium: 'chat',
    context: 'You met Daniel on a dating app three weeks ago. You have never met in person or on video.',
    lines: [
      { speaker: 'Daniel', text: 'Good morning my dear ❤️ I made R38,000 yesterday on GoldLeaf Trade, look at my screenshot.' },
      { speaker: 'Daniel', text: 'My uncle is an analyst there, he tells me when to buy. I want us to build our future together.' },
      { speaker: 'Daniel', text: 'Download the app from goldleaf-trade.example and start with a small amount. I\'ll guide you.' },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Start small, as he says, and see if you can withdraw' },
      { id: 'b', label: 'Stop: do not invest, and report the profile' },
      { id: 'c', label: 'Invest only if he first sends you a screenshot of his bank balance' },
    ],
  },
  {
    id: 'investment-03',
    fraudId: 'InvestmentScam',
    defenseIds: ['UserEducation', 'VerificationProtocols'],
    medium: 'chat',
    context: 'The support chat of a trading site where your R20,000 has "grown" to R96,000. You asked to withdraw.',
    lines: [
      { speaker: 'Support', text: 'Congratulations on your profit! Before withdrawal, regulations require a 15% capital gains tax: R14,400.' },
      { speaker: 'Support', text: 'Pay it by EFT to the account below within 48 hours or your account will be frozen for compliance.' },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Pay the tax: it is less than the profit you will get' },
      { id: 'b', label: 'Ask them to deduct the tax from your balance instead' },
      { id: 'c', label: 'Pay nothing more; report it to your bank and the police' },
    ],
  },
  {
    id: 'investment-04',
    fraudId: 'InvestmentScam',
    defenseIds: ['VerificationProtocols'],
    medium: 'pitch',
    context: 'You booked a meeting with an adviser you found on the financial regulator\'s public register; her licence number matches.',
    body: [
      'Balanced unit trust · Fund fact sheet',
      'Past returns: 8.4% a year over five years. Past performance is no guarantee of future returns; the value of your investment can go down.',
      'Fees: 1.2% a year. You may cancel within 30 days. Your money is held by an independent trustee bank.',
    ],
    question: 'Is this pitch a reasonable one to consider?',
    choices: [
      { id: 'a', label: 'Yes: a checked adviser, realistic returns, risks stated' },
      { id: 'b', label: 'No: any return above a savings account is a trap' },
    ],
  },
  {
    id: 'investment-05',
    fraudId: 'InvestmentScam',
    defenseIds: ['UserEducation'],
    medium: 'email',
    context: 'Last month you lost R60,000 to a crypto platform that disappeared. Today this email arrives.',
    from: 'Asset Recovery Unit <cases@crypto-recovery-bureau.example>',
    to: 'you@mailbox.example',
    subject: 'We have traced your lost funds',
    body: [
      'Our blockchain investigators have located your R60,000 in a wallet linked to the platform.',
      'We work with international law enforcement. To release the funds we charge an upfront legal fee of R7,500, fully refundable.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Pay the fee: it is small next to getting R60,000 back' },
      { id: 'b', label: 'Ask them for a law-enforcement case number, then pay the fee' },
      { id: 'c', label: 'Do not pay; give what you know to the police and your bank' },
    ],
  },
  {
    id: 'investment-06',
    fraudId: 'InvestmentScam',
    defenseIds: ['UserEducation'],
    medium: 'web-page',
    context: 'You typed your bank\'s address yourself and logged in to look at savings options.',
    link: 'https://online.northwindbank.example/save/fixed-deposit',
    body: [
      'Fixed deposit · 12 months · 8.1% a year',
      'Your money is locked for 12 months. Withdrawing early costs you the interest earned. Minimum R1,000.',
    ],
    question: 'Is this offer plausible?',
    choices: [
      { id: 'a', label: 'No: a bank website should never suggest investments' },
      { id: 'b', label: 'No: anything above 5% a year is a trap' },
      { id: 'c', label: 'Yes: a modest rate, with its limits stated' },
    ],
  },
];
