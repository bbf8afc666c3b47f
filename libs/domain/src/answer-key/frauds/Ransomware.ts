import type { QuizQuestion } from '../types';

/** The Ransomware page's check with its answers: server only (see ../README.md). */
export const ransomwareQuiz: readonly QuizQuestion[] = [
  {
    id: 'Ransomware-1',
    prompt: 'Which defense gives you the strongest way to recover from ransomware without paying?',
    choices: [
      'HTTPS on your website',
      'Background checks on staff',
      'Regular, tested backups kept offline',
      'ATM inspections',
    ],
    answerIndex: 2,
    explanation:
      'Offline, tested backups let you restore your files without a key from the criminals. HTTPS, background checks and ATM inspections do nothing once files are encrypted.',
    matrixClaim: { fraudId: 'Ransomware', defenseId: 'RegulatedAutoBackup', effectiveness: 2 },
  },
  {
    id: 'Ransomware-2',
    prompt:
      'According to the Sophos State of Ransomware 2024 survey, what was the most common root cause of the attacks victims could trace?',
    choices: [
      'A phishing email with a malicious attachment or link',
      'An exploited software vulnerability',
      'Stolen or guessed login details',
      'A USB stick left for staff to find',
    ],
    answerIndex: 1,
    explanation:
      'Sophos found exploited vulnerabilities behind 32% of the attacks whose cause was known, ahead of compromised credentials (29%) and malicious email (23%). All three are real routes in, which is why patching quickly matters as much as training and MFA.',
  },
  {
    id: 'Ransomware-3',
    prompt: 'Your files have just been encrypted. What should you do first?',
    choices: [
      'Pay quickly, since the price usually doubles if you wait more than a few days',
      'Wipe the computer and reinstall everything straight away from the original disks',
      'Disconnect the machine from the network, keep it on, and call for help',
    ],
    answerIndex: 2,
    explanation:
      'Isolating the machine stops the spread while keeping evidence. Paying funds the gang and may not work; wiping at once destroys clues about how they got in.',
  },
];
