import type { QuizQuestion } from '../types';

/** The DeepfakeDetection page's check with its answers: server only (see ../README.md). */
export const deepfakeDetectionQuiz: readonly QuizQuestion[] = [
  {
    id: 'DeepfakeDetection-1',
    prompt: 'Besides deepfake impersonation itself, deepfake detection partly helps against which fraud?',
    choices: ['Ransomware', 'Investment scam', 'DDoS attack', 'Brute force'],
    answerIndex: 1,
    explanation:
      'Many investment scams use faked celebrity videos to look trustworthy. Spotting the fake helps, but checking the firm with the regulator matters more.',
    matrixClaim: { fraudId: 'InvestmentScam', defenseId: 'DeepfakeDetection', effectiveness: 1 },
  },
  {
    id: 'DeepfakeDetection-2',
    prompt: 'On a video job interview you suspect the candidate is a deepfake. Which quick check does the FBI suggest?',
    choices: [
      'Ask them to wave a hand in front of their face',
      'Ask them to spell their name, since a deepfake cannot answer unexpected questions',
      'Ask for their favourite colour',
    ],
    answerIndex: 0,
    explanation:
      'Objects passing in front of a face often make AI-generated video glitch, which is hard to hide live.',
  },
  {
    id: 'DeepfakeDetection-3',
    prompt: 'Why should deepfake detection be paired with verification protocols?',
    choices: [
      'Because detection tools are only accurate when a human also watches the video',
      'People and tools miss good fakes; a call-back on a known number works anyway',
      'Because verification makes videos load faster',
    ],
    answerIndex: 1,
    explanation:
      'Spotting a fake is hit-and-miss. Confirming the request through a trusted channel works whether or not the fake looked real.',
  },
];
