import type { QuizQuestion } from '../types';

/** The CryptoJacking page's check with its answers: server only (see ../README.md). */
export const cryptoJackingQuiz: readonly QuizQuestion[] = [
  {
    id: 'CryptoJacking-1',
    prompt: 'Which defense is strongest against cryptojacking?',
    choices: [
      'Segregation of duties',
      'Monitoring that spots CPU spikes and mining-pool traffic',
      'Background checks on everyone who has access to the servers',
    ],
    answerIndex: 1,
    explanation:
      'Cryptojacking is quiet, so it is caught by watching for its effects: constant CPU load, connections to mining pools, odd cloud spending. Office procedures and hiring checks will not notice a hidden miner.',
    matrixClaim: { fraudId: 'CryptoJacking', defenseId: 'NetworkMonitoring', effectiveness: 2 },
  },
  {
    id: 'CryptoJacking-2',
    prompt: 'What is usually the first sign of cryptojacking on a laptop?',
    choices: [
      'A ransom note',
      'Missing files',
      'The fan running hard and the machine slowing down for no reason',
      'A new program icon on the desktop and pop-up adverts in the browser',
    ],
    answerIndex: 2,
    explanation:
      'Miners use as much processing power as they can, so heat, noise, battery drain and sluggishness are the typical signs.',
  },
  {
    id: 'CryptoJacking-3',
    prompt:
      "Your firm's cloud bill triples this month, and the servers run at 100% CPU at night when nobody is working. What is the likely cause?",
    choices: [
      'Someone is using your servers to mine cryptocurrency',
      'A nightly backup job that has quietly grown too large',
      'Ransomware encrypting files in the background before it shows a ransom note',
    ],
    answerIndex: 0,
    explanation:
      'Cryptojacking shows up as paid-for computing you did not use: high CPU at odd hours and a rising cloud bill, often after stolen cloud keys or an unpatched server. Backups use disk and network more than hours of full CPU. Check running processes, rotate keys and patch.',
  },
];
