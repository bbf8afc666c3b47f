import type { QuizQuestion } from '../types';

/** The AccountTakeover page's check with its answers: server only (see ../README.md). */
export const accountTakeoverQuiz: readonly QuizQuestion[] = [
  {
    id: 'AccountTakeover-1',
    prompt: 'Which single defense gives the strongest protection against account takeover?',
    choices: ['Multi-factor authentication', 'HTTPS on the website', 'ATM inspections', 'DDoS protection'],
    answerIndex: 0,
    explanation:
      'A Microsoft study found MFA cut compromise risk by 99.22%, because a stolen password alone is no longer enough. The other options do not control who can log in.',
    matrixClaim: { fraudId: 'AccountTakeover', defenseId: 'MultiFactorAuth', effectiveness: 2 },
  },
  {
    id: 'AccountTakeover-2',
    prompt: 'Does forcing everyone to change their password every 90 days stop account takeover?',
    choices: [
      'Yes, it is the best defense',
      'No: NIST advises against forced periodic changes because people pick predictable variations',
      'Yes, but only for email accounts',
    ],
    answerIndex: 1,
    explanation:
      'NIST says passwords should only be changed when there is evidence of compromise. Rotation leads to patterns like Summer2024! becoming Autumn2024!, which attackers guess easily.',
    matrixClaim: { fraudId: 'AccountTakeover', defenseId: 'RegularPasswordChanges', effectiveness: 0 },
  },
  {
    id: 'AccountTakeover-3',
    prompt: 'Why is your email account the most important one to protect?',
    choices: [
      'It holds your photos',
      'It is the most expensive account',
      'It can be used to reset the passwords of most of your other accounts',
    ],
    answerIndex: 2,
    explanation:
      'Password-reset links go to your email, so whoever controls it can take over your other accounts one by one.',
  },
];
