import type { QuizQuestion } from '../types';

/** The NetworkMonitoring page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const networkMonitoringQuiz: readonly QuizQuestion[] = [
  {
    id: 'NetworkMonitoring-1',
    prompt: "Which fraud is network monitoring's strongest match?",
    choices: ['Deepfake', 'Cryptojacking', 'Vishing'],
    answerIndex: 1,
    whyWrong: [
      'A deepfake call happens on a phone or video app; monitoring your network cannot tell a fake face from a real one.',
      null,
      'A scam call never touches your network, so there is nothing for monitoring to see.',
    ],
    explanation:
      'Miners cause constant high load and connections to mining pools, exactly what monitoring is built to flag.',
    matrixClaim: { fraudId: 'CryptoJacking', defenseId: 'NetworkMonitoring', effectiveness: 2 },
  },
  {
    id: 'NetworkMonitoring-2',
    teaches: { phrase: 'someone must read the alerts' },
    prompt: 'What is the biggest everyday problem with monitoring tools?',
    choices: [
      'They slow the network down so much that staff turn them off',
      'They cannot see anything on encrypted connections, so they miss every attack',
      'They produce many false alarms that people learn to ignore',
    ],
    answerIndex: 2,
    whyWrong: [
      'Modern monitoring mostly reads copies of traffic and logs; speed is rarely the problem.',
      'Encryption hides content, but who talks to whom, when and how much still shows up, which is often enough.',
      null,
    ],
    explanation:
      'Alert fatigue is real: someone must read the alerts, so tune them and make sure a named person is responsible for reading them.',
  },
  {
    id: 'NetworkMonitoring-3',
    teaches: { phrase: 'a person or' },
    prompt:
      'Monitoring raises an alert: a staff account logged in from two countries an hour apart. What does monitoring NOT do by itself?',
    choices: [
      'Decide and act: lock the account and check with the user',
      'Spot the unusual login and flag it on a dashboard for someone to review',
      'Record when and from where it happened',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'Spotting and flagging is exactly what monitoring does.',
      'Keeping that record is part of monitoring; it is what lets you investigate.',
    ],
    explanation: 'Monitoring spots and records. A person, or a response plan, still has to decide and act.',
  },
];
