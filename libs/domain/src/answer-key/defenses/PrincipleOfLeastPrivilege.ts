import type { QuizQuestion } from '../types';

/** The PrincipleOfLeastPrivilege page's check with its answers: server only (see ../README.md). */
export const principleOfLeastPrivilegeQuiz: readonly QuizQuestion[] = [
  {
    id: 'PrincipleOfLeastPrivilege-1',
    prompt: 'Least privilege is a strong counter to which fraud?',
    choices: ['Vishing', 'Phishing', 'Insider fraud', 'DDoS attack'],
    answerIndex: 2,
    explanation:
      'Insiders can only abuse the access they have. Keeping each person’s rights to what the job needs shrinks what a dishonest insider can reach.',
    matrixClaim: { fraudId: 'InsiderFraud', defenseId: 'PrincipleOfLeastPrivilege', effectiveness: 2 },
  },
  {
    id: 'PrincipleOfLeastPrivilege-2',
    prompt: 'Why should an IT admin use a normal account for email and a separate account for admin work?',
    choices: [
      'So a malicious email cannot run with admin rights',
      'Because admin accounts are not allowed to send email under most company policies',
      'To get two mailboxes for free',
    ],
    answerIndex: 0,
    explanation:
      'If a bad attachment runs under a normal account, the damage stays small. Under an admin account it could reach everything.',
  },
  {
    id: 'PrincipleOfLeastPrivilege-3',
    prompt: 'What does least privilege mainly do when an attacker gets in?',
    choices: [
      'It stops the attacker from ever logging in, because every account has fewer rights',
      'It limits how far the attacker can go with the access gained',
      'It restores deleted files',
    ],
    answerIndex: 1,
    explanation:
      'Least privilege limits the blast radius. Other controls, such as MFA, work on keeping attackers out in the first place.',
  },
];
