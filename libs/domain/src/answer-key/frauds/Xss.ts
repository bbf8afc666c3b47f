import type { QuizQuestion } from '../types';

/** The Xss page's check with its answers: server only (see ../README.md). */
export const xssQuiz: readonly QuizQuestion[] = [
  {
    id: 'Xss-1',
    prompt: 'Which defense is the primary fix for cross-site scripting?',
    choices: [
      'A VPN',
      'A web application firewall alone, in front of the site',
      'Input validation with context-aware output encoding',
    ],
    answerIndex: 2,
    explanation:
      'Encoding user content for the place it appears (HTML, attribute, script) stops the browser treating it as code; OWASP adds sanitising and a Content Security Policy as extra layers. VPNs and password rotation do not change how a page handles input.',
    matrixClaim: { fraudId: 'Xss', defenseId: 'InputValidation', effectiveness: 2 },
  },
  {
    id: 'Xss-2',
    prompt:
      'You run a small forum. Users report that opening one particular post signed them out, and then their accounts posted spam. What is the likely cause?',
    choices: [
      "A script hidden in the post that runs in readers' browsers",
      'Weak passwords on those accounts that someone guessed at the same moment',
      "A virus on the forum's server that spreads to visitors' hard drives",
    ],
    answerIndex: 0,
    explanation:
      'Many accounts misbehaving right after viewing the same post points to stored cross-site scripting: the post carries a script that runs as each reader and acts with their session. Remove the post, encode user content on output, and have affected users sign out everywhere.',
  },
  {
    id: 'Xss-3',
    prompt: 'What is the most common thing an XSS script steals?',
    choices: [
      'The session cookie that keeps you logged in',
      'Your home address from your bank',
      "The files and photos stored on your computer's hard drive",
    ],
    answerIndex: 0,
    explanation:
      'With your session cookie, the attacker can act as you on that site without knowing your password, which is why signing out everywhere helps.',
  },
];
