import type { FraudPage, SourceRef } from '../types';
import { OWASP_2025_INJECTION_CVES, OWASP_2025_XSS_CVES, OWASP_A05_2025 } from './figures';
import { BANK_FRAUD_LINE, CYBERSECURITY_HUB, INFORMATION_REGULATOR } from './south-africa';
import { FRAUD_INDEX } from './wiki-index';

const OWASP_XSS_CHEAT_SHEET: SourceRef = {
  title: 'OWASP Cross Site Scripting Prevention Cheat Sheet',
  url: 'https://raw.githubusercontent.com/OWASP/CheatSheetSeries/master/cheatsheets/Cross_Site_Scripting_Prevention_Cheat_Sheet.md',
  publisher: 'OWASP',
  year: 2024,
};

const SAMY_WORM: SourceRef = {
  title: 'The MySpace worm, in the words of its author',
  url: 'https://samy.pl/myspace/',
  publisher: 'Samy Kamkar',
  year: 2005,
};

export const xssPage: FraudPage = {
  ...FRAUD_INDEX.Xss,
  whatItIs: [
    "Cross-site scripting happens when a website shows something a user typed, such as a comment, a profile field or a search term, without making it safe first. If that text contains a script, every visitor's browser runs it as if it came from the website itself.",
    'The script can then steal the login cookie that keeps you signed in, change what the page shows, add a fake login box, or act on your account. XSS is very common but usually less damaging than other web flaws; it becomes serious on sites that handle money, messages or admin accounts.',
  ],
  howItWorks: [
    'The attacker finds a place where the site displays user input, such as reviews, profile bios, chat messages or a search results page.',
    'They enter text that contains hidden script code instead of normal words.',
    'The site stores it or reflects it back in a link, without encoding it, so it becomes part of the page.',
    'When you view the page or click the crafted link, your browser runs the script with your session.',
    'The script sends your cookie or keystrokes to the attacker, or performs actions as you, sometimes spreading itself to other users.',
  ],
  warningSigns: [
    'For users: a trusted site suddenly shows pop-ups, unexpected login boxes, or redirects you elsewhere.',
    'A link to a familiar site that contains long strings of odd characters, such as <script> or %3C.',
    'Your account posts, follows or sends things you did not do.',
    'For site owners: user-generated content that renders as formatting or code, or reports from users about strange page behaviour.',
  ],
  realCase: {
    title: 'The Samy worm spreads across MySpace',
    year: 2005,
    summary:
      "On 4 October 2005 a MySpace user planted a script in his profile that the site failed to filter. Anyone who viewed the profile ran it, which added the author as a friend and copied the script onto the viewer's own profile. Within about 20 hours over one million users had been hit, making it one of the fastest-spreading worms ever. The payload was harmless text, but it showed how a single XSS flaw can travel through a whole platform.",
    source: SAMY_WORM,
  },
  keyNumbers: [OWASP_2025_XSS_CVES, OWASP_2025_INJECTION_CVES],
  ifItHappens: [
    'If you are a user: close the page, sign out of the site everywhere, and change your password there.',
    'Turn on multi-factor authentication and check your account for posts, messages or settings you did not make.',
    "Report the problem to the site's support or security contact, with the link you clicked.",
    'If you run the site: remove the malicious content, fix the code with context-aware output encoding, and add a Content Security Policy.',
    'Invalidate active sessions so stolen cookies stop working, and tell affected users.',
    'Report any resulting fraud to the FBI at ic3.gov (US) or Action Fraud (UK).',
  ],
  southAfrica: {
    figures: [],
    arrivesVia: [
      {
        channel: 'Website',
        how: "A comment, review or listing on a local marketplace, forum or school site that runs a script in every visitor's browser.",
      },
      {
        channel: 'WhatsApp',
        how: "A shared link to a familiar site with a long tail of odd characters, which runs the attacker's script under that site's name.",
      },
    ],
    nextTenMinutes: [
      'Close the page, sign out of the site on all devices and change your password there.',
      "If the page showed a login or payment box and you typed card or banking details, call your bank's fraud line now.",
      'Tell the site owner; if it runs the site you use for school, work or a municipal account, report it to the Cybersecurity Hub as well.',
      'If you run the site and personal information was taken, report the compromise to the Information Regulator on its eServices portal.',
    ],
    reportTo: [BANK_FRAUD_LINE, CYBERSECURITY_HUB, INFORMATION_REGULATOR],
  },
  sources: [OWASP_A05_2025, OWASP_XSS_CHEAT_SHEET, SAMY_WORM],
};
