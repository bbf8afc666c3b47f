import type { QuizQuestion } from '../types';

/** The InsiderFraud page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const insiderFraudQuiz: readonly QuizQuestion[] = [
  {
    id: 'InsiderFraud-1',
    prompt: 'Which control most directly stops one employee from creating and approving their own fake payment?',
    choices: [
      'A background check when the employee was hired',
      'Segregation of duties',
      'An annual staff survey on ethics',
    ],
    answerIndex: 1,
    whyWrong: [
      'A clean record at hiring says nothing about what someone does with unchecked power years later.',
      null,
      'Surveys build culture but do not stop a payment that only one person controls.',
    ],
    explanation: 'When one person creates and another approves, a fraud needs two people, which makes it much harder.',
    matrixClaim: { fraudId: 'InsiderFraud', defenseId: 'SegregationOfDuties', effectiveness: 2 },
  },
  {
    id: 'InsiderFraud-2',
    teaches: { figure: 'ACFE_2024_TIPS' },
    prompt: "According to the ACFE's 2024 study, how is fraud by employees most often first detected?",
    choices: [
      'By antivirus software',
      "By an external audit of the company's accounts",
      'Through a tip, often from a colleague',
    ],
    answerIndex: 2,
    whyWrong: [
      'Insider fraud uses normal access and normal tools; there is usually no malware to detect.',
      'External audits find some frauds, but far fewer than tips do; they sample, and they come once a year.',
      null,
    ],
    explanation:
      'Tips found 43% of cases, more than any other method. A safe, easy way to report concerns is one of the best controls.',
  },
  {
    id: 'InsiderFraud-3',
    teaches: { phrase: 'access kept after a role change' },
    prompt:
      'A payroll clerk moved from the finance team a year ago but can still approve supplier payments from her old role. What is the best fix?',
    choices: [
      'Remove the access her current job does not need',
      'Leave it, since she has worked there for years and is trusted by everyone',
      'Ask her to sign a statement promising not to use the old access',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'Trust is not a control. Unused access is a risk even without bad intent: a stolen login can use it too.',
      'A promise does not stop a stolen password or a moment of temptation; the access itself is the risk.',
    ],
    explanation:
      'Access kept after a role change is a classic warning sign of insider fraud. Access should follow the job: review it when people move roles, so no one keeps rights they no longer need.',
  },
];
