import type { QuizQuestion } from '../types';

/** The ManInTheMiddle page's check with its answers: server only (see ../README.md). */
export const manInTheMiddleQuiz: readonly QuizQuestion[] = [
  {
    id: 'ManInTheMiddle-1',
    prompt: 'You must use a café\'s open Wi-Fi to check your email. Which defense strongly protects you from a man-in-the-middle?',
    choices: ['Regular password changes', 'ATM inspections', 'A trusted VPN that encrypts all your traffic'],
    answerIndex: 2,
    explanation:
      'A trusted VPN wraps your traffic in encryption before it crosses the untrusted network, so the hotspot owner only sees scrambled data. MITRE names trusted VPNs as a mitigation for this kind of interception.',
    matrixClaim: { fraudId: 'ManInTheMiddle', defenseId: 'VpnUsage', effectiveness: 2 },
  },
  {
    id: 'ManInTheMiddle-2',
    prompt: 'Your browser warns "Your connection is not private" on your bank\'s website. What should you do?',
    choices: [
      'Stop, do not continue, and try again later on a network you trust',
      'Click "Proceed anyway" because it is your usual bank',
      'Turn off the browser\'s security warnings',
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
      'Encrypting traffic with TLS (HTTPS) means an interceptor sees only scrambled data, as MITRE\'s M1041 mitigation describes. Office procedures and hiring checks do not touch network traffic.',
    matrixClaim: { fraudId: 'ManInTheMiddle', defenseId: 'HttpsAndEncryption', effectiveness: 2 },
  },
];
