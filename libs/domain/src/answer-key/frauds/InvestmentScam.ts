import type { QuizQuestion } from '../types';

/** The InvestmentScam page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const investmentScamQuiz: readonly QuizQuestion[] = [
  {
    id: 'InvestmentScam-1',
    prompt: 'Before putting money into a new investment platform, which defense gives strong protection?',
    choices: [
      "Looking the firm up on the regulator's register and contacting it from there",
      'Checking that the site uses HTTPS and has hundreds of five-star reviews online',
      'Starting with a small amount and withdrawing a little profit first',
      'Using a VPN while investing',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'Scam sites use HTTPS and buy or fake reviews; neither says the firm is licensed.',
      'Scams often let you withdraw small amounts on purpose, to win your trust before the big deposit.',
      'A VPN hides your connection; it does not tell you whether the firm is real.',
    ],
    explanation:
      "A licensed firm is on the regulator's register (the FSCA in South Africa, the FCA in the UK). Contact it through the details there, not the ones in the ad.",
    matrixClaim: { fraudId: 'InvestmentScam', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'InvestmentScam-2',
    teaches: { phrase: 'having to pay a fee or tax before you can withdraw your own money' },
    prompt: 'You are told you must pay a "withdrawal tax" before you can take out your profits. What does this mean?',
    choices: [
      'It is normal: profits on crypto platforms are taxed before you are allowed to withdraw them',
      'It is a classic sign of a scam: the profits are fake and the fee is one more theft',
      'It is a sign the platform is regulated, since licensed firms deduct tax for you',
    ],
    answerIndex: 1,
    whyWrong: [
      'Tax is settled with the tax authority, not paid to a platform as a condition of releasing your money.',
      null,
      'Regulated firms do not hold your money hostage for an upfront fee; they deduct any charges from what they pay out.',
    ],
    explanation:
      'Having to pay a fee or tax before you can withdraw your own money means the balance on screen was never real. Stop paying and report it.',
  },
  {
    id: 'InvestmentScam-3',
    teaches: { phrase: 'guaranteed or unusually high returns' },
    prompt:
      'Someone you met in an online group shows you screenshots of 40% monthly returns on a crypto platform and offers to help you start with a small amount. What is the strongest warning sign?',
    choices: [
      'The platform lets you start small, which real exchanges never allow',
      'The site uses a new web address instead of a well-known one',
      'High, steady returns promised with little risk',
    ],
    answerIndex: 2,
    whyWrong: [
      "Many real platforms allow small amounts; starting small is also the scammer's way to build trust.",
      'A new address is worth checking, but the promise of high, safe returns is the sign that never fits a real investment.',
      null,
    ],
    explanation:
      'Guaranteed or unusually high returns with no risk are the warning sign: no real investment pays high returns month after month without risk. That promise, from someone met online, is the pattern.',
  },
];
