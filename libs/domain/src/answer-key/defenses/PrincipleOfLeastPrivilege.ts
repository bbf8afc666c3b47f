import type { QuizQuestion } from '../types';

/** The PrincipleOfLeastPrivilege page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const principleOfLeastPrivilegeQuiz: readonly QuizQuestion[] = [
  {
    id: 'PrincipleOfLeastPrivilege-1',
    prompt: 'Least privilege is a strong counter to which fraud?',
    choices: ['Insider fraud', 'Vishing', 'Phishing', 'DDoS attack'],
    answerIndex: 0,
    whyWrong: [
      null,
      "A scam call targets a person's willingness to act; their access rights do not stop them reading out a code.",
      'Limiting rights shrinks the damage after a click, but it does not stop the phishing itself.',
      'A flood of traffic needs no access rights inside your systems.',
    ],
    explanation:
      'When people only have the access their job needs, an insider cannot reach the money or data outside their role.',
    matrixClaim: { fraudId: 'InsiderFraud', defenseId: 'PrincipleOfLeastPrivilege', effectiveness: 2 },
  },
  {
    id: 'PrincipleOfLeastPrivilege-2',
    teaches: { phrase: 'separate admin account' },
    prompt: 'Why should an IT admin use a normal account for email and a separate account for admin work?',
    choices: [
      'Because admin accounts are not allowed to send email under most company policies',
      'So that the admin can keep using the same password for both accounts safely',
      'So a malicious email or web page cannot run with admin rights',
    ],
    answerIndex: 2,
    whyWrong: [
      'The reason is risk, not policy: anything opened while logged in as admin runs with admin power.',
      'Separate accounts need separate, strong credentials; sharing a password defeats the point.',
      null,
    ],
    explanation:
      'Everyday browsing and email are where malware arrives. Keeping them away from admin rights limits what it can do.',
  },
  {
    id: 'PrincipleOfLeastPrivilege-3',
    teaches: { phrase: 'limits the damage' },
    prompt: 'What does least privilege mainly do when an attacker gets in?',
    choices: [
      'It limits how far the attacker can go with the access gained',
      'It stops the attacker from ever logging in, because every account has fewer rights',
      'It restores the files the attacker changed',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'Logging in is a separate question; least privilege matters once someone is in.',
      'That is the job of backups; least privilege reduces what could be changed in the first place.',
    ],
    explanation: 'A stolen account with few rights reaches little, which contains the damage.',
  },
];
