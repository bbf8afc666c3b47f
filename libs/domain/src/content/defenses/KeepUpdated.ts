import type { DefensePage } from '../types';
import { SECURITY_MAGAZINE_DBIR_2026, VERIZON_2026_EXPLOITED_FLAWS } from '../frauds/figures';
import { MITRE_M1016, MITRE_M1051 } from './sources';
import { DEFENSE_INDEX } from './wiki-index';

export const keepUpdatedPage: DefensePage = {
  ...DEFENSE_INDEX.KeepUpdated,
  whatItIs: [
    'Software has flaws. When a maker finds one, it ships a fix (a patch or update). Keeping updated means installing those fixes quickly on phones, computers, routers, websites and plug-ins.',
    'Once a fix is published, criminals study it and go after everyone who has not installed it yet. In Verizon’s 2026 study, an exploited software flaw was the way in for 31% of breaches, the most common first step of all, as reported by Security Magazine.',
    'It is one of the strongest defenses against ransomware, because gangs often get in through known holes in internet-facing systems. It helps less against brand-new "zero-day" flaws, for which no fix exists yet.',
  ],
  howItWorks: [
    'Turn on automatic updates for operating systems, browsers, apps and phones.',
    'Keep a list of what you run, including routers, VPN boxes, website plug-ins and other internet-facing systems, so nothing is forgotten.',
    'Patch internet-facing systems first and fastest, ideally within days of a critical fix.',
    'Scan regularly for missing patches and known weaknesses (MITRE M1016 Vulnerability Scanning).',
    'Replace devices and software that no longer get security updates.',
  ],
  tradeOffs: [
    'Mostly free for consumers; for businesses it takes staff time, testing and planned restarts.',
    'An update can occasionally break something, so businesses test important ones first, without waiting too long.',
    'It cannot fix a zero-day: when no patch exists yet, other layers such as sandboxing and monitoring must carry the load.',
    'Old devices that no longer get updates must be replaced, which costs money.',
    'Updates do nothing against scams that trick a person, such as fake investments or payment requests.',
  ],
  authorities: [
    { label: 'MITRE ATT&CK M1051 Update Software', url: 'https://attack.mitre.org/mitigations/M1051' },
    { label: 'MITRE ATT&CK M1016 Vulnerability Scanning', url: 'https://attack.mitre.org/mitigations/M1016' },
  ],
  figures: [VERIZON_2026_EXPLOITED_FLAWS],
  sources: [MITRE_M1051, MITRE_M1016, SECURITY_MAGAZINE_DBIR_2026],
};
