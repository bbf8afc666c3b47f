import type { QuizQuestion } from '../types';

/** The AccAndInvFraud page's check with its answers: server only (see ../README.md). */
export const accAndInvFraudQuiz: readonly QuizQuestion[] = [
  {
    id: 'AccAndInvFraud-1',
    prompt: 'Which defense stops one employee from setting up a fake supplier and paying it?',
    choices: ['A VPN', 'An annual external audit of the accounts', 'Segregation of duties', 'DDoS protection'],
    answerIndex: 2,
    explanation:
      'When different people create suppliers, approve invoices and release payments, a single fraudster cannot complete the scheme alone. Network tools do not control who approves payments.',
    matrixClaim: { fraudId: 'AccAndInvFraud', defenseId: 'SegregationOfDuties', effectiveness: 2 },
  },
  {
    id: 'AccAndInvFraud-2',
    prompt:
      'Reviewing payments, you notice three invoices of $9,900 from one supplier in a week, just under the $10,000 approval limit, all approved by the same manager. What should you do?',
    choices: [
      'Flag it for an independent review: splitting bills to dodge limits is a red flag',
      "Nothing: each invoice stayed within the manager's limit, so the control worked",
      'Ask the manager privately to explain, and close the matter if the answer sounds reasonable',
    ],
    answerIndex: 0,
    explanation:
      'Splitting a payment into amounts just under an approval limit is a well-known sign of invoice fraud. The limit was met on paper but defeated in practice. Raise it with someone independent of the manager (internal audit or a fraud line) rather than tipping them off.',
  },
  {
    id: 'AccAndInvFraud-3',
    prompt: 'How did the fraudster make his fake invoices to Facebook and Google look genuine?',
    choices: [
      'He broke into their accounting software and changed the bank details on genuine invoices',
      'He posed as a real supplier, using a company of the same name and forged contracts',
      'He bribed their auditors',
    ],
    answerIndex: 1,
    explanation:
      'Impersonating a real supplier made the bills look routine. Confirming unusual invoices and bank details with the supplier on a known number would have exposed it.',
  },
];
