import type { QuizQuestion } from '../types';

/** The AuthPushPayments page's check with its answers: server only (see ../README.md). */
export const authPushPaymentsQuiz: readonly QuizQuestion[] = [
  {
    id: 'AuthPushPayments-1',
    prompt: 'Which defense strongly protects you before sending a bank transfer to a new payee?',
    choices: [
      'Regular backups',
      'Confirming the payee\'s name and details through a trusted channel, such as Confirmation of Payee or a call to a known number',
      'ATM inspections',
    ],
    answerIndex: 1,
    explanation:
      'Verification protocols, like Confirmation of Payee and a call-back on a number you already trust, catch fake accounts before the money goes. Backups and ATM checks have nothing to do with transfers.',
    matrixClaim: { fraudId: 'AuthPushPayments', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'AuthPushPayments-2',
    prompt: 'Someone claiming to be from your bank says your account is under attack and you must move your savings to a "safe account". What is this?',
    choices: [
      'A scam: banks never ask you to move money to a safe account',
      'A normal bank security procedure',
      'A police investigation you must keep secret',
      'A legitimate upgrade of your account',
    ],
    answerIndex: 0,
    explanation:
      'The "safe account" story is one of the most common APP scams. Hang up and call your bank on the number on your card.',
  },
  {
    id: 'AuthPushPayments-3',
    prompt: 'Which defense is rated strong against APP fraud because it helps people recognise the scam stories?',
    choices: ['HTTPS on the bank website', 'Application sandboxing', 'Input validation', 'User education'],
    answerIndex: 3,
    explanation:
      'APP fraud works on people, not computers, so knowing the common stories is a strong defense. HTTPS, sandboxing and input validation protect systems, not your decision to pay.',
    matrixClaim: { fraudId: 'AuthPushPayments', defenseId: 'UserEducation', effectiveness: 2 },
  },
];
