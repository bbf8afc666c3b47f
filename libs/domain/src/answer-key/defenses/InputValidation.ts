import type { QuizQuestion } from '../types';

/** The InputValidation page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const inputValidationQuiz: readonly QuizQuestion[] = [
  {
    id: 'InputValidation-1',
    prompt: 'Which attack does input validation with safe queries counter strongly?',
    choices: ['Phishing', 'Ransomware', 'Man-in-the-middle', 'SQL injection'],
    answerIndex: 3,
    whyWrong: [
      'Phishing tricks people into giving details away; it does not rely on how a site handles input.',
      'Ransomware gets in through unpatched systems, stolen logins and email attachments, not website forms.',
      'Interception happens on the network path; it is countered by encryption, not by checking form input.',
      null,
    ],
    explanation: 'Safe queries keep data and commands apart, so input can never become a database command.',
    matrixClaim: { fraudId: 'SqlInjection', defenseId: 'InputValidation', effectiveness: 2 },
  },
  {
    id: 'InputValidation-2',
    teaches: { phrase: "this is owasp's first defense against sql injection" },
    prompt: 'According to OWASP, what is the primary defense against SQL injection?',
    choices: [
      'Parameterised queries (prepared statements)',
      'Hiding the database error messages so attackers cannot learn the table names',
      'Using HTTPS on the login page',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'Hiding errors slows attackers a little; the flaw is still there and tools find it anyway.',
      'HTTPS protects the journey; injected text still reaches the database.',
    ],
    explanation:
      "Parameterised queries are OWASP's first defense against SQL injection: prepared statements send the command and the data separately, so the database never runs what a user typed.",
  },
  {
    id: 'InputValidation-3',
    teaches: { phrase: 'a content security policy' },
    prompt: 'Why does OWASP say several techniques are needed against cross-site scripting (XSS)?',
    choices: [
      'Because XSS only affects old browsers, and each old browser needs its own fix',
      'Because no single technique covers every place where input ends up in a page',
      'Because filtering out the word "script" only works on some sites',
    ],
    answerIndex: 1,
    whyWrong: [
      'XSS affects every modern browser; the issue is the many places input ends up in a page.',
      null,
      'Blocklists like that are easy to get round; OWASP recommends encoding for each context instead.',
    ],
    explanation:
      'Text inside HTML, attributes, scripts and links each needs its own encoding, so OWASP combines encoding, safe frameworks, sanitising and a content security policy.',
  },
];
