import type { QuizQuestion } from '../types';

/** The Ransomware page's check with its answers: server only (see ../README.md). */
export const ransomwareQuiz: readonly QuizQuestion[] = [
  {
    id: 'Ransomware-1',
    prompt: 'Which defense gives you the strongest way to recover from ransomware without paying?',
    choices: ['HTTPS on your website', 'Background checks on staff', 'Regular, tested backups kept offline', 'ATM inspections'],
    answerIndex: 2,
    explanation:
      'Offline, tested backups let you restore your files without a key from the criminals. HTTPS, background checks and ATM inspections do nothing once files are encrypted.',
    matrixClaim: { fraudId: 'Ransomware', defenseId: 'RegulatedAutoBackup', effectiveness: 2 },
  },
  {
    id: 'Ransomware-2',
    prompt: 'According to Sophos (2024), what is the most common way ransomware gangs get in?',
    choices: [
      'An exploited software vulnerability, so keeping systems updated is a strong defense',
      'A stolen laptop',
      'A DDoS attack',
      'A faulty backup drive',
    ],
    answerIndex: 0,
    explanation:
      'Exploited vulnerabilities caused 32% of attacks, ahead of stolen credentials (29%) and malicious email (23%). Prompt patching closes that door.',
    matrixClaim: { fraudId: 'Ransomware', defenseId: 'KeepUpdated', effectiveness: 2 },
  },
  {
    id: 'Ransomware-3',
    prompt: 'Your files have just been encrypted. What should you do first?',
    choices: [
      'Pay quickly before the price goes up',
      'Disconnect the machine from the network, keep it on, and call for help',
      'Wipe the computer and reinstall everything straight away',
    ],
    answerIndex: 1,
    explanation:
      'Isolating the machine stops the spread while keeping evidence. Paying funds the gang and may not work; wiping at once destroys clues about how they got in.',
  },
];
