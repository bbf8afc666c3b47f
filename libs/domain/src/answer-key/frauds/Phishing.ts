import type { QuizQuestion } from '../types';

/** The Phishing page's check with its answers: server only (see ../README.md). */
export const phishingQuiz: readonly QuizQuestion[] = [
  {
    id: 'Phishing-1',
    prompt: 'Which defense gives strong protection against phishing emails?',
    choices: ['Changing your password every 90 days', 'Email filtering', 'Using a VPN', 'Inspecting ATMs'],
    answerIndex: 1,
    explanation:
      'Email filtering checks senders (SPF, DKIM, DMARC) and scans links and attachments, so many phishing messages never reach you. Password rotation, VPNs and ATM checks do nothing against a fake email.',
    matrixClaim: { fraudId: 'Phishing', defenseId: 'EmailFiltering', effectiveness: 2 },
  },
  {
    id: 'Phishing-2',
    prompt: 'A link in an email opens a login page with a padlock in the address bar. What does the padlock tell you?',
    choices: [
      'Only that the connection is encrypted; fake sites get padlocks too',
      'That the site really belongs to the company named in the email, since padlocks are verified',
      'That your browser has checked the page for phishing before showing it',
    ],
    answerIndex: 0,
    explanation:
      'HTTPS protects data on its way to a site, whoever runs that site. Criminals get padlock certificates for their fake pages easily, so the padlock is not a trust badge.',
  },
  {
    id: 'Phishing-3',
    prompt:
      "In the phishing simulations behind Verizon's 2024 DBIR (covering 2023), people who did click a link took how long, at the median, to do it?",
    choices: ['About 21 seconds', 'About 3 or 4 minutes', 'About an hour', 'About a day'],
    answerIndex: 0,
    explanation:
      'Among the people who clicked, the median time was 21 seconds, and those who went on to type in data took a further 28 seconds at the median. Most people in the simulations did not click at all; the point is that those who do, do it almost at once, so the pause has to happen before the click, and a fast report helps whoever clicked.',
  },
];
