import type { QuizQuestion } from '../types';

/** The VerificationProtocols page's check with its answers: server only (see ../README.md). */
export const verificationProtocolsQuiz: readonly QuizQuestion[] = [
  {
    id: 'VerificationProtocols-1',
    prompt: 'Calling a supplier back on the number already on file is a strong counter to which fraud?',
    choices: ['SQL injection', 'Ransomware', 'Business email compromise', 'Cryptojacking'],
    answerIndex: 2,
    explanation:
      'Business email compromise relies on a fake request to change where money goes. A call to the real supplier exposes it before payment.',
    matrixClaim: { fraudId: 'BusinessEmailCompromise', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'VerificationProtocols-2',
    prompt:
      'An email from a supplier says their bank account has changed and gives a phone number to confirm. What should you do?',
    choices: [
      'Call the number given in the email, since it is the fastest way to confirm',
      'Reply to the email asking if it is genuine',
      'Call the supplier on the number you already had on file',
    ],
    answerIndex: 2,
    explanation:
      'The number and reply address in the email may belong to the scammer. Only a contact you already trusted is independent.',
  },
  {
    id: 'VerificationProtocols-3',
    prompt: 'What does the FBI suggest families do against voice-cloning scams?',
    choices: [
      'Agree a secret word or phrase to confirm who is calling',
      'Never answer the phone',
      'Only talk about money on video calls, where a cloned voice cannot be used',
      'Change phone numbers every year',
    ],
    answerIndex: 0,
    explanation:
      'A cloned voice can sound exactly right, but it will not know a word only your family shares.',
  },
];
