import type { QuizQuestion } from '../types';

/** The KeepUpdated page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const keepUpdatedQuiz: readonly QuizQuestion[] = [
  {
    id: 'KeepUpdated-1',
    prompt: 'Keeping software updated is a strong counter to which fraud?',
    choices: ['Ransomware', 'Vishing', 'Investment scam', 'Authorised push payment fraud'],
    answerIndex: 0,
    whyWrong: [
      null,
      'A scam call works on a person; no software flaw is needed.',
      'The victim pays willingly; updates do not change the decision to trust a fake platform.',
      'The victim sends the payment themselves; there is no software flaw to patch.',
    ],
    explanation:
      'Exploited vulnerabilities are the most common way ransomware gangs get in, so patching closes their main door.',
    matrixClaim: { fraudId: 'Ransomware', defenseId: 'KeepUpdated', effectiveness: 2 },
  },
  {
    id: 'KeepUpdated-2',
    teaches: { phrase: 'sandboxing and monitoring' },
    prompt: 'Why is updating only a partial answer to a zero-day exploit?',
    choices: [
      'Because zero-days only affect old software that no longer gets updates',
      'Because at first there is no patch to install',
      'Because updates are usually delayed by the app stores for several months',
    ],
    answerIndex: 1,
    whyWrong: [
      'Zero-days hit current, fully updated software; that is what makes them zero-days.',
      null,
      'Urgent security fixes are usually available within days of release; the problem is the time before a fix exists.',
    ],
    explanation:
      'Until the maker ships a fix, sandboxing and monitoring have to limit the damage. Then update at once.',
  },
  {
    id: 'KeepUpdated-3',
    teaches: { phrase: 'patch internet-facing systems first and fastest' },
    prompt: 'Which systems should a small business patch first?',
    choices: [
      'The printer in the back office',
      'The computers staff use most, such as the reception PC and the accounts laptops',
      'The ones reachable from the internet, such as the website, VPN and email server',
    ],
    answerIndex: 2,
    whyWrong: [
      'Printers need updates too, but internet-facing systems are scanned by attackers around the clock.',
      'They matter, but anything reachable from the internet can be attacked without anyone clicking anything.',
      null,
    ],
    explanation: 'Patch internet-facing systems first and fastest: they can be attacked by anyone, any time.',
  },
];
