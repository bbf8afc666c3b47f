import type { QuizQuestion } from '../types';

/** The InsiderFraud page's check with its answers: server only (see ../README.md). */
export const insiderFraudQuiz: readonly QuizQuestion[] = [
  {
    id: 'InsiderFraud-1',
    prompt: 'Which control most directly stops one employee from creating and approving their own fake payment?',
    choices: ['Segregation of duties', 'DDoS protection', 'A background check when the employee was hired'],
    answerIndex: 0,
    explanation:
      'Splitting the steps between different people means a fraudster needs an accomplice. DDoS protection and VPNs protect networks, not approval processes.',
    matrixClaim: { fraudId: 'InsiderFraud', defenseId: 'SegregationOfDuties', effectiveness: 2 },
  },
  {
    id: 'InsiderFraud-2',
    prompt: 'According to the ACFE (2024), how is occupational fraud most often first detected?',
    choices: [
      'By antivirus software',
      "By an external audit of the company's accounts",
      'Through a tip, often from a colleague',
      'By the fraudster confessing',
    ],
    answerIndex: 2,
    explanation:
      '43% of cases were detected through tips, and about half of tips come from employees. A safe way to speak up is one of the best detectors.',
  },
  {
    id: 'InsiderFraud-3',
    prompt:
      'A payroll clerk moved from the finance team a year ago but can still approve supplier payments from her old role. What is the best fix?',
    choices: [
      'Leave it, since she has worked there for years and is trusted by everyone',
      'Remove the access her current job does not need',
      'Ask her to sign a statement promising not to use the old access',
    ],
    answerIndex: 1,
    explanation:
      'Access that outlives a role is how many insider frauds start, and trust is exactly what insiders exploit. Removing rights the job no longer needs (least privilege) closes the door; a promise does not. Reviewing access whenever someone changes role makes this routine.',
  },
];
