import type { QuizQuestion } from '../types';

/** The RegulatedAutoBackup page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const regulatedAutoBackupQuiz: readonly QuizQuestion[] = [
  {
    id: 'RegulatedAutoBackup-1',
    prompt: 'Which fraud do tested, offline backups counter most strongly?',
    choices: ['Phishing', 'Business email compromise', 'Deepfake', 'Ransomware'],
    answerIndex: 3,
    whyWrong: [
      'Backups restore files; they do nothing to stop someone typing a password into a fake page.',
      "Money sent to a criminal's account cannot be restored from a backup.",
      'A fake voice or face tricks a person into acting; there are no files to restore.',
      null,
    ],
    explanation: 'With a clean, offline copy you can restore encrypted files without paying for a key.',
    matrixClaim: { fraudId: 'Ransomware', defenseId: 'RegulatedAutoBackup', effectiveness: 2 },
  },
  {
    id: 'RegulatedAutoBackup-2',
    teaches: { phrase: 'offsite or offline' },
    prompt: 'What does the 3-2-1 backup rule mean?',
    choices: [
      '3 backups a day, kept for 2 weeks, on 1 external disk at home',
      '3 full backups, then 2 partial ones, then 1 test restore each month',
      '3 copies, on 2 kinds of storage, 1 kept offsite or offline',
    ],
    answerIndex: 2,
    whyWrong: [
      'Frequency and retention matter, but the rule is about copies and where they live, so one event cannot destroy them all.',
      'Testing restores is wise, but that is not what 3-2-1 describes.',
      null,
    ],
    explanation: 'Several copies in different places means one fire, theft or ransomware attack cannot reach them all.',
  },
  {
    id: 'RegulatedAutoBackup-3',
    teaches: { phrase: 'backups do not stop criminals from stealing and leaking your data' },
    prompt: 'What can backups NOT do against a modern ransomware gang?',
    choices: [
      'Stop the gang from publishing data it already stole',
      'Let you restore locked files',
      'Let you avoid paying for a decryption key once your files are locked',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'Restoring locked files is exactly what a clean backup is for.',
      "A good backup means you do not need the criminals' key for your files.",
    ],
    explanation:
      'Backups do not stop criminals from stealing and leaking your data: many gangs copy data out before encrypting. Backups restore your files but cannot stop a leak.',
  },
];
