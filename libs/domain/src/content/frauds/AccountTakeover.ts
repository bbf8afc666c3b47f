import type { FraudPage, SourceRef } from '../types';
import { MICROSOFT_MFA_STUDY, NIST_800_63B, VERIZON_DBIR_2024 } from './sources';
import { FRAUD_INDEX } from './wiki-index';

const PODESTA_JIGSAW: SourceRef = {
  title: 'Google creates phishing quiz for better cyber hygiene',
  url: 'https://adamlevin.com/2019/01/23/google-creates-phishing-quiz-for-better-cyber-hygiene',
  publisher: 'Adam Levin',
  year: 2019,
};

export const accountTakeoverPage: FraudPage = {
  ...FRAUD_INDEX.AccountTakeover,
  whatItIs: [
    'Account takeover means someone else gets into one of your online accounts and uses it as if they were you. They get in with a password stolen in a data breach, tricked out of you by phishing, guessed, or taken from a hijacked phone number or login cookie.',
    'Your email account is the big prize, because it can reset the passwords of everything else. Once inside, criminals change the recovery details, spend your money or points, scam your contacts, or sell the account. Multi-factor authentication stops the vast majority of these attacks.',
  ],
  howItWorks: [
    'The criminal obtains your username and password, for example from an old breach where you reused the password, or from a fake login page.',
    'They log in, often from a server or a device set up to look like yours.',
    'They quickly change the email address, phone number and password so you cannot get back in.',
    'They hide their tracks, for example with email rules that delete security alerts.',
    'They use the account: order goods, drain stored value, request money from your contacts, or reset other accounts linked to it.',
  ],
  warningSigns: [
    'A "new sign-in" or "password changed" alert you did not trigger.',
    'Your password suddenly stops working.',
    'Friends receive odd messages from you, often asking for money or sharing a link.',
    'Orders, transfers, new payees or changed delivery addresses you did not make.',
    'Multi-factor codes arriving by text or app when you are not logging in.',
  ],
  realCase: {
    title: 'A fake security alert opens a campaign chief\'s mailbox',
    year: 2016,
    summary:
      'In 2016 the campaign chairman of Hillary Clinton\'s presidential campaign received an email that looked like a Google security warning and urged him to change his password. The link led to a fake sign-in page, and the attackers took over the account and later published its emails. Google\'s Jigsaw team used this real email as one of the examples in its public phishing quiz, and stresses that two-factor authentication is the best protection.',
    source: PODESTA_JIGSAW,
  },
  keyNumbers: [
    {
      figure: '99.22%',
      label: 'Reduction in the risk of account compromise when multi-factor authentication is on, in a Microsoft study',
      year: 2023,
      source: MICROSOFT_MFA_STUDY,
    },
    {
      figure: '98.56%',
      label: 'Risk reduction from MFA even when the password had already leaked',
      year: 2023,
      source: MICROSOFT_MFA_STUDY,
    },
    {
      figure: '31%',
      label: 'Share of breaches over the past decade that involved stolen credentials',
      year: 2024,
      source: VERIZON_DBIR_2024,
    },
  ],
  ifItHappens: [
    'Use the service\'s account recovery page straight away, starting with your email account.',
    'Once back in, set a new, unique password and turn on multi-factor authentication, preferably an authenticator app or security key.',
    'Sign out of all other sessions and devices, and remove unknown recovery emails, phone numbers, forwarding rules and linked apps.',
    'Change the password on any other site where you used the same one.',
    'Tell your contacts not to trust recent messages from you, and call your bank if payment details were stored.',
    'Report fraud to the FBI at ic3.gov or the FTC at IdentityTheft.gov (US), or Action Fraud (UK).',
  ],
  sources: [MICROSOFT_MFA_STUDY, VERIZON_DBIR_2024, PODESTA_JIGSAW, NIST_800_63B],
};
