import type { QuizQuestion } from '../types';

/** The RegularPasswordChanges page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const regularPasswordChangesQuiz: readonly QuizQuestion[] = [
  {
    id: 'RegularPasswordChanges-1',
    prompt:
      'In FraudShield, how much protection does forcing regular password changes give against brute-force guessing?',
    choices: ['Strong protection', 'No protection', 'Partial protection'],
    answerIndex: 1,
    whyWrong: [
      'Guessers and credential stuffers work within minutes or days; a change every few months does not stop them.',
      null,
      'Even partly: a password is guessed or reused long before the next forced change, which is why the game gives it no protection.',
    ],
    explanation:
      'The game follows NIST: forced periodic changes do not stop guessing, and people respond with predictable tweaks.',
    matrixClaim: { fraudId: 'BruteForce', defenseId: 'RegularPasswordChanges', effectiveness: 0 },
  },
  {
    id: 'RegularPasswordChanges-2',
    teaches: { phrase: 'when there is evidence' },
    prompt: 'When does NIST say a password must be changed?',
    choices: [
      'Every 30 days, without exception',
      'When there is evidence it may have been compromised',
      'Every 90 days, and also whenever you log in from a new device',
      'Never, under any circumstances',
    ],
    answerIndex: 1,
    whyWrong: [
      'NIST dropped forced periodic changes: they make people choose weaker, predictable passwords.',
      null,
      'Neither is a NIST rule; new-device logins call for extra checks, not a new password.',
      'NIST does require a change when there is evidence the password has been stolen or leaked.',
    ],
    explanation: 'Change it when it may be compromised; otherwise a long, unique password stays strong.',
  },
  {
    id: 'RegularPasswordChanges-3',
    teaches: { phrase: 'nist advises against forced periodic changes' },
    prompt: 'Your password must change every 90 days. What do most people end up doing?',
    choices: [
      'Choosing a completely new, random passphrase every time it expires',
      'Switching to a hardware security key',
      'Making a small, predictable tweak, like changing 1 to 2 at the end',
    ],
    answerIndex: 2,
    whyWrong: [
      'That is the intention, but studies and NIST note people rarely do it; they make small tweaks instead.',
      'A forced change does not prompt anyone to adopt a key; it usually produces a weaker password.',
      null,
    ],
    explanation:
      'Predictable tweaks are easy for attackers to guess, which is why NIST advises against forced periodic changes.',
  },
];
