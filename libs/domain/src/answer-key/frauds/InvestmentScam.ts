import type { QuizQuestion } from '../types';

/** The InvestmentScam page's check with its answers: server only (see ../README.md). */
export const investmentScamQuiz: readonly QuizQuestion[] = [
  {
    id: 'InvestmentScam-1',
    prompt: 'Before putting money into a new investment platform, which defense gives strong protection?',
    choices: [
      'Checking the firm on the official regulator\'s register and contacting it through details found there',
      'Making sure the site uses HTTPS',
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
      'It is normal for high-return accounts',
      'It is a classic sign of a scam: the profits are fake and the fee is one more theft',
      'You should pay quickly before the price rises',
    ],
    answerIndex: 1,
    explanation:
      'Real platforms deduct any fees from your balance. Upfront fees to release money are how scammers squeeze out a final payment.',
  },
  {
    id: 'InvestmentScam-3',
    prompt: 'Which defense is rated strong against investment scams because it helps people recognise the red flags?',
    choices: ['Application sandboxing', 'Regular backups', 'User education'],
    answerIndex: 2,
    explanation:
      'Knowing the signs (guaranteed returns, an online friend who talks about crypto, pressure and secrecy) is what stops people paying. Sandboxing and backups protect computers, not decisions.',
    matrixClaim: { fraudId: 'InvestmentScam', defenseId: 'UserEducation', effectiveness: 2 },
  },
];
