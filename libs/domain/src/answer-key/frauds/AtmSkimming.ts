import type { QuizQuestion } from '../types';

/** The AtmSkimming page's check with its answers: server only (see ../README.md). */
export const atmSkimmingQuiz: readonly QuizQuestion[] = [
  {
    id: 'AtmSkimming-1',
    prompt: 'Which defense strongly counters ATM skimming?',
    choices: [
      'Using a VPN on your phone',
      'Email filtering',
      'Changing your online banking password',
      'Inspecting the ATM and card reader before use',
    ],
    answerIndex: 3,
    explanation:
      'Checking the slot and keypad for loose or bulky parts, and covering your PIN, defeats skimmers. VPNs, email filters and online passwords have nothing to do with a gadget on a cash machine.',
    matrixClaim: { fraudId: 'AtmSkimming', defenseId: 'AtmInspections', effectiveness: 2 },
  },
  {
    id: 'AtmSkimming-2',
    prompt: 'Why should you cover the keypad with your other hand when typing your PIN?',
    choices: [
      'A hidden camera may be filming the keypad, and the stripe copy is useless to criminals without the PIN',
      'It makes the machine process the request faster',
      'It stops the card from being swallowed',
    ],
    answerIndex: 0,
    explanation:
      'Skimming needs both parts: the card data and the PIN. Covering the keypad denies the camera the second half.',
  },
  {
    id: 'AtmSkimming-3',
    prompt: 'Which way of paying is hardest for a skimmer to copy?',
    choices: [
      'Tapping to pay (contactless) or using the chip',
      'Swiping the magnetic stripe',
      'Reading the card number out over the phone',
    ],
    answerIndex: 0,
    explanation:
      'Chip and contactless payments create a fresh code for each transaction, so a copy cannot simply be replayed. Skimmers clone the magnetic stripe.',
  },
];
