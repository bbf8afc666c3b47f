import type { QuizQuestion } from '../types';

/** The Deepfake page's check with its answers: server only (see ../README.md). */
export const deepfakeQuiz: readonly QuizQuestion[] = [
  {
    id: 'Deepfake-1',
    prompt: 'Your "CEO" asks on a video call for an urgent, secret transfer. What stops a deepfake scam most reliably?',
    choices: [
      'A VPN on your laptop',
      'Email filtering',
      'Checking the request by calling the CEO back on a known number (a verification protocol)',
      'Changing your password',
    ],
    answerIndex: 2,
    explanation:
      'A call-back on a number you already trust breaks the scam, whatever the fake looks like. The Arup fraud was only uncovered when the employee checked with head office.',
    matrixClaim: { fraudId: 'Deepfake', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'Deepfake-2',
    prompt: 'What does the FBI suggest families do to protect themselves against cloned-voice calls?',
    choices: [
      'Agree a secret word or phrase that only the family knows',
      'Never answer calls from unknown numbers again',
      'Install antivirus on every phone',
    ],
    answerIndex: 0,
    explanation:
      'A family code word is a simple verification step. A cloned voice can copy how someone sounds, but not a secret it has never heard.',
  },
  {
    id: 'Deepfake-3',
    prompt: 'Which of these helps partly against deepfakes, though it misses good fakes?',
    choices: ['Regular backups', 'Deepfake detection tools and checks', 'HTTPS encryption'],
    answerIndex: 1,
    explanation:
      'Deepfake detection, such as liveness checks and tools that look for signs of synthetic media, is built for this threat, but people and tools miss good fakes, so it only partly protects; a call-back on a known number does not depend on spotting the fake. Backups and HTTPS do not tell you whether a face or voice is real.',
    matrixClaim: { fraudId: 'Deepfake', defenseId: 'DeepfakeDetection', effectiveness: 1 },
  },
];
