import type { DefensePage } from '../types';
import { MITRE_M1017, MITRE_M1041 } from './sources';
import { DEFENSE_INDEX } from './wiki-index';

export const vpnUsagePage: DefensePage = {
  ...DEFENSE_INDEX.VpnUsage,
  whatItIs: [
    'A VPN (virtual private network) wraps all your internet traffic in an encrypted tunnel from your device to a VPN server, and it leaves from there. Businesses use VPNs to let staff reach office systems safely; individuals use them on networks they do not trust.',
    'Its real strength is protecting you on open or unsafe Wi-Fi, in cafés, hotels and airports, where someone could run a fake hotspot or snoop on traffic. MITRE names trusted VPNs among the ways to encrypt traffic against interception and content injection (M1041), and its user-training guidance covers open, unsecured access points (M1017).',
    'It does far less than adverts claim. It moves trust from the local network to the VPN company, which can see where your traffic goes. It does not check whether a site or message is honest.',
  ],
  howItWorks: [
    'Turn the VPN on before using public or shared Wi-Fi, or set it to connect automatically on untrusted networks.',
    'Pick a reputable provider, or your employer’s VPN for work, and avoid unknown free VPN apps that may sell your data.',
    'Businesses: require the company VPN (with MFA) for remote access, and keep the VPN device itself patched, since it faces the internet.',
    'Keep using HTTPS and your other defenses; the VPN is one layer, not a replacement.',
  ],
  tradeOffs: [
    'Good consumer VPNs cost a small monthly fee; business VPNs need setup and upkeep.',
    'Connections can be slower, and some sites block VPN addresses.',
    'You must trust the VPN provider, which can see your traffic’s destinations.',
    'It does not stop phishing, scams, malware or account takeover: a fake login page is just as fake through a VPN.',
    'A business VPN gateway is itself a target and must be kept updated.',
  ],
  authorities: [
    {
      label: 'MITRE ATT&CK M1041 Encrypt Sensitive Information (trusted VPNs)',
      url: 'https://attack.mitre.org/mitigations/M1041',
    },
    {
      label: 'MITRE ATT&CK M1017 User Training (open, unsecured access points)',
      url: 'https://attack.mitre.org/mitigations/M1017',
    },
  ],
  mythFact: {
    myth: 'A VPN makes me anonymous and safe from phishing and scams.',
    fact: 'A VPN encrypts traffic between you and the VPN server, which protects you on untrusted Wi-Fi. It does not make you anonymous (the provider sees your traffic and your logins still identify you) and it does not block phishing pages, scam messages or malware.',
    source: MITRE_M1041,
  },
  figures: [],
  sources: [MITRE_M1041, MITRE_M1017],
};
