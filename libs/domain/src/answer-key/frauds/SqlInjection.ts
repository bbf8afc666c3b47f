import type { QuizQuestion } from '../types';

/** The SqlInjection page's check with its answers: server only (see ../README.md). */
export const sqlInjectionQuiz: readonly QuizQuestion[] = [
  {
    id: 'SqlInjection-1',
    prompt: 'Which defense stops SQL injection at its source?',
    choices: [
      'Input validation with parameterised queries',
      'HTTPS encryption on every page, including the login form',
      'Email filtering',
      'Regular password changes',
    ],
    answerIndex: 0,
    explanation:
      "OWASP's primary defense is parameterised queries, backed by allow-list validation, so user input can never be read as a command. HTTPS, email filters and password rotation do not touch how the site builds its queries.",
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
    explanation:
      "HTTPS protects data between the browser and the server, whoever sends it. An attacker's input arrives decrypted at the server like any other, and only parameterised queries and validation stop it from being run as a command. Logging in first changes nothing: attackers can make accounts too.",
  },
  {
    id: 'SqlInjection-3',
    prompt: 'What made the 2015 TalkTalk breach especially avoidable, according to the UK regulator?',
    choices: [
      "The attacker had a password stolen from an employee's personal email account",
      'The data was stored on paper',
      'The same flaw had been attacked before and a fix was long available',
    ],
    answerIndex: 2,
    explanation:
      'The ICO found two earlier SQL injection attacks on the same pages and an unapplied fix for the database bug. Known weaknesses left open are the easiest to exploit.',
  },
];
