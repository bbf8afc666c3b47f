import type { QuizQuestion } from '../types';

/** The AtmInspections page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const atmInspectionsQuiz: readonly QuizQuestion[] = [
  {
    id: 'AtmInspections-1',
    prompt: 'Which fraud do ATM inspections counter strongly?',
    choices: ['Phishing', 'Vishing', 'ATM skimming', 'Ransomware'],
    answerIndex: 2,
    whyWrong: [
      'Phishing arrives by message and leads to a fake page; there is no machine to inspect.',
      'A scam call happens on your phone, wherever you are.',
      null,
      'Ransomware runs inside computer networks, not on the card slot of a cash machine.',
    ],
    explanation: 'Checking the card slot and keypad, and covering your PIN, beats the skimmer and its camera.',
    matrixClaim: { fraudId: 'AtmSkimming', defenseId: 'AtmInspections', effectiveness: 2 },
  },
  {
    id: 'AtmInspections-2',
    teaches: { phrase: 'if in doubt, use another machine' },
    prompt: 'At the ATM the card slot wiggles when you pull it, and it looks bulkier than usual. What should you do?',
    choices: [
      'Use it but cover the keypad well, since covering the PIN is enough',
      'Do not use it; go to another machine and tell the bank or shop that owns it',
      'Pull the loose part off yourself and take it to the police',
    ],
    answerIndex: 1,
    whyWrong: [
      'Covering the PIN helps, but the card data is still copied; a fake PIN pad would capture the PIN too.',
      null,
      'Leave the device for the bank and police; removing it can destroy evidence and may not be safe.',
    ],
    explanation:
      'A loose or bulky slot is a classic sign of an overlay skimmer. If in doubt, use another machine, and report it.',
  },
  {
    id: 'AtmInspections-3',
    teaches: { phrase: 'pump skimmers are' },
    prompt: 'Where is a skimmer hardest for a customer to spot?',
    choices: ["On a bank's indoor ATM", 'On a card reader with a loose front', 'Inside a fuel pump'],
    answerIndex: 2,
    whyWrong: [
      'Indoor ATMs are watched and checked more often, so overlays there tend to be found sooner.',
      'A loose front is the easy case: you can see and feel it.',
      null,
    ],
    explanation:
      'Pump skimmers are often fitted inside the machine, where you cannot see them. Pay at the counter or by tap where you can.',
  },
];
