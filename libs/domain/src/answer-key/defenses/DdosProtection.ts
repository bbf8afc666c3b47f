import type { QuizQuestion } from '../types';

/** The DdosProtection page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const ddosProtectionQuiz: readonly QuizQuestion[] = [
  {
    id: 'DdosProtection-1',
    prompt: 'Which fraud does DDoS protection counter most strongly?',
    choices: ['Phishing', 'DDoS attack', 'Ransomware', 'SQL injection'],
    answerIndex: 1,
    whyWrong: [
      'Phishing is a message and a fake page, not a flood of traffic.',
      null,
      'Ransomware runs inside your network; filtering incoming floods does not stop it.',
      'Injection uses a few carefully crafted requests, not a flood; it needs safe code.',
    ],
    explanation: 'DDoS protection absorbs and filters floods of traffic before they reach your site.',
    matrixClaim: { fraudId: 'Ddos', defenseId: 'DdosProtection', effectiveness: 2 },
  },
  {
    id: 'DdosProtection-2',
    teaches: { phrase: 'internet line before' },
    prompt: "Why can't a small firm stop a huge DDoS flood with the firewall in its own office?",
    choices: [
      'Because the flood fills the internet line before the firewall even sees it',
      'Because DDoS traffic is encrypted, so the office firewall cannot tell it from real visitors',
      'Because office firewalls block by country, and DDoS traffic comes from everywhere',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'Encryption is not the issue; even plain floods overwhelm the line before any filtering.',
      'Country blocking can help a little, but the line is already full by then.',
    ],
    explanation: 'The filtering has to happen upstream, at a provider with far more capacity than the attack.',
  },
  {
    id: 'DdosProtection-3',
    teaches: { phrase: 'in front of' },
    prompt:
      'Cloudflare blocked an attack that peaked at 31.4 Tbps in the last quarter of 2025. What does that tell a small business?',
    choices: [
      'Only very large companies are targeted, so small sites do not need protection',
      'No single company can build enough capacity; protection has to come from a provider that spreads the load',
      'A bigger internet line from the local provider would be enough to absorb attacks like it',
    ],
    answerIndex: 1,
    whyWrong: [
      'Most attacks are small and aimed at ordinary shops, schools and game servers; the giant ones show what is possible.',
      null,
      'An attack that size is far beyond any business line; it takes a global network to absorb.',
    ],
    explanation:
      'Attack sizes keep growing, so the practical answer is an always-on protection service in front of the site.',
  },
];
