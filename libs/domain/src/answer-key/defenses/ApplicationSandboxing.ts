import type { QuizQuestion } from '../types';

/** The ApplicationSandboxing page's check with its answers: server only (see ../README.md). */
export const applicationSandboxingQuiz: readonly QuizQuestion[] = [
  {
    id: 'ApplicationSandboxing-1',
    prompt: 'Which fraud does application sandboxing counter most strongly?',
    choices: ['Zero-day exploit', 'Business email compromise', 'Insider fraud', 'SIM swap'],
    answerIndex: 0,
    explanation:
      'A zero-day has no patch yet. A sandbox limits what the exploited program can reach, which is why MITRE names it for this case.',
    matrixClaim: { fraudId: 'ZeroDayExploit', defenseId: 'ApplicationSandboxing', effectiveness: 2 },
  },
  {
    id: 'ApplicationSandboxing-2',
    prompt: 'What is the main idea of a sandbox?',
    choices: [
      'Scan every program for viruses and delete any that look suspicious',
      'Let code run in a walled-off space so any damage stays contained',
      'Make programs start faster',
    ],
    answerIndex: 1,
    explanation:
      'The sandbox assumes something may go wrong and keeps the harm inside the box.',
  },
  {
    id: 'ApplicationSandboxing-3',
    prompt: 'Why do you still need to install updates if your browser has a sandbox?',
    choices: [
      'Because attackers sometimes chain flaws to escape the sandbox',
      'Because sandboxes only work on Sundays',
      'Because the sandbox only protects programs that were updated in the last month',
    ],
    answerIndex: 0,
    explanation:
      'Sandboxes raise the bar but are not perfect. Patching closes the flaws attackers use to break out.',
  },
];
