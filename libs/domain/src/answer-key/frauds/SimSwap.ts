import type { QuizQuestion } from '../types';

/** The SimSwap page's check with its answers: server only (see ../README.md). */
export const simSwapQuiz: readonly QuizQuestion[] = [
  {
    id: 'SimSwap-1',
    prompt: 'What is the strongest protection against a SIM swap?',
    choices: [
      'A VPN on your phone',
      'Changing your email password every month',
      'An account PIN or port-out lock with your mobile operator, so any SIM change needs extra checks',
    ],
    answerIndex: 2,
    explanation:
      'The swap happens at the operator, so the operator\'s verification steps are where it is stopped. A VPN or password rotation does not protect your phone number.',
    matrixClaim: { fraudId: 'SimSwap', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'SimSwap-2',
    prompt: 'Why does multi-factor authentication only partly help against SIM swaps?',
    choices: [
      'Because codes sent by text go to whoever controls your number; app or security-key MFA resists, SMS codes do not',
      'Because MFA slows down your phone',
      'Because MFA is only for businesses',
    ],
    answerIndex: 0,
    explanation:
      'SMS codes are the very thing a SIM swapper wants. Switching to an authenticator app or hardware key removes that target, which is why MFA helps only partly.',
    matrixClaim: { fraudId: 'SimSwap', defenseId: 'MultiFactorAuth', effectiveness: 1 },
  },
  {
    id: 'SimSwap-3',
    prompt: 'Your phone suddenly says "No service" at home, where it always works. What should you do first?',
    choices: [
      'Wait until tomorrow to see if it fixes itself',
      'Contact your operator from another phone or Wi-Fi right away, then your bank',
      'Restart the phone several times',
    ],
    answerIndex: 1,
    explanation:
      'Criminals move fast once they have your number. Acting within minutes gives you the best chance of stopping password resets and transfers.',
  },
];
