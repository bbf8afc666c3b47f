import type { QuizQuestion } from '../types';

/** The ManInTheMiddle page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const manInTheMiddleQuiz: readonly QuizQuestion[] = [
  {
    id: 'ManInTheMiddle-1',
    teaches: { phrase: 'disconnect from the network and switch to mobile data' },
    prompt:
      'In a café you see two open Wi-Fi networks, "CafeFree" and "CafeFree_5G", and the staff are not sure which is theirs. What is the safest way to check your bank balance?',
    choices: [
      'Join the one with the stronger signal, since a fake hotspot would be farther away',
      "Use your phone's mobile data instead of either network",
      "Join whichever asks for your email address, since that shows it is the café's own",
    ],
    answerIndex: 1,
    whyWrong: [
      "An attacker's hotspot can sit at the next table and be the strongest signal in the room.",
      null,
      'Any hotspot can show a sign-in page; it proves nothing about who runs it.',
    ],
    explanation:
      'When you cannot tell which network is real, avoid both. Mobile data, or a trusted VPN, keeps your traffic away from whoever runs the hotspot.',
  },
  {
    id: 'ManInTheMiddle-2',
    teaches: { phrase: 'your browser shows a certificate warning' },
    prompt: 'Your browser warns "Your connection is not private" on your bank\'s website. What should you do?',
    choices: [
      'Click "Proceed anyway", because you typed your usual bank\'s address yourself',
      'Clear your cookies and reload until the warning goes away',
      'Stop, do not continue, and try again later on a network you trust',
    ],
    answerIndex: 2,
    whyWrong: [
      'Typing the address does not help if someone on the network is intercepting the connection; the warning is how you find out.',
      'The warning is about the certificate the network hands you, not about your cookies; reloading on the same network changes nothing.',
      null,
    ],
    explanation:
      'A certificate warning on a site that normally works can mean someone is intercepting the connection. Never type passwords past it.',
  },
  {
    id: 'ManInTheMiddle-3',
    prompt: 'Which defense is a primary protection against someone reading your traffic on the way?',
    choices: ['HTTPS and encryption', 'Segregation of duties', 'A strong, unique password'],
    answerIndex: 0,
    whyWrong: [
      null,
      'Splitting approvals between people protects business processes, not data travelling over a network.',
      'An interceptor can read a strong password as easily as a weak one if the connection is not encrypted.',
    ],
    explanation:
      'Encryption makes intercepted traffic unreadable and lets your browser detect a fake site, which is why the certificate warning matters.',
    matrixClaim: { fraudId: 'ManInTheMiddle', defenseId: 'HttpsAndEncryption', effectiveness: 2 },
  },
];
