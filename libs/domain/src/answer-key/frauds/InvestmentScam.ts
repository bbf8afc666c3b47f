import type { QuizQuestion } from '../types';

/** The InvestmentScam page's check with its answers: server only (see ../README.md). */
export const investmentScamQuiz: readonly QuizQuestion[] = [
  {
    id: 'InvestmentScam-1',
    prompt: 'Before putting money into a new investment platform, which defense gives strong protection?',
    choices: [
      "Looking the firm up on the regulator's register and contacting it from there",
      'Checking that the site uses HTTPS and has hundreds of five-star reviews online',
      'Using a VPN while investing',
      'Changing your password',
    ],
    answerIndex: 0,
    explanation:
      'Verification against an independent source, such as the SEC, FINRA or FCA register, exposes fake firms. HTTPS and VPNs say nothing about whether the company is real.',
    matrixClaim: { fraudId: 'InvestmentScam', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'InvestmentScam-2',
    prompt: 'You are told you must pay a "withdrawal tax" before you can take out your profits. What does this mean?',
    choices: [
      'It is normal: profits on crypto platforms are taxed before you are allowed to withdraw them',
      'It is a classic sign of a scam: the profits are fake and the fee is one more theft',
      'You should pay quickly before the price rises',
    ],
    answerIndex: 1,
    explanation:
      'Real platforms deduct any fees from your balance. Upfront fees to release money are how scammers squeeze out a final payment.',
  },
  {
    id: 'InvestmentScam-3',
    prompt:
      'Someone you met in an online group shows you screenshots of 40% monthly returns on a crypto platform and offers to help you start with a small amount. What is the strongest warning sign?',
    choices: [
      'The platform lets you start small, which real exchanges never allow',
      'High, steady returns promised with little risk',
      'The site uses a new web address instead of a well-known one',
    ],
    answerIndex: 1,
    explanation:
      'No real investment pays 40% a month reliably; promised high, steady returns are the core of the scam, and screenshots are easy to fake. Real platforms do allow small deposits, and scammers start small on purpose so the first "profits" build trust before the big transfers.',
  },
];
