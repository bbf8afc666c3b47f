import type { QuizQuestion } from '../types';

/** The Phishing page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const phishingQuiz: readonly QuizQuestion[] = [
  {
    id: 'Phishing-1',
    prompt: 'Which defense gives strong protection against phishing emails?',
    choices: [
      'Email filtering',
      'Changing your password every 90 days',
      'Using a VPN whenever you read email',
      'Only opening sites that show a padlock',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'A new password does nothing when you type it into a fake page: the criminal receives the new one just as easily.',
      'A VPN hides your connection from the local network, but the phishing email and the fake page reach you through it unchanged.',
      'Fake login pages get padlocks too; the padlock only says the connection is encrypted, not who runs the site.',
    ],
    explanation:
      'Filters stop most phishing before it reaches the inbox, and they learn from what others report. The other habits feel safe but do not stop a message or a fake page.',
    matrixClaim: { fraudId: 'Phishing', defenseId: 'EmailFiltering', effectiveness: 2 },
  },
  {
    id: 'Phishing-2',
    teaches: { phrase: 'usually with a padlock' },
    prompt: 'A link in an email opens a login page with a padlock in the address bar. What does the padlock tell you?',
    choices: [
      'Only that the connection is encrypted; fake sites get padlocks too',
      'That the site really belongs to the company named in the email, since padlocks are verified',
      'That your browser has checked the page for phishing before showing it',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'Certificates for look-alike addresses are issued in minutes and for free; the padlock does not check who you think you are talking to.',
      'Browsers block some known phishing sites, but a brand-new fake page is shown with a padlock like any other site.',
    ],
    explanation:
      'Most phishing pages now use HTTPS. Check the address itself, or better, go to the site by typing it or using its app.',
  },
  {
    id: 'Phishing-3',
    teaches: { phrase: 'a request for your password, a one-time code or card details' },
    prompt:
      'A text from "your bank" says a debit order will go off tonight unless you cancel it through the link. The page asks for your card number and the OTP that just arrived. What gives it away?',
    choices: [
      "Nothing, as long as the page shows the bank's logo and colours",
      'The link, the urgency and the request for an OTP: your bank never asks for a one-time PIN to cancel anything',
      'Only spelling mistakes would give it away, and this message has none',
    ],
    answerIndex: 1,
    whyWrong: [
      'Logos and colours are copied in minutes; a perfect-looking page is exactly what a phishing kit produces.',
      null,
      'Criminals now write clean messages, often with AI; a well-written text proves nothing about who sent it.',
    ],
    explanation:
      'Real banks and companies never send a request for your password, a one-time code or card details by message. An OTP authorises a payment or a login, so asking for one, plus a deadline and a link, is the pattern. Open your banking app yourself or call the number on your card instead.',
  },
];
