import type { QuizQuestion } from '../types';

/** The RegularAudits page's check with its answers: server only (see ../README.md). */
export const regularAuditsQuiz: readonly QuizQuestion[] = [
  {
    id: 'RegularAudits-1',
    prompt: 'Which fraud do regular audits counter most strongly?',
    choices: ['DDoS attack', 'Vishing', 'Accounting and invoice fraud', 'ATM skimming'],
    answerIndex: 2,
    explanation:
      'Fake suppliers, duplicate invoices and changed bank details leave traces in the books. Regular reconciliation and supplier reviews are built to find them.',
    matrixClaim: { fraudId: 'AccAndInvFraud', defenseId: 'RegularAudits', effectiveness: 2 },
  },
  {
    id: 'RegularAudits-2',
    prompt: 'In the ACFE 2024 study, what share of workplace frauds was uncovered by internal audit?',
    choices: ['14%', '1%', '90%'],
    answerIndex: 0,
    explanation:
      'Internal audit uncovered 14% of cases, and management review another 13%. Tips from people were the biggest source of detection.',
  },
  {
    id: 'RegularAudits-3',
    prompt: 'What is the main limit of an audit?',
    choices: [
      'It checks every single transaction, so it costs more than the fraud it finds',
      'It makes all other controls unnecessary',
      'It usually finds problems after they have happened',
    ],
    answerIndex: 2,
    explanation:
      'Audits look back at what already happened, so they limit losses and deter rather than stop an attack in progress.',
  },
];
