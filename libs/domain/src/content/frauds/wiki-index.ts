import type { FraudId } from '../../catalog/ids';
import type { WikiIndexEntry } from '../types';

/**
 * The fraud pages' index: each page's id, title and one-line tagline, what the wiki's lists and
 * links show without the page's body. Each page module spreads its own entry, so a title or a
 * tagline is written here once.
 */
export const FRAUD_INDEX: { readonly [Id in FraudId]: WikiIndexEntry<Id> } = {
  Phishing: {
    id: 'Phishing',
    title: 'Phishing',
    tagline: 'A fake message that pushes you to click, log in or open a file so a criminal can get in.',
  },
  Ransomware: {
    id: 'Ransomware',
    title: 'Ransomware',
    tagline: 'Malware that locks your files, and often steals them, then demands money to give them back.',
  },
  Ddos: {
    id: 'Ddos',
    title: 'DDoS attack',
    tagline: 'A flood of junk traffic from thousands of hijacked devices that knocks a website or service offline.',
  },
  Deepfake: {
    id: 'Deepfake',
    title: 'Deepfake fraud',
    tagline:
      'AI-made video, voice or photos of a real person, used to make you believe they are asking for money or access.',
  },
  AtmSkimming: {
    id: 'AtmSkimming',
    title: 'ATM and card skimming',
    tagline: 'A hidden gadget on a cash machine or card reader copies your card and films your PIN.',
  },
  InsiderFraud: {
    id: 'InsiderFraud',
    title: 'Insider fraud',
    tagline: 'Someone inside the organisation abuses the access they were trusted with, for money or revenge.',
  },
  ManInTheMiddle: {
    id: 'ManInTheMiddle',
    title: 'Man-in-the-middle attack',
    tagline: 'Someone secretly sits between you and a website or person, reading or changing what passes through.',
  },
  SqlInjection: {
    id: 'SqlInjection',
    title: 'SQL injection',
    tagline: "Typing database commands into a website's form so the site hands over or changes data it should protect.",
  },
  BusinessEmailCompromise: {
    id: 'BusinessEmailCompromise',
    title: 'Business email compromise (BEC)',
    tagline: 'A fake or hijacked email from a boss or supplier that tricks staff into paying the wrong bank account.',
  },
  ZeroDayExploit: {
    id: 'ZeroDayExploit',
    title: 'Zero-day exploit',
    tagline: 'An attack on a software flaw that the maker does not know about yet, so no fix exists.',
  },
  Vishing: {
    id: 'Vishing',
    title: 'Vishing (phone scams)',
    tagline:
      'A phone call from someone pretending to be your bank, IT help desk or the police, to talk you out of money or codes.',
  },
  Xss: {
    id: 'Xss',
    title: 'Cross-site scripting (XSS)',
    tagline: "Sneaking a script into a trusted website so it runs in other visitors' browsers.",
  },
  AccountTakeover: {
    id: 'AccountTakeover',
    title: 'Account takeover',
    tagline: 'A criminal logs in to your email, bank or social account as you, then locks you out and cashes in.',
  },
  InvestmentScam: {
    id: 'InvestmentScam',
    title: 'Investment scam',
    tagline:
      'A fake trading platform or "can\'t-lose" opportunity that shows big profits on screen while your money disappears.',
  },
  SimSwap: {
    id: 'SimSwap',
    title: 'SIM swap',
    tagline: 'A criminal gets your phone number moved to their SIM card, then receives your calls and security codes.',
  },
  AuthPushPayments: {
    id: 'AuthPushPayments',
    title: 'Authorised push payment (APP) fraud',
    tagline: 'You are tricked into sending a bank transfer yourself, to an account the criminal controls.',
  },
  CryptoJacking: {
    id: 'CryptoJacking',
    title: 'Cryptojacking',
    tagline:
      'Criminals secretly use your computer, phone or cloud account to mine cryptocurrency, and you pay the bill.',
  },
  BruteForce: {
    id: 'BruteForce',
    title: 'Brute-force and password attacks',
    tagline: 'Automated guessing of passwords, or trying leaked ones everywhere, until one opens an account.',
  },
  SyntIdentityTheft: {
    id: 'SyntIdentityTheft',
    title: 'Synthetic identity theft',
    tagline:
      'Criminals invent a new person from a mix of real and fake details, build up credit, then vanish with the money.',
  },
  AccAndInvFraud: {
    id: 'AccAndInvFraud',
    title: 'Accounting and invoice fraud',
    tagline: "Fake invoices, fake suppliers and doctored books that quietly move a company's money to fraudsters.",
  },
};
