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
      'Only that the connection is encrypted: phishing sites use HTTPS too, so it is no protection here',
      'That the site really belongs to the company named in the email',
      'That the page has been checked for phishing by your browser',
    ],
    answerIndex: 0,
    explanation:
      'HTTPS protects data on its way to a site, whoever runs that site. Criminals get padlock certificates for their fake pages easily, so the padlock is not a trust badge.',
    matrixClaim: { fraudId: 'Phishing', defenseId: 'HttpsAndEncryption', effectiveness: 0 },
  },
  {
    id: 'Phishing-3',
    prompt: "According to Verizon's 2024 breach report, how long does the typical person take to click a phishing link?",
    choices: ['About 5 minutes', 'About a day', 'About 21 seconds', 'About an hour'],
    answerIndex: 2,
    explanation:
      'The median is 21 seconds, with another 28 seconds to enter data. That is why training people to pause and spot the signs matters so much.',
  },
];
