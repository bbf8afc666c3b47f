import type { DefensePage } from '../types';
import { CLOUDFLARE_DDOS_2025_Q4, MITRE_M1037, MITRE_T1498 } from './sources';
import { DEFENSE_INDEX } from './wiki-index';

export const ddosProtectionPage: DefensePage = {
  ...DEFENSE_INDEX.DdosProtection,
  whatItIs: [
    'A DDoS (distributed denial-of-service) attack floods a website or network with traffic from thousands of hijacked devices until real customers cannot get through. DDoS protection is a service that sits in front of your site and filters that flood away before it reaches you.',
    'Big floods cannot be stopped at your own office: they fill your internet line before your equipment even sees them. MITRE’s guidance is to filter them upstream, at your internet provider, a content delivery network (CDN) or a specialist DDoS mitigation provider.',
    'The scale is large and growing. Cloudflare reported blocking about 47.1 million DDoS attacks in 2025, more than double its 2024 count, or about 5,376 every hour. The biggest it reported that year peaked at 31.4 Tbps in the fourth quarter of 2025, and that size keeps being overtaken.',
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
  figures: [],
  sources: [MITRE_T1498, MITRE_M1037, CLOUDFLARE_DDOS_2025_Q4],
};
