import type { QuizQuestion } from '../types';

/** The CryptoJacking page's check with its answers: server only (see ../README.md). */
export const cryptoJackingQuiz: readonly QuizQuestion[] = [
  {
    id: 'CryptoJacking-1',
    prompt: 'Which defense is strongest against cryptojacking?',
    choices: [
      'Segregation of duties',
      'Network and resource monitoring that spots CPU spikes and mining-pool traffic',
      'Background checks',
    ],
    answerIndex: 1,
    explanation:
      'Cryptojacking is quiet, so it is caught by watching for its effects: constant CPU load, connections to mining pools, odd cloud spending. Office procedures and hiring checks will not notice a hidden miner.',
    matrixClaim: { fraudId: 'CryptoJacking', defenseId: 'NetworkMonitoring', effectiveness: 2 },
  },
  {
    id: 'CryptoJacking-2',
    prompt: 'What is usually the first sign of cryptojacking on a laptop?',
    choices: ['A ransom note', 'Missing files', 'The fan running hard and the machine slowing down for no reason', 'A new icon on the desktop'],
    answerIndex: 2,
    explanation:
      'Miners use as much processing power as they can, so heat, noise, battery drain and sluggishness are the typical signs.',
  },
  {
    id: 'CryptoJacking-3',
    prompt: 'Do regular backups protect you against cryptojacking?',
    choices: [
      'No: cryptojacking steals computing power, not data, so backups do not help',
      'Yes, backups remove the miner',
      'Yes, but only for cloud servers',
    ],
    answerIndex: 0,
    explanation:
      'Backups restore lost data, but a cryptojacker does not destroy data. You need monitoring, patching and good access control instead.',
    matrixClaim: { fraudId: 'CryptoJacking', defenseId: 'RegulatedAutoBackup', effectiveness: 0 },
  },
];
