import type { QuizQuestion } from '../types';

/** The SqlInjection page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const sqlInjectionQuiz: readonly QuizQuestion[] = [
  {
    id: 'SqlInjection-1',
    teaches: { phrase: 'the fix is well known: parameterised queries' },
    prompt: 'Which defense stops SQL injection at its source?',
    choices: [
      'HTTPS encryption on every page, including the login form',
      'Input validation with parameterised queries',
      'Hiding database error messages from visitors',
      'Strong passwords for the database account',
    ],
    answerIndex: 1,
    whyWrong: [
      'HTTPS protects data on the way; the injected text still arrives at the server and reaches the database.',
      null,
      'Hiding errors makes attacks slower to write, but the flaw is still there and automated tools find it anyway.',
      "The attack runs through the website's own connection to the database, which is already logged in.",
    ],
    explanation:
      'Parameterised queries keep data and commands apart, so text typed into a form can never become a database command.',
    matrixClaim: { fraudId: 'SqlInjection', defenseId: 'InputValidation', effectiveness: 2 },
  },
  {
    id: 'SqlInjection-2',
    prompt:
      'Your web developer says: "We use HTTPS everywhere, so SQL injection can\'t reach our shop." What is the right reply?',
    choices: [
      'Right: encryption scrambles any malicious input before the server can read it',
      'HTTPS hides traffic in transit; injected text still reaches the database',
      'Right, as long as customers log in before they can use the search box',
    ],
    answerIndex: 1,
    whyWrong: [
      'The server decrypts everything it receives; the malicious input arrives intact, just privately.',
      null,
      'Logged-in customers, or attackers with a free account, can type into the same boxes.',
    ],
    explanation:
      'HTTPS protects the journey. The fix for injection is in the code: safe queries and least privilege on the database account.',
  },
  {
    id: 'SqlInjection-3',
    teaches: { phrase: 'old web pages talktalk had inherited from tiscali' },
    prompt: 'What made the 2015 TalkTalk breach especially avoidable, according to the UK regulator?',
    choices: [
      "The attacker had a password stolen from an employee's personal email account",
      'The data had been left on an unencrypted laptop that was stolen',
      'The same flaw had been attacked before and a fix was long available',
    ],
    answerIndex: 2,
    whyWrong: [
      'No stolen password was needed: the attacker typed SQL into old web pages.',
      'There was no stolen device; the data was taken over the internet through the website.',
      null,
    ],
    explanation:
      'The attacker got in through old web pages TalkTalk had inherited from Tiscali, which had been attacked before, and the fix had long been available. Old, forgotten pages still connected to live data are a common way in.',
  },
];
