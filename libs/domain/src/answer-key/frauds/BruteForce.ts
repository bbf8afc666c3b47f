import type { QuizQuestion } from '../types';

/** The BruteForce page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const bruteForceQuiz: readonly QuizQuestion[] = [
  {
    id: 'BruteForce-1',
    prompt:
      'Which defense strongly stops brute-force and credential-stuffing attacks, even when the password is guessed?',
    choices: ['Forcing a password change every 90 days', 'HTTPS', 'Multi-factor authentication'],
    answerIndex: 2,
    whyWrong: [
      'A guessed or leaked password works until the change, and forced changes lead to predictable ones.',
      "HTTPS protects the connection; the attacker's guesses travel over it like any login.",
      null,
    ],
    explanation: 'With MFA, a correct password alone does not let the attacker in.',
    matrixClaim: { fraudId: 'BruteForce', defenseId: 'MultiFactorAuth', effectiveness: 2 },
  },
  {
    id: 'BruteForce-2',
    teaches: { phrase: "nist's rules cap them at 100 consecutive failures on one account" },
    prompt:
      'Under NIST SP 800-63B-4, after how many failed sign-in attempts must a service stop someone guessing at one account?',
    choices: [
      'At most 100 consecutive failed attempts, and a lower limit is allowed',
      '100 failed attempts in any 30-day period',
      '3 failed attempts, after which the account is locked for good',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'There is no 30-day window in the rule: it counts failures in a row on one account, and the count resets after a successful sign-in.',
      'NIST sets a ceiling, not three strikes; permanent lockouts would let anyone lock other people out on purpose.',
    ],
    explanation:
      "NIST's rules cap failed attempts at 100 consecutive failures on one account, and services may set a lower limit, with delays or checks that keep attackers from locking real users out.",
  },
  {
    id: 'BruteForce-3',
    teaches: { phrase: 'tried passwords leaked from other websites' },
    prompt: 'What made the 2023 23andMe credential-stuffing attack possible?',
    choices: [
      'An employee selling customer data',
      'Customers reusing passwords that had leaked from other websites',
      "A flaw in the company's encryption that let hackers read stored passwords",
    ],
    answerIndex: 1,
    whyWrong: [
      "No insider was needed: the attacker logged in with customers' own reused passwords.",
      null,
      "The passwords came from other sites' leaks; nothing at 23andMe was decrypted.",
    ],
    explanation:
      'The attacker tried passwords leaked from other websites and got in wherever customers had reused them: one leak opened many accounts. The UK regulator also faulted the company for not requiring MFA.',
  },
];
