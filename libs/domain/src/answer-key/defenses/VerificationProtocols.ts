import type { QuizQuestion } from '../types';

/** The VerificationProtocols page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const verificationProtocolsQuiz: readonly QuizQuestion[] = [
  {
    id: 'VerificationProtocols-1',
    prompt: 'Calling a supplier back on the number already on file is a strong counter to which fraud?',
    choices: ['SQL injection', 'Ransomware', 'Cryptojacking', 'Business email compromise'],
    answerIndex: 3,
    whyWrong: [
      'Injection is a coding flaw in a website; phone calls do not change what the database accepts.',
      'Ransomware gets in through software flaws and stolen logins; a call-back cannot undo that.',
      'A hidden miner never asks anyone to confirm anything.',
      null,
    ],
    explanation:
      'The call-back bypasses the email channel the criminal controls, so fake bank-detail changes are exposed.',
    matrixClaim: { fraudId: 'BusinessEmailCompromise', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'VerificationProtocols-2',
    teaches: { phrase: 'number you already had' },
    prompt:
      'An email from a supplier says their bank account has changed and gives a phone number to confirm. What should you do?',
    choices: [
      'Call the number given in the email, since it is the fastest way to confirm',
      'Call the supplier on the number you already had on file',
      'Reply to the email asking if it is genuine',
    ],
    answerIndex: 1,
    whyWrong: [
      'The criminal who wrote the email chose that number and will answer it.',
      null,
      'If the mailbox is hacked or spoofed, the criminal writes the reply.',
    ],
    explanation: 'Only contact details you had before the request can be trusted to reach the real supplier.',
  },
  {
    id: 'VerificationProtocols-3',
    teaches: { phrase: 'secret word or phrase to' },
    prompt: 'What does the FBI suggest families do against voice-cloning scams?',
    choices: [
      'Agree a secret word or phrase to confirm who is calling',
      'Only talk about money on video calls, where a cloned voice cannot be used',
      "Trust the call if it comes from the relative's own number",
      'Ask the caller a question about a recent family event',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'Video can be faked in real time too; a face on a screen is not proof.',
      'Caller ID can be spoofed and accounts hijacked, so the number proves nothing.',
      'Details like that are often on social media; a pre-agreed code word is safer.',
    ],
    explanation: 'A code word agreed in person is something a cloned voice cannot know.',
  },
];
