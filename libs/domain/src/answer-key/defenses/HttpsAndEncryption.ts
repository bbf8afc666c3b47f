import type { QuizQuestion } from '../types';

/** The HttpsAndEncryption page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const httpsAndEncryptionQuiz: readonly QuizQuestion[] = [
  {
    id: 'HttpsAndEncryption-1',
    prompt: 'Which fraud does HTTPS and encryption counter strongly?',
    choices: ['Man-in-the-middle', 'Phishing', 'SQL injection', 'Cross-site scripting (XSS)'],
    answerIndex: 0,
    whyWrong: [
      null,
      'Fake sites use HTTPS too; encryption does not tell you who runs the site.',
      'Injected text travels encrypted and still reaches the database.',
      "The malicious script is delivered as part of the real site's encrypted page.",
    ],
    explanation: 'Encryption stops someone on the network path from reading or changing your traffic.',
    matrixClaim: { fraudId: 'ManInTheMiddle', defenseId: 'HttpsAndEncryption', effectiveness: 2 },
  },
  {
    id: 'HttpsAndEncryption-2',
    teaches: { phrase: 'your connection to' },
    prompt: 'A login page shows a padlock, but the address is paypa1-secure-login.com. What does the padlock tell you?',
    choices: [
      'That PayPal has checked the site',
      'That a certificate authority has checked who owns the site and that it is a real company',
      'Only that your connection to this site is encrypted',
    ],
    answerIndex: 2,
    whyWrong: [
      "PayPal has nothing to do with certificates for other people's domains.",
      'Most certificates only prove control of the domain name, not who is behind it.',
      null,
    ],
    explanation: 'The padlock means encrypted, not trustworthy. The look-alike address is the real warning.',
  },
  {
    id: 'HttpsAndEncryption-3',
    teaches: { phrase: 'never click through a browser certificate warning' },
    prompt: "Your browser warns that a site's certificate is not valid. What should you do?",
    choices: [
      'Stop and do not enter any details, especially on public Wi-Fi',
      'Click "proceed anyway" if it is a site you have used many times before without trouble',
      "Switch to the browser's private mode and try again",
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'A warning on a familiar site is the moment to worry: it can mean someone is intercepting the connection.',
      'Private mode changes what is stored on your device, not the certificate the network hands you.',
    ],
    explanation:
      'Never click through a browser certificate warning: it is how the browser tells you the connection may be intercepted. Try later on a network you trust.',
  },
];
