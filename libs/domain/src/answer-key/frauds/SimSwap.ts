import type { QuizQuestion } from '../types';

/** The SimSwap page's check with its answers: server only (see ../README.md). */
export const simSwapQuiz: readonly QuizQuestion[] = [
  {
    id: 'SimSwap-1',
    prompt: 'What is the strongest protection against a SIM swap?',
    choices: [
      'A VPN on your phone',
      "Changing your phone's screen-lock PIN and your email password every month",
      'An account PIN or port-out lock with your mobile operator',
    ],
    answerIndex: 2,
    explanation:
      "The swap happens at the operator, so the operator's verification steps are where it is stopped. A VPN or password rotation does not protect your phone number.",
    matrixClaim: { fraudId: 'SimSwap', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'SimSwap-2',
    prompt:
      'A text from your mobile operator says "Your SIM change request has been received", but you asked for nothing. What should you do?',
    choices: [
      'Reply STOP to the text to cancel the request',
      'Ignore it, since your phone still works and it is probably spam',
      'Call your operator at once on the number from its website',
    ],
    answerIndex: 2,
    explanation:
      "That text may be the only warning before your number moves to a criminal's SIM. Contact the operator through details you look up yourself, ask them to stop the change and add a port-out PIN, and then secure your email and bank accounts. Replying to the text does not reach a person who can stop it.",
  },
  {
    id: 'SimSwap-3',
    prompt: 'Your phone suddenly says "No service" at home, where it always works. What should you do first?',
    choices: [
      'Wait until tomorrow to see if it fixes itself',
      'Contact your operator from another phone or Wi-Fi right away, then your bank',
      'Restart the phone a few times and reseat the SIM; a lost signal is usually the network',
    ],
    answerIndex: 1,
    explanation:
      'Criminals move fast once they have your number. Acting within minutes gives you the best chance of stopping password resets and transfers.',
  },
];
