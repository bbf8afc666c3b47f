import type { QuizQuestion } from '../types';

/** The BruteForce page's check with its answers: server only (see ../README.md). */
export const bruteForceQuiz: readonly QuizQuestion[] = [
  {
    id: 'BruteForce-1',
    prompt: 'Which defense strongly stops brute-force and credential-stuffing attacks, even when the password is guessed?',
    choices: ['Regular password changes', 'HTTPS', 'Multi-factor authentication'],
    answerIndex: 2,
    explanation:
      'With MFA, a correct password alone is not enough to log in. Forced password changes do not slow guessing, and HTTPS only encrypts the login, it does not limit attempts.',
    matrixClaim: { fraudId: 'BruteForce', defenseId: 'MultiFactorAuth', effectiveness: 2 },
  },
  {
    id: 'BruteForce-2',
    prompt: 'Does changing your password every 90 days protect against brute-force attacks?',
    choices: [
      'No: NIST advises against forced periodic changes; they push people to predictable patterns',
      'Yes, it is the main defense',
      'Yes, as long as you add a number at the end',
    ],
    answerIndex: 0,
    explanation:
      'NIST recommends changing passwords only when there is evidence of compromise. A long, unique passphrase plus MFA does far more.',
    matrixClaim: { fraudId: 'BruteForce', defenseId: 'RegularPasswordChanges', effectiveness: 0 },
  },
  {
    id: 'BruteForce-3',
    prompt: 'What made the 2023 23andMe credential-stuffing attack possible?',
    choices: [
      'A flaw in the company\'s encryption',
      'Customers reusing passwords that had leaked from other websites',
      'An employee selling data',
    ],
    answerIndex: 1,
    explanation:
      'The attackers logged in with passwords stolen elsewhere. A unique password for every site makes a leak on one site useless on the others.',
  },
];
