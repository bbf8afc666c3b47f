import type { QuizQuestion } from '../types';

/** The NetworkMonitoring page's check with its answers: server only (see ../README.md). */
export const networkMonitoringQuiz: readonly QuizQuestion[] = [
  {
    id: 'NetworkMonitoring-1',
    prompt: 'Which fraud is network monitoring’s strongest match?',
    choices: ['Deepfake', 'Cryptojacking', 'Vishing'],
    answerIndex: 1,
    explanation:
      'Cryptojacking shows up as unexplained CPU load and connections to mining pools, which is exactly what monitoring watches for.',
    matrixClaim: { fraudId: 'CryptoJacking', defenseId: 'NetworkMonitoring', effectiveness: 2 },
  },
  {
    id: 'NetworkMonitoring-2',
    prompt: 'What is the biggest everyday problem with monitoring tools?',
    choices: [
      'They slow the network down so much that staff turn them off',
      'They produce many false alarms that people learn to ignore',
      'They delete old emails automatically',
      'They only work on weekends',
    ],
    answerIndex: 1,
    explanation:
      'Alert fatigue is real: if most alerts are harmless, the one that matters can be missed. Tuning the rules is part of the job.',
  },
  {
    id: 'NetworkMonitoring-3',
    prompt:
      'Monitoring raises an alert: a staff account logged in from two countries an hour apart. What does monitoring NOT do by itself?',
    choices: [
      'Spot the unusual login and flag it on a dashboard for someone to review',
      'Record when it happened',
      'Decide and act: lock the account and check with the user',
    ],
    answerIndex: 2,
    explanation:
      'Monitoring detects. A person or an automated response still has to lock the account and investigate.',
  },
];
