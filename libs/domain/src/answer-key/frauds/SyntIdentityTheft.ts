import type { QuizQuestion } from '../types';

/** The SyntIdentityTheft page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const syntIdentityTheftQuiz: readonly QuizQuestion[] = [
  {
    id: 'SyntIdentityTheft-1',
    prompt: 'Which defense do lenders rely on most to stop synthetic identities at account opening?',
    choices: [
      'A credit-bureau check that the applicant has a clean credit history going back years',
      'Asking the applicant security questions about their past addresses',
      'Checking ID documents, a live selfie and the ID number against official records',
    ],
    answerIndex: 2,
    whyWrong: [
      'Synthetic identities are built precisely to have a clean, growing credit history.',
      'The criminal invented the identity and its history, so they know every answer.',
      null,
    ],
    explanation:
      'Verifying the person against official records and a live face catches an identity that does not belong to a real person.',
    matrixClaim: { fraudId: 'SyntIdentityTheft', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'SyntIdentityTheft-2',
    teaches: { phrase: 'belonging to a child' },
    prompt: "Why are children's identity numbers popular with synthetic identity fraudsters?",
    choices: [
      "Nobody checks a child's credit, so the fraud can run for years unnoticed",
      "Children's numbers are worth more on criminal markets than adults' numbers are",
      "Children's identity numbers are easier to guess than adults'",
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'Price is not the reason; what matters is that nobody notices the misuse for years.',
      'Numbers are not guessed; they are stolen or leaked. The point is what happens after.',
    ],
    explanation:
      'A clean, unused number lets the fake identity build credit quietly until the child first applies for a loan or a job.',
  },
  {
    id: 'SyntIdentityTheft-3',
    teaches: { phrase: 'a child or elderly relative receiving credit card offers' },
    prompt:
      'Your 15-year-old receives a letter about an overdue credit card in their name, though they have never applied for one. What does this suggest, and what should you do?',
    choices: [
      'A bank mistake that will sort itself out, since minors cannot legally hold credit',
      'Their ID number may be in use; ask the credit bureaus to check it and register it with the fraud-prevention service',
      "Pay the small balance so the letters stop and the child's record stays clean",
    ],
    answerIndex: 1,
    whyWrong: [
      "That is exactly why a card in a child's name is a red flag; it does not sort itself out.",
      null,
      "Paying accepts a debt your child does not owe and leaves the fraudster's accounts open.",
    ],
    explanation:
      'A child receiving credit card offers or collection letters is a warning sign that their number is in use. Act early: check the credit files, dispute what is not theirs and flag the number (in South Africa, SAFPS Protective Registration).',
  },
];
