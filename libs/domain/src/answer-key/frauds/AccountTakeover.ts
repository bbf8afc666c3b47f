import type { QuizQuestion } from '../types';

/** The AccountTakeover page's check with its answers: server only (see ../README.md). */
export const accountTakeoverQuiz: readonly QuizQuestion[] = [
  {
    id: 'AccountTakeover-1',
    prompt: 'Which single defense gives the strongest protection against account takeover?',
    choices: [
      'Multi-factor authentication',
      'HTTPS on the website',
      'A long password you change every 90 days',
      'DDoS protection',
    ],
    answerIndex: 0,
    explanation:
      'A Microsoft study found MFA cut compromise risk by 99.22%, because a stolen password alone is no longer enough. The other options do not control who can log in.',
    matrixClaim: { fraudId: 'AccountTakeover', defenseId: 'MultiFactorAuth', effectiveness: 2 },
  },
  {
    id: 'AccountTakeover-2',
    prompt:
      'An alert says someone signed in to your email from a device in another country. It was not you. What should you do first?',
    choices: [
      'Ignore it: these alerts are usually false alarms caused by a change in your internet provider',
      'Change the password on the real site and sign out all other sessions',
      'Reply to the alert to ask the provider which device it was',
    ],
    answerIndex: 1,
    explanation:
      'Act as if the account is taken: change the password (typing the address yourself, not via a link), sign out every other session, turn on MFA and check forwarding rules and recovery details. A reply to an alert goes nowhere useful, and ignoring it gives the intruder time to reset your other accounts.',
  },
  {
    id: 'AccountTakeover-3',
    prompt: 'Why is your email account the most important one to protect?',
    choices: [
      'It holds years of private photos and documents that criminals can sell on',
      'It is the most expensive account',
      'It can be used to reset the passwords of most of your other accounts',
    ],
    answerIndex: 2,
    explanation:
      'Password-reset links go to your email, so whoever controls it can take over your other accounts one by one.',
  },
];
