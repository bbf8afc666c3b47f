import type { QuizQuestion } from '../types';

/** The ApplicationSandboxing page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const applicationSandboxingQuiz: readonly QuizQuestion[] = [
  {
    id: 'ApplicationSandboxing-1',
    prompt: 'Which fraud does application sandboxing counter most strongly?',
    choices: ['Business email compromise', 'Insider fraud', 'Zero-day exploit', 'SIM swap'],
    answerIndex: 2,
    whyWrong: [
      'BEC tricks a person into paying; there is no malicious code to contain.',
      'An insider uses legitimate access rather than code that breaks out of an app.',
      null,
      'The swap happens at the mobile operator, far from any app on your device.',
    ],
    explanation: 'A sandbox contains code even when the flaw it uses is unknown, which is exactly the zero-day case.',
    matrixClaim: { fraudId: 'ZeroDayExploit', defenseId: 'ApplicationSandboxing', effectiveness: 2 },
  },
  {
    id: 'ApplicationSandboxing-2',
    teaches: { phrase: 'in a walled-off space' },
    prompt: 'What is the main idea of a sandbox?',
    choices: [
      'Let code run in a walled-off space so any damage stays contained',
      'Scan every program for viruses and delete any that look suspicious',
      'Keep a copy of every file so it can be restored after an attack',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'That is antivirus. A sandbox limits what code can reach, whether or not it looks suspicious.',
      'That is a backup; a sandbox stops the damage spreading in the first place.',
    ],
    explanation: 'Even if something bad runs inside the sandbox, it cannot reach the rest of the system.',
  },
  {
    id: 'ApplicationSandboxing-3',
    teaches: { phrase: 'attackers sometimes chain' },
    prompt: 'Why do you still need to install updates if your browser has a sandbox?',
    choices: [
      'Because the sandbox only works when the browser is brand new',
      'Because attackers sometimes chain flaws to escape the sandbox',
      'Because updates replace the sandbox with a stronger firewall',
    ],
    answerIndex: 1,
    whyWrong: [
      'Sandboxes keep working over time; the risk is new flaws that let code break out.',
      null,
      'Updates fix flaws in the browser and the sandbox itself; they do not swap it for a firewall.',
    ],
    explanation: 'Attackers combine a browser flaw with a sandbox escape. Updates close both halves.',
  },
];
