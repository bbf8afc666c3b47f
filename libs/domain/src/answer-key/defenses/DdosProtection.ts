import type { QuizQuestion } from '../types';

/** The DdosProtection page's check with its answers: server only (see ../README.md). */
export const ddosProtectionQuiz: readonly QuizQuestion[] = [
  {
    id: 'DdosProtection-1',
    prompt: 'Which fraud does DDoS protection counter most strongly?',
    choices: ['Phishing', 'Ransomware', 'SQL injection', 'DDoS attack'],
    answerIndex: 3,
    explanation:
      'It is built for one job: absorbing and filtering floods of traffic so a service stays online.',
    matrixClaim: { fraudId: 'Ddos', defenseId: 'DdosProtection', effectiveness: 2 },
  },
  {
    id: 'DdosProtection-2',
    prompt: 'Why can’t a small firm stop a huge DDoS flood with the firewall in its own office?',
    choices: [
      'Because the flood fills the internet line before the firewall even sees it',
      'Because firewalls are illegal for small firms',
      'Because DDoS traffic is encrypted, so the office firewall cannot tell it from real visitors',
    ],
    answerIndex: 0,
    explanation:
      'A flood bigger than your connection jams it on the way in. That is why MITRE advises filtering upstream at an ISP, CDN or DDoS provider.',
  },
  {
    id: 'DdosProtection-3',
    prompt: 'How many DDoS attacks did Cloudflare report blocking in 2024?',
    choices: ['About 21.3 million', 'About 2,000', 'About 50'],
    answerIndex: 0,
    explanation:
      'Cloudflare reported about 21.3 million, roughly 4,870 every hour, up 53% on 2023.',
  },
];
