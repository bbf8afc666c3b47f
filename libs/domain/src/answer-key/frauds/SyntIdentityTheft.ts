import type { QuizQuestion } from '../types';

/** The SyntIdentityTheft page's check with its answers: server only (see ../README.md). */
export const syntIdentityTheftQuiz: readonly QuizQuestion[] = [
  {
    id: 'SyntIdentityTheft-1',
    prompt: 'Which defense do lenders rely on most to stop synthetic identities at account opening?',
    choices: [
      'Strong identity verification: checking documents, a live selfie and the ID number against official records',
      'DDoS protection',
      'Email filtering',
    ],
    answerIndex: 0,
    explanation:
      'Verification protocols confirm that the person is real and that the documents and number belong together. DDoS protection and email filters play no part in opening an account.',
    matrixClaim: { fraudId: 'SyntIdentityTheft', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'SyntIdentityTheft-2',
    prompt: 'Why are children\'s identity numbers popular with synthetic identity fraudsters?',
    choices: [
      'Children\'s numbers are worth more',
      'Nobody checks a child\'s credit, so the fraud can run for years unnoticed',
      'Children\'s numbers are easier to read',
    ],
    answerIndex: 1,
    explanation:
      'With no credit activity of their own, children rarely have their credit checked. Freezing a child\'s credit closes this door.',
  },
  {
    id: 'SyntIdentityTheft-3',
    prompt: 'A credit bureau background check shows a clean history. Does that rule out a synthetic identity?',
    choices: [
      'Yes, a clean history proves the person is real',
      'Yes, if the applicant has a credit card',
      'No: it only partly helps, because fraudsters build clean histories by piggybacking on other people\'s accounts',
    ],
    answerIndex: 2,
    explanation:
      'Background and credit checks help, but synthetic identities are built to pass them. They work best alongside real identity verification.',
    matrixClaim: { fraudId: 'SyntIdentityTheft', defenseId: 'BackgroundChecks', effectiveness: 1 },
  },
];
