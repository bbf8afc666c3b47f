import type { QuizQuestion } from '../types';

/** The Vishing page's check with its answers: server only (see ../README.md). */
export const vishingQuiz: readonly QuizQuestion[] = [
  {
    id: 'Vishing-1',
    prompt: '"This is your bank\'s fraud team. Please read me the code we just texted you." Which defense stops this best?',
    choices: [
      'A VPN on your phone',
      'Hanging up and calling the bank back on the number on your card (a verification protocol)',
      'Updating your phone\'s software',
    ],
    answerIndex: 1,
    explanation:
      'Calling back on a number you trust breaks the scam, whatever the caller ID says. A VPN or software update cannot tell you who is really on the line.',
    matrixClaim: { fraudId: 'Vishing', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'Vishing-2',
    prompt: 'The caller ID shows your bank\'s real phone number. Does that prove the call is genuine?',
    choices: ['Yes, phone numbers cannot be faked', 'Yes, if the caller knows your name', 'No: caller ID can be spoofed'],
    answerIndex: 2,
    explanation:
      'Criminals routinely fake caller ID and often know personal details from earlier leaks. Neither proves who is calling.',
  },
  {
    id: 'Vishing-3',
    prompt: 'Which defense is rated strong against vishing because it teaches people to spot and refuse these calls?',
    choices: ['User education', 'Email filtering', 'Regular backups', 'DDoS protection'],
    answerIndex: 0,
    explanation:
      'Knowing the script (urgency, "safe account", "read me the code") lets people hang up in time. Email filters, backups and DDoS protection never see a phone call.',
    matrixClaim: { fraudId: 'Vishing', defenseId: 'UserEducation', effectiveness: 2 },
  },
];
