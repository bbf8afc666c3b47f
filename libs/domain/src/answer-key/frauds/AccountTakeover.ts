import type { QuizQuestion } from '../types';

/** The AccountTakeover page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const accountTakeoverQuiz: readonly QuizQuestion[] = [
  {
    id: 'AccountTakeover-1',
    prompt: 'Which single defense gives the strongest protection against account takeover?',
    choices: [
      'HTTPS on the website',
      'A long password you change every 90 days',
      'Antivirus on your laptop',
      'Multi-factor authentication',
    ],
    answerIndex: 3,
    whyWrong: [
      'HTTPS protects the connection, but a stolen or reused password still works over it.',
      'Forced changes lead to predictable tweaks, and a password stolen today works until the next change.',
      'Most takeovers use passwords leaked from other sites; nothing ever touches your laptop.',
      null,
    ],
    explanation:
      'A second factor stops a stolen password from being enough. Phishing-resistant kinds, such as passkeys, are the strongest.',
    matrixClaim: { fraudId: 'AccountTakeover', defenseId: 'MultiFactorAuth', effectiveness: 2 },
  },
  {
    id: 'AccountTakeover-2',
    teaches: { phrase: 'sign out of all other sessions' },
    prompt:
      'An alert says someone signed in to your email from a device in another country. It was not you. What should you do first?',
    choices: [
      'Ignore it: these alerts are usually false alarms caused by a change in your internet provider',
      'Reply to the alert to ask the provider which device it was',
      'Change the password on the real site and sign out all other sessions',
    ],
    answerIndex: 2,
    whyWrong: [
      'Treat an alert you did not expect as real until you have checked; the cost of checking is small.',
      'Alert emails are a favourite phishing disguise, and replies to them rarely reach a person.',
      null,
    ],
    explanation:
      'Go to the site yourself, change the password and end other sessions, then turn on MFA and check the recovery details.',
  },
  {
    id: 'AccountTakeover-3',
    teaches: { phrase: 'it can reset the passwords of everything else' },
    prompt: 'Why is your email account the most important one to protect?',
    choices: [
      'It can be used to reset the passwords of most of your other accounts',
      'It holds years of private photos and documents that criminals can sell on',
      'It is the account criminals find easiest to guess',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'Data is a worry, but the bigger risk is control: email unlocks everything else.',
      'Email is not easier to guess than other accounts; it is more valuable once taken.',
    ],
    explanation:
      'Whoever controls your inbox can click "forgot password" everywhere. Protect it with a unique password and MFA first.',
  },
];
