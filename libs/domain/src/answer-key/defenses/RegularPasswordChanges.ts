import type { QuizQuestion } from '../types';

/** The RegularPasswordChanges page's check with its answers: server only (see ../README.md). */
export const regularPasswordChangesQuiz: readonly QuizQuestion[] = [
  {
    id: 'RegularPasswordChanges-1',
    prompt:
      'In FraudShield, how much protection does forcing regular password changes give against brute-force guessing?',
    choices: ['Strong protection', 'Partial protection', 'No protection'],
    answerIndex: 2,
    explanation:
      'A timer does not slow down guessing, and it leads people to predictable passwords. MFA and login throttling are what stop brute force.',
    matrixClaim: { fraudId: 'BruteForce', defenseId: 'RegularPasswordChanges', effectiveness: 0 },
  },
  {
    id: 'RegularPasswordChanges-2',
    prompt: 'When does NIST say a password must be changed?',
    choices: [
      'Every 30 days, without exception',
      'When there is evidence it may have been compromised',
      'Every 90 days, and also whenever you log in from a new device',
      'Never, under any circumstances',
    ],
    answerIndex: 1,
    explanation:
      'NIST advises against changes on a timer but requires a change when there is evidence of compromise, such as a breach.',
  },
  {
    id: 'RegularPasswordChanges-3',
    prompt: 'Your password must change every 90 days. What do most people end up doing?',
    choices: [
      'Making a small, predictable tweak, like changing 1 to 2 at the end',
      'Choosing a completely new, random passphrase every time it expires',
      'Switching to a hardware security key',
    ],
    answerIndex: 0,
    explanation:
      'NIST notes people apply common transformations to the old password. Attackers who have the old one can guess the new one.',
  },
];
