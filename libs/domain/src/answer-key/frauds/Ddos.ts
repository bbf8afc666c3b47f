import type { QuizQuestion } from '../types';

/** The Ddos page's check with its answers: server only (see ../README.md). */
export const ddosQuiz: readonly QuizQuestion[] = [
  {
    id: 'Ddos-1',
    prompt: 'Which defense is strongest against a huge DDoS flood?',
    choices: ['User education', 'Dedicated DDoS protection that filters traffic upstream', 'Regular password changes', 'Multi-factor authentication'],
    answerIndex: 1,
    explanation:
      'MITRE advises that floods bigger than your own link must be filtered upstream, by an internet provider, CDN or DDoS-protection service. Training, passwords and MFA do not stop junk traffic.',
    matrixClaim: { fraudId: 'Ddos', defenseId: 'DdosProtection', effectiveness: 2 },
  },
  {
    id: 'Ddos-2',
    prompt: 'Where does the traffic in a DDoS attack usually come from?',
    choices: [
      'The victim\'s own employees',
      'A single powerful computer',
      'A botnet of many hijacked devices such as routers and cameras',
    ],
    answerIndex: 2,
    explanation:
      'The "distributed" part means many sources at once. Botnets like Mirai recruit poorly secured connected devices, which is why changing default passwords matters.',
  },
  {
    id: 'Ddos-3',
    prompt: 'Does multi-factor authentication protect a website from a DDoS attack?',
    choices: [
      'No: MFA protects logins, but a DDoS simply floods the site with traffic',
      'Yes: attackers need a second factor to send traffic',
      'Yes, but only for mobile apps',
    ],
    answerIndex: 0,
    explanation:
      'A DDoS does not log in to anything. It overwhelms capacity, so login protections like MFA have no effect on it.',
    matrixClaim: { fraudId: 'Ddos', defenseId: 'MultiFactorAuth', effectiveness: 0 },
  },
];
