import type { QuizQuestion } from '../types';

/** The BruteForce page's check with its answers: server only (see ../README.md). */
export const bruteForceQuiz: readonly QuizQuestion[] = [
  {
    id: 'BruteForce-1',
    prompt:
      'Which defense strongly stops brute-force and credential-stuffing attacks, even when the password is guessed?',
    choices: ['Forcing a password change every 90 days', 'HTTPS', 'Multi-factor authentication'],
    answerIndex: 2,
    explanation:
      'With MFA, a correct password alone is not enough to log in. Forced password changes do not slow guessing, and HTTPS only encrypts the login, it does not limit attempts.',
    matrixClaim: { fraudId: 'BruteForce', defenseId: 'MultiFactorAuth', effectiveness: 2 },
  },
  {
    id: 'BruteForce-2',
    prompt:
      'Your email provider warns of dozens of failed sign-in attempts on your account overnight. What is the best thing to do?',
    choices: [
      'Nothing: failed attempts mean they did not get in, so the account is safe',
      'Change the password to the same one with a new number at the end',
      'Make sure the password is long and unique, and turn on MFA',
    ],
    answerIndex: 2,
    explanation:
      'Failed attempts mean someone is trying, often with passwords leaked from other sites. A long, unique password defeats guessing and stuffing, and MFA stops a correct guess from being enough. Adding a number to the old password is the first variation attackers try.',
  },
  {
    id: 'BruteForce-3',
    prompt: 'What made the 2023 23andMe credential-stuffing attack possible?',
    choices: [
      'Customers reusing passwords that had leaked from other websites',
      'An employee selling data',
      "A flaw in the company's encryption that let hackers read stored passwords",
    ],
    answerIndex: 0,
    explanation:
      'The attackers logged in with passwords stolen elsewhere. A unique password for every site makes a leak on one site useless on the others.',
  },
];
