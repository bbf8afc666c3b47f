import type { DefensePage } from '../types';
import { MITRE_M1030, MITRE_M1036, MITRE_M1037, NIST_800_63B_4, OWASP_SQLI_CHEATSHEET } from './sources';
import { DEFENSE_INDEX } from './wiki-index';

export const trafficFilteringPage: DefensePage = {
  ...DEFENSE_INDEX.TrafficFiltering,
  whatItIs: [
    'Traffic filtering decides which network traffic is allowed in and out. It covers firewalls, web application firewalls (WAFs) that inspect requests to a website, blocklists of known bad addresses and domains, limits on how fast anyone can try to log in, and splitting a network into separate zones.',
    'It is a team player. It helps a little against many attacks, from password guessing to website injection to crypto-miners calling home, but it is not the main fix for any of them. In the game it has many partial matches and no strong one.',
  ],
  howItWorks: [
    'Block by default: a firewall allows only the traffic a business needs and drops the rest, in both directions.',
    'Put a web application firewall in front of websites to block common injection and scripting attempts, as a layer on top of safe code.',
    'Limit login attempts per account and per address, and slow down or lock out after repeated failures; NIST SP 800-63B-4 caps them at 100 consecutive failed attempts on one account, and a lower limit is allowed.',
    'Block known bad domains and addresses, such as phishing sites and crypto-mining pools, using DNS or web filtering.',
    'Split the network into zones (segmentation), so one infected laptop cannot reach the servers or spread ransomware everywhere.',
  ],
  tradeOffs: [
    'Home routers and cloud services include basic firewalls; business firewalls and WAFs cost money and need someone to manage the rules.',
    'Rules that are too strict block legitimate customers and tools; rules that are too loose let attacks through.',
    'Attackers rotate addresses and hide in normal-looking or encrypted traffic, so filters always miss some.',
    'A WAF is a safety net, not a substitute for fixing the code.',
    'It does nothing against a scam phone call or a staff member who is talked into paying.',
  ],
  authorities: [
    { label: 'MITRE ATT&CK M1037 Filter Network Traffic', url: 'https://attack.mitre.org/mitigations/M1037' },
    { label: 'MITRE ATT&CK M1030 Network Segmentation', url: 'https://attack.mitre.org/mitigations/M1030' },
    { label: 'MITRE ATT&CK M1036 Account Use Policies (lockout)', url: 'https://attack.mitre.org/mitigations/M1036' },
  ],
  figures: [],
  sources: [MITRE_M1037, MITRE_M1030, MITRE_M1036, NIST_800_63B_4, OWASP_SQLI_CHEATSHEET],
};
