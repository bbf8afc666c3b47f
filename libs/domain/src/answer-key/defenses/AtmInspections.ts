import type { QuizQuestion } from '../types';

/** The AtmInspections page's check with its answers: server only (see ../README.md). */
export const atmInspectionsQuiz: readonly QuizQuestion[] = [
  {
    id: 'AtmInspections-1',
    prompt: 'Which fraud do ATM inspections counter strongly?',
    choices: ['Phishing', 'ATM skimming', 'Vishing', 'Ransomware'],
    answerIndex: 1,
    explanation:
      'Checking the reader and keypad and covering your PIN defeats most skimmers, which need both your card data and your PIN.',
    matrixClaim: { fraudId: 'AtmSkimming', defenseId: 'AtmInspections', effectiveness: 2 },
  },
  {
    id: 'AtmInspections-2',
    prompt: 'Why should you cover the keypad with your hand when typing your PIN?',
    choices: [
      'To stop the keypad from recording your fingerprints for a later attack',
      'To block hidden cameras that record your PIN',
      'To make the machine work faster',
    ],
    answerIndex: 1,
    explanation:
      'Skimming gangs need your PIN as well as your card data. A hand over the keypad stops a pinhole camera from seeing it.',
  },
  {
    id: 'AtmInspections-3',
    prompt: 'Where is a skimmer hardest for a customer to spot?',
    choices: ['Inside a fuel pump', 'On a bank’s indoor ATM', 'On a card reader with a loose front'],
    answerIndex: 0,
    explanation:
      'Fuel pump skimmers are usually wired inside the pump. Pay inside, or use contactless, and watch your statements.',
  },
];
