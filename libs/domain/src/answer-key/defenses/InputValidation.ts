import type { QuizQuestion } from '../types';

/** The InputValidation page's check with its answers: server only (see ../README.md). */
export const inputValidationQuiz: readonly QuizQuestion[] = [
  {
    id: 'InputValidation-1',
    prompt: 'Which attack does input validation with safe queries counter strongly?',
    choices: ['Phishing', 'SQL injection', 'Ransomware', 'Man-in-the-middle'],
    answerIndex: 1,
    explanation:
      'SQL injection smuggles commands into a database query through user input. Parameterised queries and validation keep that input as plain data.',
    matrixClaim: { fraudId: 'SqlInjection', defenseId: 'InputValidation', effectiveness: 2 },
  },
  {
    id: 'InputValidation-2',
    prompt: 'According to OWASP, what is the primary defense against SQL injection?',
    choices: [
      'Hiding the database error messages so attackers cannot learn the table names',
      'Using HTTPS on the login page',
      'Parameterised queries (prepared statements)',
    ],
    answerIndex: 2,
    explanation:
      'Parameterised queries send the query and the user’s data separately, so the data can never change what the query does.',
  },
  {
    id: 'InputValidation-3',
    prompt: 'Why does OWASP say several techniques are needed against cross-site scripting (XSS)?',
    choices: [
      'Because XSS is only a problem on old browsers',
      'Because no single technique covers every place where input ends up in a page',
      'Because each browser handles scripts differently, so each needs its own separate fix',
    ],
    answerIndex: 1,
    explanation:
      'Input can land in HTML, attributes, scripts or links, and each needs the right encoding. Framework auto-escaping, sanitising and a Content Security Policy work together.',
  },
];
