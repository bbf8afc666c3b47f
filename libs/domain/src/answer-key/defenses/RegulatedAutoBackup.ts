import type { QuizQuestion } from '../types';

/** The RegulatedAutoBackup page's check with its answers: server only (see ../README.md). */
export const regulatedAutoBackupQuiz: readonly QuizQuestion[] = [
  {
    id: 'RegulatedAutoBackup-1',
    prompt: 'Which fraud do tested, offline backups counter most strongly?',
    choices: ['Phishing', 'Business email compromise', 'Deepfake', 'Ransomware'],
    answerIndex: 3,
    explanation:
      'Ransomware’s leverage is your locked data. A clean copy the criminals could not reach lets you restore without paying.',
    matrixClaim: { fraudId: 'Ransomware', defenseId: 'RegulatedAutoBackup', effectiveness: 2 },
  },
  {
    id: 'RegulatedAutoBackup-2',
    prompt: 'What does the 3-2-1 backup rule mean?',
    choices: [
      '3 copies, on 2 kinds of storage, 1 kept offsite or offline',
      '3 backups a day, kept for 2 weeks, on 1 external disk at home',
      '3 passwords, 2 users, 1 administrator',
    ],
    answerIndex: 0,
    explanation:
      'Several copies on different media, with one out of reach, means a single failure or attack cannot destroy them all.',
  },
  {
    id: 'RegulatedAutoBackup-3',
    prompt: 'What can backups NOT do against a modern ransomware gang?',
    choices: [
      'Let you restore locked files',
      'Let you avoid paying for a decryption key once your files are locked',
      'Stop the gang from publishing data it already stole',
    ],
    answerIndex: 2,
    explanation:
      'Many gangs copy data before encrypting it and threaten to leak it. Backups restore your files but cannot un-steal them.',
  },
];
