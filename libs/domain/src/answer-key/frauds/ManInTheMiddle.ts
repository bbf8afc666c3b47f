import type { QuizQuestion } from '../types';

/** The ManInTheMiddle page's check with its answers: server only (see ../README.md). */
export const manInTheMiddleQuiz: readonly QuizQuestion[] = [
  {
    id: 'ManInTheMiddle-1',
    prompt:
      'In a café you see two open Wi-Fi networks, "CafeFree" and "CafeFree_5G", and staff are not sure which is theirs. What is the safest way to check your bank balance?',
    choices: [
      "Use your phone's mobile data instead of either network",
      'Join the one with the stronger signal, since a fake hotspot would be farther away',
      "Join whichever asks for your email address, since that shows it is the café's own",
    ],
    answerIndex: 0,
    explanation:
      'Anyone can name a hotspot after the café, and a fake one may be the closest and strongest. Mobile data avoids the unknown network altogether; if you must use the Wi-Fi, a trusted VPN encrypts what passes through it. Asking for an email address proves nothing about who runs the hotspot.',
  },
  {
    id: 'ManInTheMiddle-2',
    prompt: 'Your browser warns "Your connection is not private" on your bank\'s website. What should you do?',
    choices: [
      'Stop, do not continue, and try again later on a network you trust',
      'Click "Proceed anyway", because you typed your usual bank\'s address yourself',
      "Turn off the browser's security warnings",
    ],
    answerIndex: 0,
    explanation:
      'A certificate warning on a familiar site can mean someone is intercepting the connection. HTTPS only protects you if you heed its warnings.',
  },
  {
    id: 'ManInTheMiddle-3',
    prompt: 'Which defense is a primary protection against someone reading your traffic in transit?',
    choices: ['Segregation of duties', 'HTTPS and encryption', 'Background checks'],
    answerIndex: 1,
    explanation:
      "Encrypting traffic with TLS (HTTPS) means an interceptor sees only scrambled data, as MITRE's M1041 mitigation describes. Office procedures and hiring checks do not touch network traffic.",
    matrixClaim: { fraudId: 'ManInTheMiddle', defenseId: 'HttpsAndEncryption', effectiveness: 2 },
  },
];
