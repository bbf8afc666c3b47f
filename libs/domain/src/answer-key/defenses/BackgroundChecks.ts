import type { QuizQuestion } from '../types';

/** The BackgroundChecks page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const backgroundChecksQuiz: readonly QuizQuestion[] = [
  {
    id: 'BackgroundChecks-1',
    prompt: 'Background checks give partial protection against which fraud?',
    choices: ['DDoS attack', 'Phishing', 'Cryptojacking', 'Insider fraud'],
    answerIndex: 3,
    whyWrong: [
      'A flood of traffic comes from botnets outside, not from staff you hired.',
      'Phishing targets everyone from outside; hiring checks do not change who receives it.',
      'Miners are usually planted by outside attackers through flaws or stolen keys.',
      null,
    ],
    explanation:
      'Checks screen out fake identities and some known risks, but many insiders have no earlier record, so the protection is partial.',
    matrixClaim: { fraudId: 'InsiderFraud', defenseId: 'BackgroundChecks', effectiveness: 1 },
  },
  {
    id: 'BackgroundChecks-2',
    teaches: { phrase: 'share the same cv text or contact details' },
    prompt:
      'What does the FBI advise employers to cross-check when hiring remote IT workers, given fake North Korean applicants?',
    choices: [
      'Whether other applicants in their HR systems share the same CV text or contact details',
      "Only the candidate's references, since people who know them best can vouch for them",
      "The candidate's professional profile online, since those are verified by the platform",
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'References listed by a fake candidate may be fake too; contact former employers through details you find yourself.',
      'Online profiles are easy to invent and often reused across fake identities.',
    ],
    explanation:
      'Fake applicants reuse CVs, phone numbers and emails across identities, so matching them across applicants exposes the scheme.',
  },
  {
    id: 'BackgroundChecks-3',
    teaches: { phrase: 'only tells you about the past' },
    prompt: 'What is the main limit of a background check?',
    choices: [
      'It is never allowed by privacy law, so no employer can do one',
      'It only tells you about the past, and many fraudsters have no record',
      'It can only check people who have lived in the same country all their life',
    ],
    answerIndex: 1,
    whyWrong: [
      'Checks are allowed with consent and within the law; the limit is what they can reveal.',
      null,
      'Checks across borders are harder and slower, but possible; the deeper limit is that a clean past does not predict the future.',
    ],
    explanation:
      'A clean record is no guarantee. Pair checks with controls such as least privilege and segregation of duties.',
  },
];
