import type { DefensePage } from '../types';
import {
  CLOUDFLARE_2024_DDOS_OVER_HTTPS,
  CLOUDFLARE_2024_HTTPS_SHARE,
  TECHITUP_CLOUDFLARE_2024_Q4,
} from '../frauds/figures';
import { MITRE_M1041 } from './sources';
import { DEFENSE_INDEX } from './wiki-index';

export const httpsAndEncryptionPage: DefensePage = {
  ...DEFENSE_INDEX.HttpsAndEncryption,
  whatItIs: [
    'Encryption turns data into scrambled text that only the right recipient can unscramble. HTTPS is encryption for the web: the padlock in the address bar means your connection to that website is encrypted, so people on the same Wi-Fi or along the route cannot read or tamper with what you send.',
    'It is the main defense against man-in-the-middle attacks, where someone secretly sits between you and a website to steal logins or change data. MITRE lists encrypting sensitive information (M1041) as the mitigation, including protecting web traffic that carries passwords with TLS, the technology behind HTTPS.',
    'It is now normal: almost 94% of the legitimate web traffic Cloudflare saw in late 2024 was HTTPS, as Techitup Middle East reported Cloudflare’s figures. That is exactly why the padlock tells you so little about whether a site is honest.',
  ],
  howItWorks: [
    'As a user: check the address starts with https and the domain name is spelled right, and never click through a browser certificate warning.',
    'As a site owner: turn on HTTPS for every page (free certificates are widely available), redirect plain http to https, and tell browsers to always use HTTPS (HSTS).',
    'Use encrypted versions of email and file transfer, not old plain-text ones.',
    'Encrypt laptops, phones and backups, so a lost device does not leak data.',
  ],
  tradeOffs: [
    'Cheap or free for most sites; certificates must be renewed, and an expired one breaks the site.',
    'Encryption hides data from eavesdroppers but also from your own security tools, which can make monitoring harder.',
    'It protects data in transit, not what happens at either end: a malware-infected device or a hacked website still leaks.',
    'It does not stop phishing, SQL injection or cross-site scripting: those attacks travel happily over an encrypted connection.',
  ],
  authorities: [
    { label: 'MITRE ATT&CK M1041 Encrypt Sensitive Information', url: 'https://attack.mitre.org/mitigations/M1041' },
  ],
  mythFact: {
    myth: 'The padlock means the website is safe and legitimate.',
    fact: 'The padlock only means the connection is encrypted. Anyone can get a certificate, and criminals use HTTPS too: around 92% of the HTTP DDoS attack requests Cloudflare saw in late 2024 arrived over HTTPS (as reported by Techitup Middle East). A phishing site with a padlock is still a phishing site, so check the domain name and how you got there.',
    source: TECHITUP_CLOUDFLARE_2024_Q4,
  },
  figures: [CLOUDFLARE_2024_HTTPS_SHARE, CLOUDFLARE_2024_DDOS_OVER_HTTPS],
  sources: [MITRE_M1041, TECHITUP_CLOUDFLARE_2024_Q4],
};
