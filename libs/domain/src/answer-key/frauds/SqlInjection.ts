import type { QuizQuestion } from '../types';

/** The SqlInjection page's check with its answers: server only (see ../README.md). */
export const sqlInjectionQuiz: readonly QuizQuestion[] = [
  {
    id: 'SqlInjection-1',
    prompt: 'Which defense stops SQL injection at its source?',
    choices: [
      'Input validation with parameterised queries',
      'HTTPS encryption',
      'Email filtering',
      'Regular password changes',
    ],
    answerIndex: 0,
    explanation:
      'OWASP\'s primary defense is parameterised queries, backed by allow-list validation, so user input can never be read as a command. HTTPS, email filters and password rotation do not touch how the site builds its queries.',
    matrixClaim: { fraudId: 'SqlInjection', defenseId: 'InputValidation', effectiveness: 2 },
  },
  {
    id: 'SqlInjection-2',
    prompt: 'A shop says "Our site uses HTTPS, so it is safe from SQL injection." Is that right?',
    choices: [
      'Yes, encryption blocks malicious input',
      'No: HTTPS protects data in transit, but the injected text still arrives at the server and is run',
      'Yes, but only for logged-in users',
    ],
    answerIndex: 1,
    explanation:
      'Encryption hides traffic from eavesdroppers, but it delivers the attacker\'s input to the server faithfully. It gives no protection against injection.',
    matrixClaim: { fraudId: 'SqlInjection', defenseId: 'HttpsAndEncryption', effectiveness: 0 },
  },
  {
    id: 'SqlInjection-3',
    prompt: 'What made the 2015 TalkTalk breach especially avoidable, according to the UK regulator?',
    choices: [
      'The attacker had an employee\'s password',
      'The data was stored on paper',
      'The same pages had been attacked the same way before, and a fix had long been available',
    ],
    answerIndex: 2,
    explanation:
      'The ICO found two earlier SQL injection attacks on the same pages and an unapplied fix for the database bug. Known weaknesses left open are the easiest to exploit.',
  },
];
