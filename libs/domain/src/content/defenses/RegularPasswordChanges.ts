import type { DefensePage } from '../types';
import { MICROSOFT_PASSWORD_GUIDANCE, MITRE_M1027, NIST_800_63B_4, NIST_800_63B_SEC5 } from './sources';
import { DEFENSE_INDEX } from './wiki-index';

export const regularPasswordChangesPage: DefensePage = {
  ...DEFENSE_INDEX.RegularPasswordChanges,
  whatItIs: [
    'This card is the old rule that everyone must change their password on a timer, say every 90 days, whether or not anything has gone wrong. Many workplaces still do it because it feels safe.',
    'The evidence says it does not help. NIST, the US standards body, said in SP 800-63B (2017) that services should not make people change passwords periodically, and should force a change only when there is evidence of compromise. The 2025 revision, SP 800-63B-4, turns that into a firm "shall not". Microsoft’s password guidance says expiry policies cause more harm than good.',
    'The reason is human. People who know a password will expire soon choose weaker ones, and make the new one a small twist on the old one, such as Summer2024! becoming Autumn2024!. Attackers know these patterns too. That is why this card gives no protection in the game and carries a weekly "password fatigue" penalty.',
  ],
  howItWorks: [
    'What the rule does: a system counts days since your last change and blocks your login until you pick a new password.',
    'What to do instead: use long passphrases (several random words), a different one for every account. NIST’s 2025 revision asks for at least 15 characters when a password is the only factor.',
    'Use a password manager so you only remember one strong passphrase.',
    'Check new passwords against lists of known leaked and common passwords, and reject them if they appear.',
    'Change a password at once when there is a reason: a breach notice, a phishing click, or odd account activity. That is the change NIST still requires.',
    'Add multi-factor authentication, which protects you even when a password leaks.',
  ],
  tradeOffs: [
    'Costs users time and frustration every cycle, and drives more help-desk resets when people forget.',
    'Produces predictable passwords (a number or season going up), which attackers guess easily.',
    'Pushes people to write passwords down or reuse them across sites.',
    'Gives a false sense of security: a stolen password is usually used at once, long before the next forced change.',
    'Some older rule books still ask for it. MITRE ATT&CK’s mitigation M1027 mentions regular changes in its description but also tells readers to follow NIST guidelines; NIST is the authority on this.',
  ],
  authorities: [
    {
      label: 'NIST SP 800-63B (rev. 3) §5.1.1.2: no periodic changes without evidence of compromise',
      url: 'https://github.com/usnistgov/800-63-3/blob/nist-pages/sp800-63b/sec5_authenticators.md',
    },
    { label: 'NIST SP 800-63B-4 §3.1.1.2 (2025)', url: 'https://pages.nist.gov/800-63-4/sp800-63b.html' },
    {
      label: 'MITRE ATT&CK M1027 Password Policies (refers to NIST guidelines)',
      url: 'https://attack.mitre.org/mitigations/M1027',
    },
  ],
  mythFact: {
    myth: 'Changing your password every 90 days keeps hackers out.',
    fact: 'NIST advises against forced periodic changes: people respond with weaker, predictable passwords. Change a password when there is a sign it was exposed, and otherwise rely on long unique passphrases, a password manager and MFA.',
    source: NIST_800_63B_SEC5,
  },
  figures: [],
  sources: [NIST_800_63B_SEC5, NIST_800_63B_4, MICROSOFT_PASSWORD_GUIDANCE, MITRE_M1027],
};
