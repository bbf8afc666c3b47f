import type { QuizQuestion } from '../types';

/** The InsiderFraud page's check with its answers: server only (see ../README.md). */
export const insiderFraudQuiz: readonly QuizQuestion[] = [
  {
    id: 'InsiderFraud-1',
    prompt: 'Which control most directly stops one employee from creating and approving their own fake payment?',
    choices: ['Segregation of duties', 'DDoS protection', 'A VPN'],
    answerIndex: 0,
    explanation:
      'Splitting the steps between different people means a fraudster needs an accomplice. DDoS protection and VPNs protect networks, not approval processes.',
    matrixClaim: { fraudId: 'InsiderFraud', defenseId: 'SegregationOfDuties', effectiveness: 2 },
  },
  {
    id: 'InsiderFraud-2',
    prompt: 'According to the ACFE (2024), how is occupational fraud most often first detected?',
    choices: ['By antivirus software', 'By the police', 'Through a tip, often from a colleague', 'By the fraudster confessing'],
    answerIndex: 2,
    explanation:
      '43% of cases were detected through tips, and about half of tips come from employees. A safe way to speak up is one of the best detectors.',
  },
  {
    id: 'InsiderFraud-3',
    prompt: 'Giving each person only the access their job needs is a strong defense against insider fraud. What is it called?',
    choices: ['Regular password changes', 'Email filtering', 'The principle of least privilege'],
    answerIndex: 2,
    explanation:
      'Least privilege limits what any one insider can reach or misuse. Password rotation and email filters do not limit what a legitimate user is allowed to do.',
    matrixClaim: { fraudId: 'InsiderFraud', defenseId: 'PrincipleOfLeastPrivilege', effectiveness: 2 },
  },
];
