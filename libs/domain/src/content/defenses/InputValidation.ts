import type { DefensePage } from '../types';
import { MITRE_M1013, OWASP_SQLI_CHEATSHEET, OWASP_XSS_CHEATSHEET } from './sources';
import { DEFENSE_INDEX } from './wiki-index';

export const inputValidationPage: DefensePage = {
  ...DEFENSE_INDEX.InputValidation,
  whatItIs: [
    'Websites and apps take input all day: search boxes, forms, web addresses, uploaded files. Injection attacks hide commands inside that input. If the software mixes the input into a database query or a web page without care, the attacker’s text gets run as code.',
    'This card stands for a group of coding practices, not a single product. Checking input against what is expected (validation) helps, but OWASP is clear that it is not the main fix. For databases the main fix is parameterised queries. For web pages it is encoding output so the browser shows text instead of running it.',
    'It matters to anyone who builds or buys software, including a small shop’s website or plug-ins. As a consumer you rely on the companies you use to do it.',
  ],
  howItWorks: [
    'Use parameterised queries (prepared statements) for every database call, so user input is always passed as a value and can never change the query itself. This is OWASP’s first defense against SQL injection.',
    'Validate input on the server against an allow-list: the expected type, length and format, such as a date, a postcode or a number in a range. Reject the rest.',
    'Encode output for where it is shown (HTML, attributes, JavaScript, URLs), and prefer web frameworks that escape output automatically.',
    'Clean (sanitise) any user-supplied HTML with a well-tested library, and add a Content Security Policy as a second layer. OWASP notes that no single technique solves cross-site scripting.',
    'Give the database account only the rights the app needs, so a mistake leaks less.',
  ],
  tradeOffs: [
    'Mostly developer time and discipline rather than licence fees; fixing an old codebase can be a big job.',
    'Allow-lists that are too strict reject real users, such as names with apostrophes or accents.',
    'Validation alone is not enough: without parameterised queries and output encoding, clever input can still slip through.',
    'It only protects the software it is built into. Bought-in products and plug-ins need updates from their makers.',
    'It does nothing against scams aimed at people, such as phishing or fake investments.',
  ],
  authorities: [
    {
      label: 'OWASP SQL Injection Prevention Cheat Sheet',
      url: 'https://cheatsheetseries.owasp.org/cheatsheets/SQL_Injection_Prevention_Cheat_Sheet.html',
    },
    {
      label: 'OWASP Cross Site Scripting Prevention Cheat Sheet',
      url: 'https://cheatsheetseries.owasp.org/cheatsheets/Cross_Site_Scripting_Prevention_Cheat_Sheet.html',
    },
    { label: 'MITRE ATT&CK M1013 Application Developer Guidance', url: 'https://attack.mitre.org/mitigations/M1013' },
  ],
  mythFact: {
    myth: 'Filtering out quote marks and "bad words" from input is enough to stop SQL injection.',
    fact: 'Block-lists are easy to get around. OWASP’s primary defense is parameterised queries, which keep data and code apart whatever the input contains; validation is an extra layer on top.',
    source: OWASP_SQLI_CHEATSHEET,
  },
  figures: [],
  sources: [OWASP_SQLI_CHEATSHEET, OWASP_XSS_CHEATSHEET, MITRE_M1013],
};
