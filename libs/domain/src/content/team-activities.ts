import type { FraudId } from '../catalog/ids';

/**
 * One ten-minute group activity per fraud, for the owner of a team league to run at the next class
 * or team meeting (the weekly owner report suggests the one for the fraud the group handles worst).
 * Each fits ten minutes with no preparation beyond the wiki page it links to (/frauds/<id>): read
 * the page's warning signs together, then do the exercise. Written for a classroom and for a
 * workplace alike: nobody is asked to share their own accounts, devices or losses.
 */
export interface TeamActivity {
  fraudId: FraudId;
  /** A short name for the activity. */
  title: string;
  /** What the group does, in two or three plain sentences. */
  steps: string;
}

export const TEAM_ACTIVITIES: { readonly [Id in FraudId]: TeamActivity } = {
  Phishing: {
    fraudId: 'Phishing',
    title: 'Spot the hook',
    steps:
      'Show two emails side by side, one real and one made up, and give everyone two minutes to circle every clue. Compare the circles: the sender address, the link behind the button and the rush to act are the ones to find. Finish by agreeing on the one thing each person checks before they click.',
  },
  Ransomware: {
    fraudId: 'Ransomware',
    title: 'The locked-out morning',
    steps:
      'Describe a Monday where every shared file shows a ransom note. In small groups, list who to call first, what to unplug and where the last clean backup is. Share the lists and note any question nobody could answer: that is the gap to close.',
  },
  Ddos: {
    fraudId: 'Ddos',
    title: 'When the site goes dark',
    steps:
      'Ask the group what they would do if the school or company website stopped answering during a busy hour. Sort the answers into "tell someone", "use another way to reach people" and "wait". Then read the wiki page to see which of them a flood of traffic actually calls for.',
  },
  Deepfake: {
    fraudId: 'Deepfake',
    title: 'Agree a family or team code word',
    steps:
      'Play a short clip and ask: could a voice like this be copied? Explain that a few seconds of recorded speech can be enough. Each person then writes down how they would check a surprising request from a familiar voice: a call back on a known number, or a code word agreed in advance.',
  },
  AtmSkimming: {
    fraudId: 'AtmSkimming',
    title: 'Check the machine',
    steps:
      'Show photos of a normal card reader and one with a fitted overlay, without saying which is which. Let pairs decide and explain why. Close with the three habits that beat skimmers: wiggle the reader, cover the keypad, and prefer tap or a machine inside a branch.',
  },
  InsiderFraud: {
    fraudId: 'InsiderFraud',
    title: 'Who can do what alone?',
    steps:
      'List five tasks in your group or workplace that move money or data. For each, ask whether one person can do it from start to finish with nobody else seeing. Mark those, and discuss one small second check that would fit each.',
  },
  ManInTheMiddle: {
    fraudId: 'ManInTheMiddle',
    title: 'Free Wi-Fi walk-through',
    steps:
      'Show the list of networks a phone finds in a coffee shop, with two that share a name. Ask which one to join and why it is hard to tell. Agree on the safer choices: a phone hotspot, a trusted VPN, and never typing a password after a certificate warning.',
  },
  SqlInjection: {
    fraudId: 'SqlInjection',
    title: 'The form that trusts too much',
    steps:
      'Draw a login form on the board and explain that the site builds a question to its database from what is typed. Show how typed text that looks like part of the question can change it. Discuss why sites must treat every input as plain data, and what users can do: report odd errors and reuse no passwords.',
  },
  BusinessEmailCompromise: {
    fraudId: 'BusinessEmailCompromise',
    title: 'The urgent payment change',
    steps:
      'Read out an email from "the director" asking for a supplier payment to a new bank account today, quietly. Ask each person what they would do in the next five minutes. Agree on the rule: any change of bank details is confirmed by a call to a number already on file, never one in the email.',
  },
  ZeroDayExploit: {
    fraudId: 'ZeroDayExploit',
    title: 'Update day',
    steps:
      'Ask everyone to open the settings of one device or app they use daily and look for pending updates (no need to show the screen). Talk about why a flaw nobody has fixed yet is dangerous, and why installing fixes quickly closes the window. Agree on a weekly moment to update.',
  },
  Vishing: {
    fraudId: 'Vishing',
    title: 'Hang up and call back',
    steps:
      'Two volunteers act out a call from "the bank\'s fraud department" asking for a one-time PIN. The group stops the scene at the first warning sign and names it. Practise the exact words to end the call politely and the number to call back instead.',
  },
  Xss: {
    fraudId: 'Xss',
    title: 'A comment that runs',
    steps:
      "Explain, with a drawing, how a site that shows visitors' comments could show a hidden script to everyone who reads them. Ask what that script could do in a signed-in browser. Close with what helps users: updated browsers, signing out of sites not in use, and reporting pages that behave strangely.",
  },
  AccountTakeover: {
    fraudId: 'AccountTakeover',
    title: 'Lock one account today',
    steps:
      'Ask each person to pick one important account and, in the meeting, check whether it has two-step sign-in and a password used nowhere else. Nobody shares details; the group only counts how many accounts got safer. Read the wiki page for the signs that an account has been taken.',
  },
  InvestmentScam: {
    fraudId: 'InvestmentScam',
    title: 'Too good to be true',
    steps:
      'Show an advert promising steady high returns, endorsed by a famous face. In pairs, list every claim in it and how one could check it, for example whether the firm is registered with the financial regulator. Share the checks and agree that guaranteed high returns are themselves a warning sign.',
  },
  SimSwap: {
    fraudId: 'SimSwap',
    title: 'No signal, no time to lose',
    steps:
      'Describe a phone that suddenly loses all signal followed by emails about password changes. Ask what is happening and what to do first. Agree on the steps: call the mobile network from another phone, contact the bank, and move important accounts to sign-in methods that do not rely on SMS.',
  },
  AuthPushPayments: {
    fraudId: 'AuthPushPayments',
    title: 'Pause before you pay',
    steps:
      'Read out three messages asking for a payment: a deposit for a rental, a "safe account" move, an invoice with new details. Ask which ones are tricks (all can be). Agree on a pause rule: check the payee through a channel you found yourself before sending money you cannot pull back.',
  },
  CryptoJacking: {
    fraudId: 'CryptoJacking',
    title: 'Why is my laptop so hot?',
    steps:
      'List the signs of a device doing hidden work: a hot case, a loud fan, a battery that empties fast. Show where to see which programs use the processor. Discuss what to do when an unknown one shows up: close the tab, remove the extension, and tell whoever looks after the devices.',
  },
  BruteForce: {
    fraudId: 'BruteForce',
    title: 'The passphrase race',
    steps:
      'Ask everyone to write a made-up password and a made-up passphrase of four random words (never a real one). Compare their lengths and explain that guessing gets harder with every extra character. Finish with the real protections: long unique passphrases, a password manager and two-step sign-in.',
  },
  SyntIdentityTheft: {
    fraudId: 'SyntIdentityTheft',
    title: 'A person who does not exist',
    steps:
      'Explain how criminals mix one real ID number with a made-up name to build a fake person who borrows money. Ask who might not notice for years (often children). Share the check that helps: looking at your own credit report, and a credit freeze where it is offered.',
  },
  AccAndInvFraud: {
    fraudId: 'AccAndInvFraud',
    title: 'The invoice that looks right',
    steps:
      'Show two invoices from the same supplier with small differences in the bank details or amount. Let pairs find the differences. Agree who checks invoices against orders and delivery notes, and why one person should never both approve and pay.',
  },
};
