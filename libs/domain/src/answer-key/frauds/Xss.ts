import type { QuizQuestion } from '../types';

/** The Xss page's check with its answers: server only (see ../README.md). */
export const xssQuiz: readonly QuizQuestion[] = [
  {
    id: 'Xss-1',
    prompt: 'Which defense is the primary fix for cross-site scripting?',
    choices: [
      'A VPN',
      'Regular password changes',
      'Input validation with context-aware output encoding',
    ],
    answerIndex: 2,
    explanation:
      'Encoding user content for the place it appears (HTML, attribute, script) stops the browser treating it as code; OWASP adds sanitising and a Content Security Policy as extra layers. VPNs and password rotation do not change how a page handles input.',
    matrixClaim: { fraudId: 'Xss', defenseId: 'InputValidation', effectiveness: 2 },
  },
  {
    id: 'Xss-2',
    prompt: 'A site runs fully on HTTPS. Does that protect its visitors from XSS?',
    choices: [
      'No: the injected script is delivered over the encrypted connection just like the real page',
      'Yes, HTTPS blocks scripts from other users',
      'Yes, unless the user is on public Wi-Fi',
    ],
    answerIndex: 0,
    explanation:
      'HTTPS protects the journey, not the content. If the site serves a malicious script, encryption delivers it safely to your browser.',
    matrixClaim: { fraudId: 'Xss', defenseId: 'HttpsAndEncryption', effectiveness: 0 },
  },
  {
    id: 'Xss-3',
    prompt: 'What is the most common thing an XSS script steals?',
    choices: ['Your home address from your bank', 'The session cookie that keeps you logged in', 'Your computer\'s hard drive'],
    answerIndex: 1,
    explanation:
      'With your session cookie, the attacker can act as you on that site without knowing your password, which is why signing out everywhere helps.',
  },
];
