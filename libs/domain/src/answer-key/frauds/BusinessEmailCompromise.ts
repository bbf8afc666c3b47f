import type { QuizQuestion } from '../types';

/** The BusinessEmailCompromise page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const businessEmailCompromiseQuiz: readonly QuizQuestion[] = [
  {
    id: 'BusinessEmailCompromise-1',
    teaches: { phrase: 'call the real supplier or executive on a number you already have' },
    prompt: "A supplier emails new bank details for this month's invoice. What is the strongest defense?",
    choices: [
      'Reply to the same email thread asking the supplier to confirm the change',
      "Check that the email comes from the supplier's usual address",
      'Call the supplier on the number you already have on file',
      'Use HTTPS on the company website',
    ],
    answerIndex: 2,
    whyWrong: [
      'If the mailbox is hacked or spoofed, the criminal answers the reply.',
      'Criminals often write from the real, hacked mailbox, so the address looks perfect.',
      null,
      "HTTPS protects your website's traffic; the fake request arrives by email whatever your website does.",
    ],
    explanation:
      'Call the real supplier on a number you already have, never one from the email: the call bypasses the email channel the criminal controls.',
    matrixClaim: { fraudId: 'BusinessEmailCompromise', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'BusinessEmailCompromise-2',
    prompt:
      'The CFO emails you from a hotel: "Confidential acquisition. Wire $48,000 today and don\'t discuss it with anyone." Your firm needs a second approver for new payees. What should you do?',
    choices: [
      'Follow the rule: get the second approval and confirm with the CFO by phone',
      'Reply to the email asking the CFO to confirm, then send it if the answer is yes',
      'Skip the second approval this time, since the CFO outranks the approver and asked for secrecy',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'The person who answers that email may be the criminal, not the CFO.',
      'Secrecy and a reason to skip the rules are the two classic signs of this scam.',
    ],
    explanation:
      'The rule exists for exactly this moment. A real CFO will understand a phone check; a criminal cannot pass it.',
  },
  {
    id: 'BusinessEmailCompromise-3',
    teaches: { phrase: 'there is no malware and no link at all' },
    prompt: 'Why do many business email compromise messages get past spam and virus filters?',
    choices: [
      'They are sent in the middle of the night, when filters are switched off for maintenance',
      'Many carry no link or file, just a believable request, sometimes from a real hacked mailbox',
      'Filters skip every email from a known supplier so that invoices never get lost',
    ],
    answerIndex: 1,
    whyWrong: [
      'Filters run all the time; timing is used to catch people tired or away, not to dodge software.',
      null,
      "Filters weigh the sender's reputation, but they do still scan messages from known contacts; the problem is there is nothing bad to find.",
    ],
    explanation:
      'With no malware or link to detect, the message looks like ordinary business. The defense is the process: call-backs and second approvers.',
  },
];
