import type { QuizQuestion } from '../types';

/** The AccAndInvFraud page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const accAndInvFraudQuiz: readonly QuizQuestion[] = [
  {
    id: 'AccAndInvFraud-1',
    prompt: 'Which defense stops one employee from setting up a fake supplier and paying it?',
    choices: [
      'Strong passwords on the accounting system',
      'An annual external audit of the accounts',
      'Segregation of duties',
      'Encrypting the supplier database',
    ],
    answerIndex: 2,
    whyWrong: [
      'The insider uses their own valid login; the problem is what that one login is allowed to do.',
      'An audit may catch it months later, after the money is gone; it does not stop the payment.',
      null,
      'Encryption hides data from outsiders; the insider sees it decrypted as part of the job.',
    ],
    explanation:
      'When adding a supplier and paying it need two different people, a fake supplier needs two people to agree to the fraud.',
    matrixClaim: { fraudId: 'AccAndInvFraud', defenseId: 'SegregationOfDuties', effectiveness: 2 },
  },
  {
    id: 'AccAndInvFraud-2',
    teaches: { phrase: 'invoice amounts just under the approval limit' },
    prompt:
      'Reviewing payments, you notice three invoices of $9,900 from one supplier in a week, just under the $10,000 approval limit, all approved by the same manager. What should you do?',
    choices: [
      "Nothing: each invoice stayed within the manager's limit, so the control worked",
      'Ask the manager privately to explain, and close the matter if the answer sounds reasonable',
      'Flag it for an independent review: splitting bills to dodge limits is a red flag',
    ],
    answerIndex: 2,
    whyWrong: [
      'The limit was sidestepped, not respected; amounts just under a threshold are a classic sign.',
      'If the manager is involved, a private chat warns them and the evidence may vanish.',
      null,
    ],
    explanation:
      'Invoices split to stay under a limit need an independent look, without tipping off the person who approved them.',
  },
  {
    id: 'AccAndInvFraud-3',
    teaches: { phrase: 'he registered a company with the same name in latvia' },
    prompt: 'How did the fraudster make his fake invoices to two big tech companies look genuine?',
    choices: [
      'He posed as a real supplier, using a company of the same name and forged contracts',
      'He broke into their accounting software and changed the bank details on genuine invoices',
      'He bribed staff in their accounts departments to approve the payments',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'No break-in was needed: the companies paid his invoices through their normal process.',
      "No insiders were involved; forged paperwork and a real supplier's name were enough.",
    ],
    explanation:
      'A same-name company and convincing paperwork got through. Matching invoices to orders and confirming bank details by phone would have stopped it.',
  },
];
