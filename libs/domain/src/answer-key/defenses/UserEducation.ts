import type { QuizQuestion } from '../types';

/** The UserEducation page's check with its answers: server only (see ../README.md). */
export const userEducationQuiz: readonly QuizQuestion[] = [
  {
    id: 'UserEducation-1',
    prompt: 'Which of these frauds does user education counter strongly?',
    choices: ['SQL injection', 'DDoS attack', 'Zero-day exploit', 'Investment scam'],
    answerIndex: 3,
    explanation:
      'Investment scams work only if the victim believes them. Knowing the red flags, such as guaranteed returns and pressure to pay in crypto, stops many before any money moves.',
    matrixClaim: { fraudId: 'InvestmentScam', defenseId: 'UserEducation', effectiveness: 2 },
  },
  {
    id: 'UserEducation-2',
    prompt: 'A colleague clicked a suspicious link and now feels embarrassed. What is the best response for the team?',
    choices: [
      'Report it right away so it can be checked and contained',
      'Say nothing and hope nothing happens',
      "Delete the email and clear the browser history so the link can't do more harm",
    ],
    answerIndex: 0,
    explanation:
      'Fast, blame-free reporting lets the team react in minutes. Hiding the click gives an attacker time.',
  },
  {
    id: 'UserEducation-3',
    prompt: 'Why does security training need to be repeated?',
    choices: [
      'Because the law says it must happen every week',
      'Because people forget and scams keep changing',
      'Because the first session is always wrong',
    ],
    answerIndex: 1,
    explanation:
      'Habits fade without practice, and criminals keep adding new tricks, like voice cloning. Short, regular refreshers keep people alert.',
  },
];
