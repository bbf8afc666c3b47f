import type { QuizQuestion } from '../types';

/** The MultiFactorAuth page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const multiFactorAuthQuiz: readonly QuizQuestion[] = [
  {
    id: 'MultiFactorAuth-1',
    prompt: 'Which fraud does multi-factor authentication counter most strongly?',
    choices: ['Insider fraud', 'ATM skimming', 'Investment scam', 'Account takeover'],
    answerIndex: 3,
    whyWrong: [
      'An insider signs in with their own valid factors; MFA confirms it is them, which is the problem.',
      'A cloned card and a filmed PIN work at a cash machine; no online sign-in is involved.',
      'The victim pays the scammer willingly from their own account; MFA just confirms it is really them paying.',
      null,
    ],
    explanation: 'MFA stops a stolen or guessed password from being enough to get into an account.',
    matrixClaim: { fraudId: 'AccountTakeover', defenseId: 'MultiFactorAuth', effectiveness: 2 },
  },
  {
    id: 'MultiFactorAuth-2',
    teaches: { phrase: 'sms codes can be' },
    prompt: 'Which second factor is the easiest for criminals to steal?',
    choices: [
      'A hardware security key',
      'A code sent by SMS text message',
      'A passkey stored on your phone and synced to your account',
    ],
    answerIndex: 1,
    whyWrong: [
      'A security key is tied to the real website, so a fake page cannot use it, and it cannot be read over the phone.',
      null,
      'Passkeys are bound to the real site, so phishing pages and callers cannot get a usable copy.',
    ],
    explanation:
      'SMS codes can be phished, read out to a caller, or redirected by a SIM swap. Authenticator apps, passkeys and keys are stronger.',
  },
  {
    id: 'MultiFactorAuth-3',
    teaches: { phrase: 'you to read it out' },
    prompt:
      'A caller says he is from your bank and asks you to read out the code that just arrived by text. What should you do?',
    choices: [
      'Read it out, since a caller who knows your name and account must be the bank',
      'Read out only the first half of the code',
      'Hang up and call the number on the back of your card',
    ],
    answerIndex: 2,
    whyWrong: [
      'Names and account details leak in data breaches; knowing them is part of the script.',
      'Part of a code plus a guess, or a second request, is enough; never share any of it.',
      null,
    ],
    explanation:
      "That code is the criminal's key to your account or a payment. Your bank never needs you to read it out.",
  },
];
