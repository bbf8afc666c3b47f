import type { QuizQuestion } from '../types';

/** The RegularAudits page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const regularAuditsQuiz: readonly QuizQuestion[] = [
  {
    id: 'RegularAudits-1',
    prompt: 'Which fraud do regular audits counter most strongly?',
    choices: ['DDoS attack', 'Accounting and invoice fraud', 'Vishing', 'ATM skimming'],
    answerIndex: 1,
    whyWrong: [
      'An audit looks at records after the fact; it cannot stop a flood of traffic.',
      null,
      'A scam phone call happens in minutes between a criminal and one person; audits do not see it.',
      "Skimming happens at a card machine outside the organisation's books.",
    ],
    explanation: 'Audits check the books against reality, which is where fake invoices and cooked figures show up.',
    matrixClaim: { fraudId: 'AccAndInvFraud', defenseId: 'RegularAudits', effectiveness: 2 },
  },
  {
    id: 'RegularAudits-2',
    teaches: { phrase: 'someone will look' },
    prompt: 'Why do surprise audits deter fraud better than audits everyone knows are coming?',
    choices: [
      'Because surprise audits check every transaction, while planned ones only sample',
      'Because staff cannot refuse a surprise audit, but can refuse a planned one',
      'Because a fraudster cannot tidy the records in advance, so anyone tempted has to assume they may be checked any day',
    ],
    answerIndex: 2,
    whyWrong: [
      'Both kinds usually sample; the difference is that nobody can prepare for a surprise one.',
      'Staff cannot refuse either; the point is the lack of warning, not the power to insist.',
      null,
    ],
    explanation:
      'Not knowing when someone will look changes behaviour, and it stops records being cleaned up just before the check.',
  },
  {
    id: 'RegularAudits-3',
    teaches: { phrase: 'finds problems after they' },
    prompt: 'What is the main limit of an audit?',
    choices: [
      'It usually finds problems after they have happened',
      'It checks every single transaction, so it costs more than the fraud it finds',
      'It makes all other controls unnecessary',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'Audits sample rather than check everything, which keeps the cost down and is also why they can miss things.',
      'Audits find problems; day-to-day controls such as two approvers are what stop them happening.',
    ],
    explanation: 'An audit is a look back. It works best alongside controls that stop fraud in the moment.',
  },
];
