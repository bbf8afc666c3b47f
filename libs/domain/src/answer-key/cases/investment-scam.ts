import type { CaseKey } from './types';

export const INVESTMENT_KEYS: readonly CaseKey[] = [
  {
    id: 'investment-01',
    answerId: 'c',
    legitimate: false,
    flags: [
      { quote: 'earns members 3% every day, guaranteed', why: 'Guaranteed daily returns do not exist in real markets.' },
      { quote: 'Bring a friend and earn 10% of their deposit.', why: 'Paying for recruits is how a pyramid or Ponzi scheme grows.' },
      { quote: '"I doubled my savings in five weeks." – Thabo, Soweto', why: 'Testimonials cannot be checked and are often invented.' },
    ],
    habit: 'Check that any investment firm is licensed with the financial regulator, and walk away from guaranteed returns.',
  },
  {
    id: 'investment-02',
    answerId: 'b',
    legitimate: false,
    flags: [
      { quote: 'You have never met in person or on video.', why: 'An online-only relationship that turns to money is the pattern of romance-investment fraud.' },
      { quote: 'My uncle is an analyst there, he tells me when to buy.', why: 'Inside tips from a relative are part of the script.' },
      { quote: 'goldleaf-trade.example', why: 'The "platform" is one he picked, where the numbers on screen can be made up.' },
    ],
    habit: 'When an online friend brings up investing, stop: never send money to someone you have not met.',
  },
  {
    id: 'investment-03',
    answerId: 'c',
    legitimate: false,
    flags: [
      { quote: 'regulations require a 15% capital gains tax: R14,400', why: 'Real tax is not paid to the platform before a withdrawal.' },
      { quote: 'your account will be frozen for compliance', why: 'Threats to freeze the money push you to pay again.' },
      { quote: 'has "grown" to R96,000', why: 'The profits are numbers on a screen; fees to withdraw them are the next stage of the fraud.' },
    ],
    habit: 'If you must pay to withdraw your own money, the money is gone: stop paying and report it.',
  },
  {
    id: 'investment-04',
    answerId: 'a',
    legitimate: true,
    flags: [
      { quote: 'found on the financial regulator\'s public register; her licence number matches', why: 'You checked the adviser yourself.' },
      { quote: 'Past performance is no guarantee of future returns', why: 'An honest pitch states the risk.' },
      { quote: 'Your money is held by an independent trustee bank.', why: 'Your money sits with a separate custodian, not the adviser.' },
    ],
    habit: 'A licensed adviser you checked, modest returns and stated risks are what a real investment looks like.',
  },
  {
    id: 'investment-05',
    answerId: 'a',
    legitimate: false,
    flags: [
      { quote: 'Last month you lost R60,000 to a crypto platform', why: 'Victims are targeted again, often with their details from the first fraud.' },
      { quote: 'an upfront legal fee of R7,500, fully refundable', why: 'A fee before anything is returned is the whole trick of recovery fraud.' },
      { quote: 'crypto-recovery-bureau.example', why: 'Police and banks do not recover money through private bureaus that charge fees.' },
    ],
    habit: 'Never pay anyone who offers to recover lost money for a fee; report to the police and your bank.',
  },
  {
    id: 'investment-06',
    answerId: 'c',
    legitimate: true,
    flags: [
      { quote: 'You typed your bank\'s address yourself', why: 'You reached the page on your own.' },
      { quote: 'https://online.northwindbank.example/save/fixed-deposit', why: 'The address is your bank\'s own domain.' },
      { quote: 'Withdrawing early costs you the interest earned.', why: 'A modest rate with its limits spelt out is normal.' },
    ],
    habit: 'Returns in line with ordinary savings rates, on your bank\'s own site, are normal; guarantees of much more are not.',
  },
];
