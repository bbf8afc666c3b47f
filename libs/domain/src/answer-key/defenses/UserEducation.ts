import type { QuizQuestion } from '../types';

/** The UserEducation page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const userEducationQuiz: readonly QuizQuestion[] = [
  {
    id: 'UserEducation-1',
    prompt: 'Which of these frauds does user education counter strongly?',
    choices: ['Investment scam', 'SQL injection', 'DDoS attack', 'Zero-day exploit'],
    answerIndex: 0,
    whyWrong: [
      null,
      "SQL injection is a flaw in a website's code; staff awareness cannot fix how the site talks to its database.",
      'A flood of traffic hits the network whatever people know or do.',
      'A zero-day abuses a flaw nobody knows about yet; training cannot teach people to spot it.',
    ],
    explanation:
      'Investment scams work on people, so people who know the signs, such as guaranteed returns and pressure to pay, are the main defense.',
    matrixClaim: { fraudId: 'InvestmentScam', defenseId: 'UserEducation', effectiveness: 2 },
  },
  {
    id: 'UserEducation-2',
    teaches: { phrase: 'report quickly and without blame' },
    prompt: 'A colleague clicked a suspicious link and now feels embarrassed. What is the best response for the team?',
    choices: [
      'Report it right away so it can be checked and contained',
      'Say nothing, close the page and hope nothing happens',
      "Delete the email and clear the browser history so the link can't do more harm",
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'Silence gives an attacker hours or days inside; early reports are what let IT contain it.',
      'Deleting removes the evidence IT needs and does nothing about what the link may already have done.',
    ],
    explanation:
      'Quick reporting limits the damage. Teams that blame people for clicking get fewer reports and bigger incidents.',
  },
  {
    id: 'UserEducation-3',
    teaches: { phrase: 'what people learn fades unless it is repeated' },
    prompt: 'Why does security training need to be repeated?',
    choices: [
      'Because a single session is enough to learn the signs, but the law requires a refresher every year',
      'Because people forget and scams keep changing',
      'Because the first session is always too hard for most staff to follow',
    ],
    answerIndex: 1,
    whyWrong: [
      'The reason is practical, not legal: people forget, and scams change.',
      null,
      'Difficulty is a design issue; even well-designed training fades without practice.',
    ],
    explanation:
      'What people learn fades unless it is repeated, and scams keep changing. Short, regular practice keeps the habits fresh and covers new tricks, such as voice cloning or QR-code phishing.',
  },
];
