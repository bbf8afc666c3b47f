import type { QuizQuestion } from '../types';

/** The KeepUpdated page's check with its answers: server only (see ../README.md). */
export const keepUpdatedQuiz: readonly QuizQuestion[] = [
  {
    id: 'KeepUpdated-1',
    prompt: 'Keeping software updated is a strong counter to which fraud?',
    choices: ['Vishing', 'Ransomware', 'Investment scam', 'Authorised push payment fraud'],
    answerIndex: 1,
    explanation:
      'Ransomware gangs often break in through known, unpatched flaws. Patching closes those doors before they are used.',
    matrixClaim: { fraudId: 'Ransomware', defenseId: 'KeepUpdated', effectiveness: 2 },
  },
  {
    id: 'KeepUpdated-2',
    prompt: 'Why is updating only a partial answer to a zero-day exploit?',
    choices: [
      'Because at first there is no patch to install',
      'Because zero-days only affect old software that no longer gets updates',
      'Because updates make zero-days worse',
    ],
    answerIndex: 0,
    explanation:
      'A zero-day is used before a fix exists. Updating quickly closes the gap once the fix ships, but other layers must protect you until then.',
  },
  {
    id: 'KeepUpdated-3',
    prompt: 'Which systems should a small business patch first?',
    choices: [
      'The ones reachable from the internet, such as the website, VPN and email server',
      'The printer in the back office',
      'The computers staff use most, such as the reception PC and the accounts laptops',
    ],
    answerIndex: 0,
    explanation:
      'Internet-facing systems can be attacked by anyone, any time, so a known hole there is found fastest.',
  },
];
