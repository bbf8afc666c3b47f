import type { QuizQuestion } from '../types';

/** The AuthPushPayments page's check with its answers: server only (see ../README.md). */
export const authPushPaymentsQuiz: readonly QuizQuestion[] = [
  {
    id: 'AuthPushPayments-1',
    prompt: 'Which defense strongly protects you before sending a bank transfer to a new payee?',
    choices: [
      'Regular backups',
      "Checking that the payee's website looks professional and shows a padlock",
      'Checking the payee via a trusted channel, e.g. Confirmation of Payee',
    ],
    answerIndex: 2,
    explanation:
      'Verification protocols, like Confirmation of Payee and a call-back on a number you already trust, catch fake accounts before the money goes. Backups and ATM checks have nothing to do with transfers.',
    matrixClaim: { fraudId: 'AuthPushPayments', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'AuthPushPayments-2',
    prompt:
      'Someone claiming to be from your bank says your account is under attack and you must move your savings to a "safe account". What is this?',
    choices: [
      'A scam: banks never ask you to move money to a safe account',
      'A normal bank procedure when fraud is detected on an account',
      'A police investigation you must keep secret',
      'A legitimate upgrade of your account',
    ],
    answerIndex: 0,
    explanation:
      'The "safe account" story is one of the most common APP scams. Hang up and call your bank on the number on your card.',
  },
  {
    id: 'AuthPushPayments-3',
    prompt:
      'You are buying a puppy online. The seller wants a deposit by bank transfer and says card or PayPal "doesn\'t work for them". What should you do?',
    choices: [
      'Pay just a small deposit, since the bank will refund any transfer that turns out to be a scam',
      'Insist on seeing the puppy first or paying in a way that protects you',
      'Pay if the seller sends a photo of their passport',
    ],
    answerIndex: 1,
    explanation:
      'A seller who will only take a bank transfer is a common sign of purchase scams: once you authorise a transfer, getting it back is hard and not guaranteed. Seeing the animal first, or paying by card, keeps your protection. A passport photo is easy to steal or fake.',
  },
];
