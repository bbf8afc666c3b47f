import type { DefensePage } from '../types';
import { MFA_STUDY_RISK_CUT, MFA_STUDY_RISK_CUT_LEAKED, MICROSOFT_MFA_STUDY } from '../frauds/figures';
import { MITRE_M1032, MITRE_T1451, NIST_800_63B_SEC5 } from './sources';
import { DEFENSE_INDEX } from './wiki-index';

export const multiFactorAuthPage: DefensePage = {
  ...DEFENSE_INDEX.MultiFactorAuth,
  whatItIs: [
    'Multi-factor authentication (MFA) asks for two different kinds of proof when you log in. The first is usually a password. The second is something you have, such as a code from an app on your phone or a security key, or something you are, such as a fingerprint.',
    'The idea is simple: criminals steal, guess and buy passwords all the time. With MFA on, a password alone no longer opens the account. A Microsoft study of real accounts found MFA cut the risk of compromise by 99.22%, and by 98.56% even when the password had already leaked.',
    'Not all second factors are equal. Codes sent by SMS are the weakest kind, app codes and push prompts are better, and phishing-resistant keys (FIDO2 / passkeys) are the strongest.',
  ],
  howItWorks: [
    'Turn on MFA (often called 2-step verification) in the security settings of your email, bank, cloud storage and social accounts. Start with email: it can reset every other password.',
    'Prefer an authenticator app, a passkey or a hardware security key over SMS codes. SMS codes can be stolen by moving your phone number to a criminal’s SIM card.',
    'At each new login you type your password, then approve the prompt or enter the one-time code. Trusted devices may skip the second step for a while.',
    'Save the backup codes the service gives you somewhere safe and offline, so losing your phone does not lock you out.',
    'For a business: require MFA on every remote access, admin and cloud account first, then on everyone else.',
  ],
  tradeOffs: [
    'Cheap or free for most services, but it adds a few seconds to each login and some users push back at first.',
    'Losing the phone or key can lock you out; recovery needs backup codes or a second registered device.',
    'One-time codes can still be phished: a fake site can relay your code in real time, and phone scammers simply ask you to read it out. Only phishing-resistant keys and passkeys stop this.',
    'MFA protects logins. It does nothing against scams where you willingly send money, against malware already on the device, or against fraud by people who already have legitimate access.',
    'Approving every prompt out of habit ("MFA fatigue") defeats it: never approve a login you did not start.',
  ],
  authorities: [
    { label: 'MITRE ATT&CK M1032 Multi-factor Authentication', url: 'https://attack.mitre.org/mitigations/M1032' },
    { label: 'MITRE ATT&CK for Mobile T1451 SIM Card Swap', url: 'https://attack.mitre.org/techniques/T1451' },
    {
      label: 'NIST SP 800-63B (rev. 3) §5: authenticators',
      url: 'https://github.com/usnistgov/800-63-3/blob/nist-pages/sp800-63b/sec5_authenticators.md',
    },
  ],
  mythFact: {
    myth: 'Any MFA is unbeatable, so once it is on I can relax.',
    fact: 'MFA blocks the vast majority of password attacks, but SMS and typed codes can be stolen by SIM swaps, fake login pages and callers who ask for the code. App prompts with number matching, passkeys and security keys are much harder to steal. And no code protects you from a payment you are tricked into making yourself.',
    source: MICROSOFT_MFA_STUDY,
  },
  figures: [MFA_STUDY_RISK_CUT, MFA_STUDY_RISK_CUT_LEAKED],
  sources: [MICROSOFT_MFA_STUDY, MITRE_M1032, MITRE_T1451, NIST_800_63B_SEC5],
};
