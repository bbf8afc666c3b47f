import type { QuizQuestion } from '../types';

/** The CryptoJacking page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const cryptoJackingQuiz: readonly QuizQuestion[] = [
  {
    id: 'CryptoJacking-1',
    prompt: 'Which defense is strongest against cryptojacking?',
    choices: [
      'Monitoring that spots CPU spikes and mining-pool traffic',
      'Segregation of duties',
      'Daily backups of the servers',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'Splitting approvals protects payments and records; a hidden miner needs no approval.',
      'Backups restore files; a miner destroys nothing and keeps running on the live servers.',
    ],
    explanation:
      'Miners give themselves away through constant high CPU use and connections to mining pools, which monitoring is built to notice.',
    matrixClaim: { fraudId: 'CryptoJacking', defenseId: 'NetworkMonitoring', effectiveness: 2 },
  },
  {
    id: 'CryptoJacking-2',
    teaches: { phrase: 'fans running loudly, devices hot' },
    prompt: 'What is usually the first sign of cryptojacking on a laptop?',
    choices: [
      'A ransom note asking for cryptocurrency',
      'The fan running hard and the machine slowing down for no reason',
      'Files that will not open',
      'Pop-up adverts for cryptocurrency in the browser',
    ],
    answerIndex: 1,
    whyWrong: [
      'That is ransomware. A miner wants to stay hidden for as long as possible.',
      null,
      'A miner uses your processor, not your files; documents open as usual.',
      'Adverts point to adware or a scam site; a miner works silently in the background.',
    ],
    explanation:
      'Mining keeps the processor busy, so fans running loudly and devices hot and slow, even when you are doing little, are usually the first sign.',
  },
  {
    id: 'CryptoJacking-3',
    teaches: { phrase: 'a cloud bill far higher than normal, or new servers you did not create' },
    prompt:
      "Your firm's cloud bill triples this month, and the servers run at 100% CPU at night when nobody is working. What is the likely cause?",
    choices: [
      'A nightly backup job that has quietly grown too large',
      'Someone is using your servers to mine cryptocurrency',
      'Ransomware encrypting files in the background before it shows a ransom note',
    ],
    answerIndex: 1,
    whyWrong: [
      'Backups mostly move data and then finish; they do not keep every processor at full load all night.',
      null,
      'Encryption is a short burst, not a steady monthly load, and ransomware would soon announce itself.',
    ],
    explanation:
      'A cloud bill far higher than normal, or new servers you did not create, plus steady full load at night, is the classic sign. Stop the servers, rotate keys and find how they got in.',
  },
];
