import type { QuizQuestion } from '../types';

/** The Vishing page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const vishingQuiz: readonly QuizQuestion[] = [
  {
    id: 'Vishing-1',
    teaches: { phrase: 'call your bank on the number on the back of your card' },
    prompt:
      '"This is your bank\'s fraud team. Please read me the code we just texted you." Which defense stops this best?',
    choices: [
      'A VPN on your phone',
      'Reading out the code only after the caller confirms your date of birth',
      'Hanging up and calling the number on the back of your card',
    ],
    answerIndex: 2,
    whyWrong: [
      'The danger is what you say on the call; a VPN does nothing about a voice conversation.',
      'Criminals often know your date of birth from data leaks; knowing it proves nothing.',
      null,
    ],
    explanation:
      'Calling back on a number you trust takes the criminal out of the conversation. Your bank never needs you to read out a code.',
    matrixClaim: { fraudId: 'Vishing', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'Vishing-2',
    teaches: { phrase: 'caller id can be faked' },
    prompt: "The caller ID shows your bank's real phone number. Does that prove the call is genuine?",
    choices: [
      'No: caller ID can be spoofed',
      'Yes: phone networks check caller ID before showing it',
      'Yes, if the caller also knows your name and account type',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'Many networks pass the number on as given; fraudsters can mask the number they call from.',
      'Personal details leak in data breaches and are bought cheaply; knowing them is part of the act.',
    ],
    explanation:
      'Caller ID shows whatever number the caller sets. Only a call you place yourself to a known number is trustworthy.',
  },
  {
    id: 'Vishing-3',
    teaches: { phrase: 'install remote-access software' },
    prompt:
      'A caller says he is from Microsoft, that your computer is sending out viruses, and asks you to install a remote-access app so he can fix it. What should you do?',
    choices: [
      'Install it, but watch the screen the whole time so you can stop him if anything looks wrong',
      'Hang up: Microsoft does not call people about infections',
      'Ask for his employee number first, and go ahead if he gives one',
    ],
    answerIndex: 1,
    whyWrong: [
      'Remote-access tools let him hide what he is doing, or lock you out, in seconds.',
      null,
      'A scammer will give you any number you ask for; it cannot be checked on the call.',
    ],
    explanation:
      'Unsolicited tech-support calls are a scam. Remote access is what they are after: it gives them your machine and your banking sessions.',
  },
];
