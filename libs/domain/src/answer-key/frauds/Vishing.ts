import type { QuizQuestion } from '../types';

/** The Vishing page's check with its answers: server only (see ../README.md). */
export const vishingQuiz: readonly QuizQuestion[] = [
  {
    id: 'Vishing-1',
    prompt:
      '"This is your bank\'s fraud team. Please read me the code we just texted you." Which defense stops this best?',
    choices: [
      'A VPN on your phone',
      'Hanging up and calling the number on the back of your card',
      'Reading out the code only after the caller confirms your date of birth',
    ],
    answerIndex: 1,
    explanation:
      'Calling back on a number you trust breaks the scam, whatever the caller ID says. A VPN or software update cannot tell you who is really on the line.',
    matrixClaim: { fraudId: 'Vishing', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'Vishing-2',
    prompt: "The caller ID shows your bank's real phone number. Does that prove the call is genuine?",
    choices: [
      'Yes, phone numbers cannot be faked',
      'Yes, if the caller knows your name',
      'No: caller ID can be spoofed',
    ],
    answerIndex: 2,
    explanation:
      'Criminals routinely fake caller ID and often know personal details from earlier leaks. Neither proves who is calling.',
  },
  {
    id: 'Vishing-3',
    prompt:
      'A caller says he is from Microsoft, that your computer is sending out viruses, and asks you to install a remote-access app so he can fix it. What should you do?',
    choices: [
      'Install it, but watch the screen the whole time so you can stop him if anything looks wrong',
      'Hang up: Microsoft does not call people about infections',
      'Ask for his employee number first, and go ahead if he gives one',
    ],
    answerIndex: 1,
    explanation:
      'Tech companies do not phone people about viruses; this is a tech-support scam, one of the costliest kinds of fraud reported to the FBI. Once a remote-access app is installed, the caller can act faster than you can watch. An employee number is as easy to invent as the rest of the story.',
  },
];
