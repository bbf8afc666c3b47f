import type { QuizQuestion } from '../types';

/** The Xss page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const xssQuiz: readonly QuizQuestion[] = [
  {
    id: 'Xss-1',
    teaches: { phrase: 'fix the code with context-aware output encoding' },
    prompt: 'Which defense is the primary fix for cross-site scripting?',
    choices: [
      'A VPN for everyone who visits the site',
      'A web application firewall alone, in front of the site',
      'Input validation with context-aware output encoding',
    ],
    answerIndex: 2,
    whyWrong: [
      "The script arrives inside the website's own page; a visitor's VPN carries it just the same.",
      'A firewall blocks some common attacks but misses others; the flaw stays in the code.',
      null,
    ],
    explanation:
      'Encoding what users typed before showing it turns a script into harmless text. A firewall is a useful extra layer, not the fix.',
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
    whyWrong: [
      null,
      'Many accounts failing right after opening the same post points to the post, not to separate password guesses.',
      "Nothing needed to reach the hard drives: the script acted through the readers' logged-in browser sessions.",
    ],
    explanation:
      'That is stored XSS: the post carries code that acts as each reader. Remove the post, end all sessions and fix the output encoding.',
  },
  {
    id: 'Xss-3',
    teaches: { phrase: 'steal the login cookie that keeps you signed in' },
    prompt: 'What is the most common thing an XSS script steals?',
    choices: [
      'Your home address from your bank',
      'The session cookie that keeps you logged in',
      "The files and photos stored on your computer's hard drive",
    ],
    answerIndex: 1,
    whyWrong: [
      "The script runs inside one website; it cannot read another site's data, such as your bank's.",
      null,
      'Browsers keep page scripts away from your files; XSS works inside the site, as you.',
    ],
    explanation:
      'With the session cookie, the attacker can act as you on that site without your password, until you sign out everywhere.',
  },
];
