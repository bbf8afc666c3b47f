import type { QuizQuestion } from '../types';

/** The EmailFiltering page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const emailFilteringQuiz: readonly QuizQuestion[] = [
  {
    id: 'EmailFiltering-1',
    prompt: 'Email filtering is a strong counter to which fraud?',
    choices: ['ATM skimming', 'Insider fraud', 'Phishing', 'SIM swap'],
    answerIndex: 2,
    whyWrong: [
      'A skimmer is a device on a card machine; nothing arrives by email for a filter to catch.',
      'An insider uses their own access, and the fraud happens in systems, not in the inbox.',
      null,
      'The swap happens at the mobile operator; the criminal does not need to email you.',
    ],
    explanation:
      'Filters catch most phishing before it reaches anyone, using sender checks, link scanning and reports from others.',
    matrixClaim: { fraudId: 'Phishing', defenseId: 'EmailFiltering', effectiveness: 2 },
  },
  {
    id: 'EmailFiltering-2',
    teaches: { phrase: 'no link or attachment' },
    prompt: 'Why does email filtering only partly help against business email compromise?',
    choices: [
      'Because they often contain no link or attachment and may come from a real, hacked account',
      'Because those emails are always encrypted end to end, so filters cannot read what they say',
      'Because filters only check emails from outside the company, never from suppliers',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'BEC emails are ordinary messages; filters read them fine, they just find nothing malicious.',
      'Filters do check supplier mail; a polite request from a known, hacked account simply looks normal.',
    ],
    explanation:
      'With nothing malicious to detect, the defense has to be the process: call-backs and second approvers.',
  },
  {
    id: 'EmailFiltering-3',
    teaches: { phrase: 'from the domain it claims' },
    prompt: 'What do SPF, DKIM and DMARC help a mail server check?',
    choices: [
      "Whether the message's wording and spelling look like the real sender's",
      'Whether a message really comes from the domain it claims',
      'Whether the recipient has read the message',
    ],
    answerIndex: 1,
    whyWrong: [
      'These are technical checks on sending servers and signatures, not on writing style.',
      null,
      'Read receipts are a separate feature; SPF, DKIM and DMARC are about the sender.',
    ],
    explanation:
      'They stop criminals sending mail that looks like it comes from your exact domain. Look-alike domains still need other checks.',
  },
];
