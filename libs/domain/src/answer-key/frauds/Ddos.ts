import type { QuizQuestion } from '../types';

/** The Ddos page's check with its answers: server only (see ../README.md). */
export const ddosQuiz: readonly QuizQuestion[] = [
  {
    id: 'Ddos-1',
    prompt: 'Which defense is strongest against a huge DDoS flood?',
    choices: [
      'User education, so staff recognise the attack and report it',
      'Dedicated DDoS protection that filters traffic upstream',
      'Regular password changes',
      'Multi-factor authentication',
    ],
    answerIndex: 1,
    explanation:
      'MITRE advises that floods bigger than your own link must be filtered upstream, by an internet provider, CDN or DDoS-protection service. Training, passwords and MFA do not stop junk traffic.',
    matrixClaim: { fraudId: 'Ddos', defenseId: 'DdosProtection', effectiveness: 2 },
  },
  {
    id: 'Ddos-2',
    prompt: 'Where does the traffic in a DDoS attack usually come from?',
    choices: [
      "The victim's own employees",
      'A single powerful computer on a very fast connection run by the attacker',
      'A botnet of many hijacked devices such as routers and cameras',
    ],
    answerIndex: 2,
    explanation:
      'The "distributed" part means many sources at once. Botnets like Mirai recruit poorly secured connected devices, which is why changing default passwords matters.',
  },
  {
    id: 'Ddos-3',
    prompt:
      'Your small online shop goes offline in the middle of a sale, and your host reports a flood of requests from thousands of addresses. What is the most useful first step?',
    choices: [
      'Change all staff passwords and turn on two-factor login, since the attackers must be inside',
      'Ask your host or DDoS-protection provider to turn on upstream filtering',
      'Block the attacking addresses one by one in your own office firewall until it stops',
    ],
    answerIndex: 1,
    explanation:
      'A DDoS does not break in; it floods. Thousands of addresses are too many to block by hand, and the flood fills your line before your own firewall sees it. Filtering upstream, at the host or a protection service, is what keeps the shop reachable. Passwords and MFA protect logins, not capacity.',
  },
];
