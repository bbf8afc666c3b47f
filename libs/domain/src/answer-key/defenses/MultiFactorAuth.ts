import type { QuizQuestion } from '../types';

/** The MultiFactorAuth page's check with its answers: server only (see ../README.md). */
export const multiFactorAuthQuiz: readonly QuizQuestion[] = [
  {
    id: 'MultiFactorAuth-1',
    prompt: 'Which fraud does multi-factor authentication counter most strongly?',
    choices: ['Insider fraud', 'Account takeover', 'ATM skimming', 'Investment scam'],
    answerIndex: 1,
    explanation:
      'Account takeover needs your login to work. With MFA, a stolen or guessed password is not enough on its own, which is why it is the main fix.',
    matrixClaim: { fraudId: 'AccountTakeover', defenseId: 'MultiFactorAuth', effectiveness: 2 },
  },
  {
    id: 'MultiFactorAuth-2',
    prompt: 'Which second factor is the easiest for criminals to steal?',
    choices: [
      'A hardware security key',
      'A passkey stored on your phone and synced to the cloud',
      'A code sent by SMS text message',
    ],
    answerIndex: 2,
    explanation:
      'SMS codes go to your phone number, and a SIM swap moves that number to the criminal. NIST restricts SMS as a second factor for this reason.',
  },
  {
    id: 'MultiFactorAuth-3',
    prompt:
      'A caller says he is from your bank and asks you to read out the code that just arrived by text. What should you do?',
    choices: [
      'Read it out, since a caller who knows your name and account must be the bank',
      'Hang up and call the number on the back of your card',
      'Read out only the first half of the code',
      'Ask him to send the code again',
    ],
    answerIndex: 1,
    explanation:
      'Your bank will never ask for a login code. Anyone who asks for it is trying to use it to get into your account.',
  },
];
