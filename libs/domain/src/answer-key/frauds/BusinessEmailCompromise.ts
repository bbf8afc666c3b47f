import type { QuizQuestion } from '../types';

/** The BusinessEmailCompromise page's check with its answers: server only (see ../README.md). */
export const businessEmailCompromiseQuiz: readonly QuizQuestion[] = [
  {
    id: 'BusinessEmailCompromise-1',
    prompt: "A supplier emails new bank details for this month's invoice. What is the strongest defense?",
    choices: [
      'Reply to the same email thread asking the supplier to confirm the change',
      'Back up the invoice folder',
      'Use HTTPS on the company website',
      'Call the supplier on the number you already have on file',
    ],
    answerIndex: 3,
    explanation:
      'The FBI advises verifying any change through contact details you already hold, never those in the email. Replying reaches the criminal, and neither backups nor HTTPS can spot a plain-text lie.',
    matrixClaim: { fraudId: 'BusinessEmailCompromise', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'BusinessEmailCompromise-2',
    prompt:
      'The CFO emails you from a hotel: "Confidential acquisition. Wire $48,000 today and don\'t discuss it with anyone." Your firm needs a second approver for new payees. What should you do?',
    choices: [
      'Reply to the email asking the CFO to confirm, then send it if the answer is yes',
      'Skip the second approval this time, since the CFO outranks the approver and asked for secrecy',
      'Follow the rule: get the second approval and confirm with the CFO by phone',
    ],
    answerIndex: 2,
    explanation:
      'Secrecy, urgency and a senior name are the classic BEC mix, designed to make you skip controls. A reply goes back to whoever controls the mailbox. Dual approval and a call to a number you already know are exactly what the criminal is trying to get around; a real CFO will understand.',
  },
  {
    id: 'BusinessEmailCompromise-3',
    prompt: 'Why do many BEC emails get past spam and virus filters?',
    choices: [
      'They are always sent at night',
      'Many carry no link or file, just a believable request, sometimes from a real hacked mailbox',
      'Filters are usually turned off for finance teams so that no supplier invoice ever gets lost in spam',
    ],
    answerIndex: 1,
    explanation:
      'With no malicious payload there is little for a filter to catch, which is why people and payment procedures are the main line of defense.',
  },
];
