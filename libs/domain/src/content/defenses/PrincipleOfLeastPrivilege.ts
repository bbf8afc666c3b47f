import type { DefensePage } from '../types';
import { MITRE_M1018, MITRE_M1026, NIST_800_53, OWASP_SQLI_CHEATSHEET } from './sources';
import { DEFENSE_INDEX } from './wiki-index';

export const principleOfLeastPrivilegePage: DefensePage = {
  ...DEFENSE_INDEX.PrincipleOfLeastPrivilege,
  whatItIs: [
    'Least privilege means each person, account and program can only reach what it needs to do its job. A receptionist does not need the payroll system. A web shop’s database account does not need to delete tables. Nobody uses an admin account to read email.',
    'It does not stop every attack from starting, but it limits the damage. If an account is stolen or a program is hacked, the attacker only gets that account’s small set of rights, not the keys to everything.',
    'It is a core control in NIST SP 800-53 (AC-6) and appears in MITRE ATT&CK as privileged account management (M1026) and user account management (M1018).',
  ],
  howItWorks: [
    'List who can reach money, customer data and admin settings, and remove access nobody needs.',
    'Give access by role (for example "accounts payable" or "sales") rather than person by person, so it stays consistent.',
    'Keep separate admin accounts for admin work only, and grant admin rights just for the time they are needed.',
    'Run services and database connections with the smallest rights that work; OWASP recommends this to limit the damage of an injection attack.',
    'Remove access promptly when people change jobs or leave, and review it regularly.',
  ],
  tradeOffs: [
    'People sometimes hit "access denied" and need to ask; too strict a setup slows work and breeds workarounds.',
    'Needs upkeep: roles drift as people move around, so access has to be reviewed.',
    'Privileged access tools for larger firms cost money; a small firm can start with separate admin accounts for free.',
    'It limits harm rather than preventing entry: a criminal with a normal account can still do what that account can.',
    'It does not help when the person with legitimate access is the one being tricked into sending a payment.',
  ],
  authorities: [
    { label: 'MITRE ATT&CK M1026 Privileged Account Management', url: 'https://attack.mitre.org/mitigations/M1026' },
    { label: 'MITRE ATT&CK M1018 User Account Management', url: 'https://attack.mitre.org/mitigations/M1018' },
    { label: 'NIST SP 800-53 Rev. 5 AC-6 Least Privilege', url: 'https://csrc.nist.gov/pubs/sp/800/53/r5/upd1/final' },
  ],
  figures: [],
  sources: [MITRE_M1026, MITRE_M1018, NIST_800_53, OWASP_SQLI_CHEATSHEET],
};
