import type { QuizQuestion } from '../types';

/** The HttpsAndEncryption page's check with its answers: server only (see ../README.md). */
export const httpsAndEncryptionQuiz: readonly QuizQuestion[] = [
  {
    id: 'HttpsAndEncryption-1',
    prompt: 'Which fraud does HTTPS and encryption counter strongly?',
    choices: ['Phishing', 'SQL injection', 'Man-in-the-middle', 'Cross-site scripting (XSS)'],
    answerIndex: 2,
    explanation:
      'Encryption stops someone between you and the site from reading or changing the traffic. It does not stop phishing, SQL injection or XSS.',
    matrixClaim: { fraudId: 'ManInTheMiddle', defenseId: 'HttpsAndEncryption', effectiveness: 2 },
  },
  {
    id: 'HttpsAndEncryption-2',
    prompt: 'A login page shows a padlock, but the address is paypa1-secure-login.com. What does the padlock tell you?',
    choices: [
      'That PayPal has checked the site',
      'Only that your connection to this site is encrypted',
      'That a certificate authority has checked who owns the site',
    ],
    answerIndex: 1,
    explanation:
      'Phishing sites get certificates too. The misspelled domain is the real clue.',
  },
  {
    id: 'HttpsAndEncryption-3',
    prompt: 'Your browser warns that a site’s certificate is not valid. What should you do?',
    choices: [
      'Click "proceed anyway" if it is a site you have used many times before without trouble',
      "Turn off the browser's security settings",
      'Stop and do not enter any details, especially on public Wi-Fi',
    ],
    answerIndex: 2,
    explanation:
      'A certificate warning can mean someone is intercepting the connection. Heeding it is part of the man-in-the-middle defense.',
  },
];
