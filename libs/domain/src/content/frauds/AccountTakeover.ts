import type { FraudPage, SourceRef } from '../types';
import {
  DATAMINR_DBIR_2026,
  MICROSOFT_MFA_STUDY,
  MICROSOFT_PHISHING_RESISTANT_MFA,
  NETSECOPS_MDDR_2025,
  VERIZON_2026_CREDENTIAL_ABUSE,
} from './figures';
import { NIST_800_63B_4 } from './sources';
import {
  BANK_FRAUD_LINE,
  NEDBANK_FESTIVE_SAFETY,
  SAFPS_REGISTRATION,
  SAPS_CASE,
  SA_BANKING_APP_SHARE,
  THEAFRICA_SABRIC_2024,
} from './south-africa';
import { FRAUD_INDEX } from './wiki-index';

const MANDIANT_SNOWFLAKE: SourceRef = {
  title: 'Mandiant (Google Cloud): UNC5537 targets Snowflake customer instances for data theft and extortion',
  url: 'https://cloud.google.com/blog/topics/threat-intelligence/unc5537-snowflake-data-theft-extortion',
  publisher: 'Mandiant, Google Cloud',
  year: 2024,
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
    title: "Old stolen passwords open some 165 companies' cloud data",
    year: 2024,
    summary:
      'In 2024 a criminal group Mandiant tracks as UNC5537 logged in to the accounts that companies held on the Snowflake cloud data platform and copied out their data, then tried to extort them. Snowflake itself was not broken into: the group used usernames and passwords stolen by password-stealing malware, some of them years earlier. The accounts had no multi-factor authentication, the passwords had never been changed after the theft, and logins were allowed from anywhere. Mandiant and Snowflake warned about 165 organisations that their data might have been taken.',
    source: MANDIANT_SNOWFLAKE,
  },
  keyNumbers: [VERIZON_2026_CREDENTIAL_ABUSE, MICROSOFT_PHISHING_RESISTANT_MFA],
  ifItHappens: [
    "Use the service's account recovery page straight away, starting with your email account.",
    'Once back in, set a new, unique password and turn on multi-factor authentication, preferably an authenticator app or security key.',
    'Sign out of all other sessions and devices, and remove unknown recovery emails, phone numbers, forwarding rules and linked apps.',
    'Change the password on any other site where you used the same one.',
    'Tell your contacts not to trust recent messages from you, and call your bank if payment details were stored.',
    'Report fraud to the FBI at ic3.gov or the FTC at IdentityTheft.gov (US), or Action Fraud (UK).',
  ],
  southAfrica: {
    figures: [SA_BANKING_APP_SHARE],
    arrivesVia: [
      {
        channel: 'Banking app',
        how: 'Fake "promoters" of free airtime or shopping vouchers take your phone for a selfie and accept the prompt that registers your banking app on their own phone.',
      },
      {
        channel: 'WhatsApp',
        how: "A friend's hijacked account asks you to forward the six-digit code WhatsApp just sent you; that code moves your account to the criminal's phone.",
      },
      {
        channel: 'SMS',
        how: 'A "survey" or "delivery" message asks you to share an OTP, which completes a login or a new device registration.',
      },
    ],
    nextTenMinutes: [
      "Call your bank's fraud line on the number on your card and ask it to block the app profile and any new device or beneficiary.",
      'If it is WhatsApp: log in again with your number, then turn on two-step verification (Settings, Account, Two-step verification) and set a PIN, and warn your contacts.',
      'Change the email password first, then the others that used the same password, and sign out all other sessions.',
      'Open a SAPS case if money moved, and apply for SAFPS Protective Registration if copies of your ID were in the account.',
    ],
    reportTo: [BANK_FRAUD_LINE, SAPS_CASE, SAFPS_REGISTRATION],
  },
  sources: [
    MANDIANT_SNOWFLAKE,
    DATAMINR_DBIR_2026,
    NETSECOPS_MDDR_2025,
    MICROSOFT_MFA_STUDY,
    NIST_800_63B_4,
    NEDBANK_FESTIVE_SAFETY,
    THEAFRICA_SABRIC_2024,
  ],
};
