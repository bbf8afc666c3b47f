import type { QuizQuestion } from '../types';

/** The AtmSkimming page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const atmSkimmingQuiz: readonly QuizQuestion[] = [
  {
    id: 'AtmSkimming-1',
    prompt: 'Which defense strongly counters ATM skimming?',
    choices: [
      'Inspecting the ATM and card reader before use',
      'Using a VPN on your phone',
      'Changing your online banking password',
      'Multi-factor authentication on the banking app',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      "A skimmer copies the card at the machine; nothing on your phone's connection is involved.",
      'Skimmers copy the card and film the PIN; your online password is not part of it.',
      'A cloned card with your PIN works at a cash machine without any app login.',
    ],
    explanation:
      'A quick look and a tug at the card slot and keypad catches many skimmers, and covering the PIN defeats the camera.',
    matrixClaim: { fraudId: 'AtmSkimming', defenseId: 'AtmInspections', effectiveness: 2 },
  },
  {
    id: 'AtmSkimming-2',
    teaches: { phrase: 'with the copied magnetic stripe and your pin' },
    prompt: 'Why should you cover the keypad with your other hand when typing your PIN?',
    choices: [
      'It stops the machine from keeping your card',
      "It hides your PIN from the bank's own security camera, which stores it",
      'A hidden camera may be filming the keypad, and the copied card is useless to criminals without the PIN',
    ],
    answerIndex: 2,
    whyWrong: [
      'Card capture has nothing to do with how you type; a swallowed card is a separate trick, often with a "helpful" stranger.',
      'Bank cameras film faces and the area, not PINs; the worry is a camera the criminals fitted.',
      null,
    ],
    explanation: 'Skimming needs two things: the card data and the PIN. Covering the keypad takes away the PIN.',
  },
  {
    id: 'AtmSkimming-3',
    teaches: { phrase: 'the chip and contactless payments are much harder to copy' },
    prompt: 'Which way of paying at a till is hardest for a skimmer to copy?',
    choices: [
      'Tapping to pay (contactless) or using the chip',
      'Swiping the magnetic stripe',
      'Handing the card to the cashier to swipe out of sight',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'The stripe holds static data that a skimmer can copy and write onto a blank card.',
      'Taking the card out of your sight is exactly how handheld skimmers are used.',
    ],
    explanation:
      'Chip and contactless payments create a one-time code for each payment, so copied data cannot simply be replayed.',
  },
];
