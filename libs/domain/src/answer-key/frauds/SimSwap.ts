import type { QuizQuestion } from '../types';

/** The SimSwap page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const simSwapQuiz: readonly QuizQuestion[] = [
  {
    id: 'SimSwap-1',
    prompt: 'What is the strongest protection against a SIM swap?',
    choices: [
      'An account PIN or port-out lock with your mobile operator',
      'A VPN on your phone',
      "Changing your phone's screen-lock PIN and your email password every month",
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      "The swap happens at the mobile operator; nothing on your phone's connection is involved.",
      'The criminal never touches your phone, so its screen lock does not come into it.',
    ],
    explanation: "The swap happens at the operator, so the operator's extra check is where it is stopped.",
    matrixClaim: { fraudId: 'SimSwap', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'SimSwap-2',
    teaches: { phrase: 'a text or email from your operator about a sim change' },
    prompt:
      'A text from your mobile operator says "Your SIM change request has been received", but you asked for nothing. What should you do?',
    choices: [
      'Reply STOP to the text to cancel the request',
      'Call your operator at once on the number from its website',
      'Ignore it, since your phone still works and it is probably spam',
    ],
    answerIndex: 1,
    whyWrong: [
      'Replies to notification texts do not reach anyone who can stop a swap.',
      null,
      'That text may be the only warning before your number moves; the phone works until the swap completes.',
    ],
    explanation:
      'A text or email from your operator about a SIM change you did not ask for can be the first sign of a SIM swap. Contact the operator through details you look up yourself, ask it to stop the change, and then secure your email and bank accounts.',
  },
  {
    id: 'SimSwap-3',
    teaches: { phrase: 'another phone or wi-fi' },
    prompt: 'Your phone suddenly says "No service" at home, where it always works. What should you do first?',
    choices: [
      'Wait until tomorrow to see if it fixes itself',
      'Restart the phone a few times and reseat the SIM; a lost signal is usually the network',
      'Contact your operator from another phone or Wi-Fi right away, then your bank',
    ],
    answerIndex: 2,
    whyWrong: [
      'Criminals move within minutes once they have your number; by tomorrow accounts may be empty.',
      'Network faults happen, but a sudden loss where you always have signal is the classic sign of a swap: check first.',
      null,
    ],
    explanation: 'Acting within minutes gives you the best chance of stopping password resets and transfers.',
  },
];
