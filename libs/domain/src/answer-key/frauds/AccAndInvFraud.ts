import type { QuizQuestion } from '../types';

/** The AccAndInvFraud page's check with its answers: server only (see ../README.md). */
export const accAndInvFraudQuiz: readonly QuizQuestion[] = [
  {
    id: 'AccAndInvFraud-1',
    prompt: 'Which defense stops one employee from setting up a fake supplier and paying it?',
    choices: ['A VPN', 'HTTPS', 'Segregation of duties', 'DDoS protection'],
    answerIndex: 2,
    explanation:
      'When different people create suppliers, approve invoices and release payments, a single fraudster cannot complete the scheme alone. Network tools do not control who approves payments.',
    matrixClaim: { fraudId: 'AccAndInvFraud', defenseId: 'SegregationOfDuties', effectiveness: 2 },
  },
  {
    id: 'AccAndInvFraud-2',
    prompt: 'Which defense helps find invoice fraud that has already happened by examining the books independently?',
    choices: ['Regular audits', 'Application sandboxing', 'ATM inspections'],
    answerIndex: 0,
    explanation:
      'Audits compare payments, suppliers and records, and surprise audits deter fraud. Sandboxing and ATM checks have no view of the accounts.',
    matrixClaim: { fraudId: 'AccAndInvFraud', defenseId: 'RegularAudits', effectiveness: 2 },
  },
  {
    id: 'AccAndInvFraud-3',
    prompt: 'How did the fraudster make his fake invoices to Facebook and Google look genuine?',
    choices: [
      'He hacked their accounting software',
      'He posed as a real supplier, registering a company with the same name and forging contracts',
      'He bribed their auditors',
    ],
    answerIndex: 1,
    explanation:
      'Impersonating a real supplier made the bills look routine. Confirming unusual invoices and bank details with the supplier on a known number would have exposed it.',
  },
];
