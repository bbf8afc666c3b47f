import type { QuizQuestion } from '../types';

/** The BackgroundChecks page's check with its answers: server only (see ../README.md). */
export const backgroundChecksQuiz: readonly QuizQuestion[] = [
  {
    id: 'BackgroundChecks-1',
    prompt: 'Background checks give partial protection against which fraud?',
    choices: ['DDoS attack', 'Phishing', 'Cryptojacking', 'Insider fraud'],
    answerIndex: 3,
    explanation:
      'Screening can keep out fake identities and some known risks, but many insiders have clean records, so it is only partial. Split duties and least privilege do more.',
    matrixClaim: { fraudId: 'InsiderFraud', defenseId: 'BackgroundChecks', effectiveness: 1 },
  },
  {
    id: 'BackgroundChecks-2',
    prompt: 'How does the FBI suggest checking a remote candidate’s past employment?',
    choices: [
      'Call the references listed on the CV, since those people know the candidate best',
      'Contact former employers and schools directly, using details you find yourself',
      "Trust the candidate's online profile",
    ],
    answerIndex: 1,
    explanation:
      'References on a fake CV may be accomplices. Independent contact details cut them out.',
  },
  {
    id: 'BackgroundChecks-3',
    prompt: 'What is the main limit of a background check?',
    choices: [
      'It only tells you about the past, and many fraudsters have no record',
      'It is illegal everywhere',
      'It can only check people who have lived in the same country all their life',
    ],
    answerIndex: 0,
    explanation:
      'A clean history is reassuring but not proof. Ongoing controls still matter after someone is hired.',
  },
];
