import type { QuizQuestion } from '../types';

/** The AuthPushPayments page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const authPushPaymentsQuiz: readonly QuizQuestion[] = [
  {
    id: 'AuthPushPayments-1',
    prompt: 'Which defense strongly protects you before sending a bank transfer to a new payee?',
    choices: [
      'Checking the payee via a trusted channel, e.g. the name check your bank shows',
      'Regular backups',
      "Checking that the payee's website looks professional and shows a padlock",
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'Backups protect files; they cannot bring back money you sent.',
      'Fake shops and fake firms look professional and use HTTPS too.',
    ],
    explanation:
      'Confirming the name on the account and calling a number you already trust exposes a fake payee before the money leaves.',
    matrixClaim: { fraudId: 'AuthPushPayments', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'AuthPushPayments-2',
    teaches: { phrase: 'no real bank or police force will ever ask this' },
    prompt:
      'Someone claiming to be from your bank says your account is under attack and you must move your savings to a "safe account". What is this?',
    choices: [
      'A normal bank procedure when fraud is detected on an account',
      'A scam: banks never ask you to move money to a safe account',
      'A police investigation you must keep secret',
    ],
    answerIndex: 1,
    whyWrong: [
      'Banks freeze or block accounts themselves; they never need you to move money.',
      null,
      "Police do not ask victims to move money or keep it from their bank; secrecy is the scammer's tool.",
    ],
    explanation:
      'No real bank or police force will ever ask you to move money to a safe account. Hang up and call your bank on the number on your card.',
  },
  {
    id: 'AuthPushPayments-3',
    teaches: { phrase: 'approving it sends your money to them' },
    prompt:
      'You are selling a fridge online. The buyer sends a PayShap Request "so the payment goes through faster". What should you do?',
    choices: [
      'Approve it: a request from the buyer is how instant payments reach the seller',
      'Approve it only if the amount matches the price of the fridge',
      'Decline it and ask the buyer to pay you directly; never approve a request to receive money',
    ],
    answerIndex: 2,
    whyWrong: [
      'A request asks you to pay them. Approving it sends your money to the buyer.',
      'The amount matching is the trick: approving still sends that amount from your account to theirs.',
      null,
    ],
    explanation:
      'Approving a PayShap Request sends your money to the person who asked, so approving it sends your money to them. Sellers receive money; they never approve a request to get paid.',
  },
];
