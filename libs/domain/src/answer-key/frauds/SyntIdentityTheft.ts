import type { QuizQuestion } from '../types';

/** The SyntIdentityTheft page's check with its answers: server only (see ../README.md). */
export const syntIdentityTheftQuiz: readonly QuizQuestion[] = [
  {
    id: 'SyntIdentityTheft-1',
    prompt: 'Which defense do lenders rely on most to stop synthetic identities at account opening?',
    choices: [
      'Checking ID documents, a live selfie and the ID number against official records',
      'DDoS protection',
      'A credit-bureau check that the applicant has a clean credit history going back years',
    ],
    answerIndex: 0,
    explanation:
      'Verification protocols confirm that the person is real and that the documents and number belong together. DDoS protection and email filters play no part in opening an account.',
    matrixClaim: { fraudId: 'SyntIdentityTheft', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'SyntIdentityTheft-2',
    prompt: "Why are children's identity numbers popular with synthetic identity fraudsters?",
    choices: [
      "Children's numbers are worth more on criminal markets than adults' numbers are",
      "Children's numbers are easier to read",
      "Nobody checks a child's credit, so the fraud can run for years unnoticed",
    ],
    answerIndex: 2,
    explanation:
      "With no credit activity of their own, children rarely have their credit checked. Freezing a child's credit closes this door.",
  },
  {
    id: 'SyntIdentityTheft-3',
    prompt:
      'Your 15-year-old receives a letter about an overdue credit card in their name, though they have never applied for one. What does this suggest, and what should you do?',
    choices: [
      'A bank mistake that will sort itself out, since minors cannot legally hold credit',
      'Their ID number may be in use; ask the credit bureaus to check and freeze it',
      'Nothing serious: lenders send letters like this to everyone of that age',
    ],
    answerIndex: 1,
    explanation:
      "A child with a credit record is a classic sign that their identity number is part of a synthetic identity. Ask each credit bureau for the child's file, dispute what is not theirs, freeze it, and report it (in the US at IdentityTheft.gov). The sooner it is found, the less damage it does.",
  },
];
