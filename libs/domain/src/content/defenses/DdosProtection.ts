import type { DefensePage } from '../types';
import { CLOUDFLARE_DDOS_2024_Q4, MITRE_M1037, MITRE_T1498 } from './sources';

export const ddosProtectionPage: DefensePage = {
  id: 'DdosProtection',
  title: 'DDoS Protection',
  tagline: 'A bigger shield in front of your website, built to soak up floods of fake traffic.',
  whatItIs: [
    'A DDoS (distributed denial-of-service) attack floods a website or network with traffic from thousands of hijacked devices until real customers cannot get through. DDoS protection is a service that sits in front of your site and filters that flood away before it reaches you.',
    'Big floods cannot be stopped at your own office: they fill your internet line before your equipment even sees them. MITRE’s guidance is to filter them upstream, at your internet provider, a content delivery network (CDN) or a specialist DDoS mitigation provider.',
    'The scale is large and growing. Cloudflare reported blocking about 21.3 million DDoS attacks in 2024, up 53% on 2023, or about 4,870 every hour, including a record 5.6 Tbps attack from a Mirai-variant botnet.',
  ],
  howItWorks: [
    'Put your website behind a CDN or DDoS protection service, so visitors reach its large network first.',
    'The provider spreads traffic across many data centres and drops traffic that matches attack patterns, keeping real visitors flowing.',
    'Ask your internet provider what protection it offers for your connection and how to call for help during an attack.',
    'Set rate limits and caching so your own server is not overwhelmed by repeated requests.',
    'Write a short plan: who to call, how to switch protection on, and how to tell customers if the site is slow.',
  ],
  tradeOffs: [
    'Basic protection for a small website is often cheap or included with a CDN; guaranteed protection for large attacks costs much more.',
    'Aggressive settings can challenge or block real customers, such as visitors on shared or foreign networks.',
    'You depend on the provider: its outage or mistake becomes your outage.',
    'It protects availability only. It does not stop data theft, phishing or account takeover, and criminals sometimes use a DDoS as a distraction from another attack.',
  ],
  authorities: [
    { label: 'MITRE ATT&CK M1037 Filter Network Traffic', url: 'https://attack.mitre.org/mitigations/M1037' },
    { label: 'MITRE ATT&CK T1498 Network Denial of Service', url: 'https://attack.mitre.org/techniques/T1498' },
  ],
  sources: [MITRE_T1498, MITRE_M1037, CLOUDFLARE_DDOS_2024_Q4],
  quiz: [
    {
      id: 'DdosProtection-1',
      prompt: 'Which fraud does DDoS protection counter most strongly?',
      choices: ['Phishing', 'Ransomware', 'SQL injection', 'DDoS attack'],
      answerIndex: 3,
      explanation: 'It is built for one job: absorbing and filtering floods of traffic so a service stays online.',
      matrixClaim: { fraudId: 'Ddos', defenseId: 'DdosProtection', effectiveness: 2 },
    },
    {
      id: 'DdosProtection-2',
      prompt: 'Why can’t a small firm stop a huge DDoS flood with the firewall in its own office?',
      choices: [
        'Because the flood fills the internet line before the firewall even sees it',
        'Because firewalls are illegal for small firms',
        'Because DDoS traffic is always encrypted',
      ],
      answerIndex: 0,
      explanation: 'A flood bigger than your connection jams it on the way in. That is why MITRE advises filtering upstream at an ISP, CDN or DDoS provider.',
    },
    {
      id: 'DdosProtection-3',
      prompt: 'How many DDoS attacks did Cloudflare report blocking in 2024?',
      choices: ['About 21.3 million', 'About 2,000', 'About 50'],
      answerIndex: 0,
      explanation: 'Cloudflare reported about 21.3 million, roughly 4,870 every hour, up 53% on 2023.',
    },
  ],
};
