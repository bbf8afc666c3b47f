import type { QuizQuestion } from '../types';

/** The TrafficFiltering page's check with its answers: server only (see ../README.md). */
export const trafficFilteringQuiz: readonly QuizQuestion[] = [
  {
    id: 'TrafficFiltering-1',
    prompt:
      'Traffic filtering (for example a web application firewall) gives partial protection against which of these?',
    choices: ['Investment scam', 'SQL injection', 'Insider fraud', 'Deepfake'],
    answerIndex: 1,
    explanation:
      'A WAF can block many common injection attempts, but only safe queries in the code fully fix SQL injection, so it is a partial counter.',
    matrixClaim: { fraudId: 'SqlInjection', defenseId: 'TrafficFiltering', effectiveness: 1 },
  },
  {
    id: 'TrafficFiltering-2',
    prompt: 'Why does network segmentation help against ransomware?',
    choices: [
      'It makes files impossible to encrypt from another part of the network',
      'It automatically pays the ransom',
      'It stops one infected computer from reaching every other system',
    ],
    answerIndex: 2,
    explanation:
      'Separate zones limit how far malware can spread, so an infection stays small.',
  },
  {
    id: 'TrafficFiltering-3',
    prompt: 'According to NIST SP 800-63B, how many failed login attempts should a service allow at most?',
    choices: [
      'Unlimited',
      '100 or fewer in any 30-day period',
      'As many as the user needs, as long as the password is strong',
    ],
    answerIndex: 1,
    explanation:
      'NIST requires throttling failed attempts to 100 or fewer in 30 days, which makes online password guessing very slow.',
  },
];
