import type { QuizQuestion } from '../types';

/** The BusinessEmailCompromise page's check with its answers: server only (see ../README.md). */
export const businessEmailCompromiseQuiz: readonly QuizQuestion[] = [
  {
    id: 'BusinessEmailCompromise-1',
    prompt: 'A supplier emails new bank details for this month\'s invoice. What is the strongest defense?',
    choices: [
      'Reply to the email asking "is this really you?"',
      'Back up the invoice folder',
      'Use HTTPS on the company website',
      'Call the supplier on the number already on file to confirm (a verification protocol)',
    ],
    answerIndex: 3,
    explanation:
      'The FBI advises verifying any change through contact details you already hold, never those in the email. Replying reaches the criminal, and neither backups nor HTTPS can spot a plain-text lie.',
    matrixClaim: { fraudId: 'BusinessEmailCompromise', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'BusinessEmailCompromise-2',
    prompt: 'Requiring two different people to approve a new payee or a large transfer is an example of…',
    choices: ['Segregation of duties, a strong BEC defense', 'Application sandboxing', 'DDoS protection'],
    answerIndex: 0,
    explanation:
      'Dual approval means one fooled employee cannot send the money alone. Sandboxing and DDoS protection do nothing against a persuasive email.',
    matrixClaim: { fraudId: 'BusinessEmailCompromise', defenseId: 'SegregationOfDuties', effectiveness: 2 },
  },
  {
    id: 'BusinessEmailCompromise-3',
    prompt: 'Why do many BEC emails get past spam and virus filters?',
    choices: [
      'They are always sent at night',
      'They often contain no link or attachment, just a believable request, sometimes from a real hijacked account',
      'Filters are switched off for finance teams',
    ],
    answerIndex: 1,
    explanation:
      'With no malicious payload there is little for a filter to catch, which is why people and payment procedures are the main line of defense.',
  },
];
