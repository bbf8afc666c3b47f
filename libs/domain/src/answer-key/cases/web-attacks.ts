import type { CaseKey } from './types';

export const WEB_ATTACK_KEYS: readonly CaseKey[] = [
  {
    id: 'sql-injection-01',
    answerId: 'b',
    legitimate: false,
    flags: [
      { quote: 'adds it straight into the SQL', why: 'Text pasted into a query can change what the query does.' },
      { quote: 'Nobody would type anything weird in a login box.', why: 'Attackers type exactly that: \' OR 1=1-- logs in without a password.' },
    ],
    habit: 'Insist on parameterised queries: typed text must never become part of the SQL.',
  },
  {
    id: 'sql-injection-02',
    answerId: 'a',
    legitimate: false,
    flags: [
      { quote: '\' OR 1=1--', why: 'A classic injection test string.' },
      { quote: 'You have an error in your SQL syntax', why: 'The search text reached the database as code.' },
      { quote: 'Showing 4,812 customer records', why: 'The query now returns data it should not.' },
    ],
    habit: 'Treat a database error from user input as a security hole, and fix it with parameterised queries.',
  },
  {
    id: 'sql-injection-03',
    answerId: 'c',
    legitimate: true,
    flags: [
      { quote: 'every query uses parameters', why: 'Parameters keep data and code apart.' },
      { quote: 'Inputs are checked against what each field allows', why: 'Allow-list validation narrows what gets in.' },
      { quote: 'can only read and write its own tables', why: 'Least privilege limits the damage if something slips through.' },
    ],
    habit: 'Parameterised queries, allow-list validation and a least-privilege database user are the standard defense.',
  },
  {
    id: 'xss-01',
    answerId: 'b',
    legitimate: false,
    flags: [
      { quote: 'deals@shopwise-offers.example', why: 'The mail does not come from Shopwise\'s own domain.' },
      { quote: '%3Cscript%20src%3D%2F%2Fcdn-stats.example%2Fs.js%3E', why: 'An encoded script tag in the link would run someone else\'s code on the real site.' },
      { quote: 'You may need to sign in again.', why: 'The injected script can capture what you type on the real page.' },
    ],
    habit: 'A real domain with a long encoded tail can still carry a script; reach offers by typing the site\'s address.',
  },
  {
    id: 'xss-02',
    answerId: 'b',
    legitimate: false,
    flags: [
      { quote: 'onerror="fetch(', why: 'The "picture" runs code in every visitor\'s browser.' },
      { quote: 'document.cookie', why: 'It sends visitors\' session cookies to a stranger\'s server.' },
    ],
    habit: 'Reject comments carrying code, and have the site escape what users type so it can never run.',
  },
  {
    id: 'xss-03',
    answerId: 'a',
    legitimate: true,
    flags: [
      { quote: 'escapes everything people type before showing it', why: 'Output encoding is the main defense against XSS.' },
      { quote: 'a Content-Security-Policy that only allows our own scripts', why: 'A CSP blocks injected scripts as a second layer.' },
    ],
    habit: 'Escape user text on output and add a content security policy: layered defenses stop XSS.',
  },
];
