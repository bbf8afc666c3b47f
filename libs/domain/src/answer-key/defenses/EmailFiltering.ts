import type { QuizQuestion } from '../types';

/** The EmailFiltering page's check with its answers: server only (see ../README.md). */
export const emailFilteringQuiz: readonly QuizQuestion[] = [
  {
    id: 'EmailFiltering-1',
    prompt: 'Email filtering is a strong counter to which fraud?',
    choices: ['ATM skimming', 'Insider fraud', 'Phishing', 'SIM swap'],
    answerIndex: 2,
    explanation:
      'Most phishing arrives by email. Filtering links, attachments and spoofed senders removes much of it before anyone can click.',
    matrixClaim: { fraudId: 'Phishing', defenseId: 'EmailFiltering', effectiveness: 2 },
  },
  {
    id: 'EmailFiltering-2',
    prompt: 'Why does email filtering only partly help against business email compromise?',
    choices: [
      'Because those emails are always encrypted end to end, so filters cannot read what they say',
      'Because they often contain no link or attachment and may come from a real, hacked account',
      'Because filters only work on weekends',
    ],
    answerIndex: 1,
    explanation:
      'A short, polite request to change bank details has nothing malicious to scan. Verification and a second approver do the heavy lifting.',
  },
  {
    id: 'EmailFiltering-3',
    prompt: 'What do SPF, DKIM and DMARC help a mail server check?',
    choices: [
      'Whether a message really comes from the domain it claims',
      "Whether the message's wording and spelling look like the real sender's",
      'Whether the recipient has read the message',
    ],
    answerIndex: 0,
    explanation:
      'These standards let receiving servers spot and reject mail that fakes a domain, which cuts down spoofed phishing.',
  },
];
