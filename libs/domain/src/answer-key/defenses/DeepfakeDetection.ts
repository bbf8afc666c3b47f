import type { QuizQuestion } from '../types';

/** The DeepfakeDetection page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const deepfakeDetectionQuiz: readonly QuizQuestion[] = [
  {
    id: 'DeepfakeDetection-1',
    prompt: 'Besides deepfake impersonation itself, deepfake detection partly helps against which fraud?',
    choices: ['Ransomware', 'Investment scam', 'DDoS attack', 'Brute force'],
    answerIndex: 1,
    whyWrong: [
      'Ransomware uses malware, not fake faces or voices.',
      null,
      'A flood of traffic has no fake media to detect.',
      'Password guessing uses software, not fake faces or voices.',
    ],
    explanation:
      'Many investment scams use deepfaked celebrities or experts in ads and videos; spotting the fake helps, though checking the firm matters more.',
    matrixClaim: { fraudId: 'InvestmentScam', defenseId: 'DeepfakeDetection', effectiveness: 1 },
  },
  {
    id: 'DeepfakeDetection-2',
    teaches: { phrase: 'it works best alongside verification' },
    prompt:
      'On a video job interview the candidate looks and sounds right, but you have a doubt. Which check proves the most?',
    choices: [
      'Watching closely for blurry edges or lips out of sync',
      'Asking them to wave a hand in front of their face',
      'Verifying their identity documents and work history through sources you find yourself, not ones they give you',
    ],
    answerIndex: 2,
    whyWrong: [
      'Good real-time fakes show no glitches; a clean-looking call proves nothing.',
      'It can make a weak fake glitch, but a good one may pass, so passing proves little.',
      null,
    ],
    explanation:
      'Visual tests catch only poor fakes; detection works best alongside verification. Checking through sources you find yourself works however good the fake is.',
  },
  {
    id: 'DeepfakeDetection-3',
    teaches: { phrase: 'detection is a useful' },
    prompt: 'Why should deepfake detection be paired with verification protocols?',
    choices: [
      'People and tools miss good fakes; a call-back on a known number works anyway',
      'Because detection tools are only accurate when a human also watches the video',
      'Because detection software is not allowed to run on video calls',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'People miss good fakes too; adding a viewer does not make detection reliable.',
      'It can run; the trouble is that it misses new kinds of fakes and raises false alarms.',
    ],
    explanation: 'Detection is a useful extra layer; the call-back is what works every time.',
  },
];
