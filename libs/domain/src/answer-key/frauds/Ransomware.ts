import type { QuizQuestion } from '../types';

/** The Ransomware page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const ransomwareQuiz: readonly QuizQuestion[] = [
  {
    id: 'Ransomware-1',
    prompt: 'Which defense gives you the strongest way to recover from ransomware without paying?',
    choices: [
      'HTTPS on your website',
      'Regular, tested backups kept offline',
      'A cloud folder that syncs every change straight away',
      "Changing everyone's passwords every month",
    ],
    answerIndex: 1,
    whyWrong: [
      'HTTPS protects data travelling to and from the site; it does nothing once malware runs inside your network and encrypts files.',
      null,
      'A synced folder copies the encrypted files over the good ones within seconds; only a separate, offline or versioned copy survives.',
      'Password changes do not bring back encrypted files, and they do not stop a gang already inside.',
    ],
    explanation:
      "With a clean, offline copy you can restore without the criminals' key. Test restores regularly: a backup nobody has tried to restore may not work on the day.",
    matrixClaim: { fraudId: 'Ransomware', defenseId: 'RegulatedAutoBackup', effectiveness: 2 },
  },
  {
    id: 'Ransomware-2',
    teaches: { figure: 'SA_RANSOM_BACKUPS' },
    prompt:
      "In Sophos's 2025 survey of South African organisations hit by ransomware, what share of those whose data was encrypted got it back from backups?",
    choices: [
      'Almost all of them, about 95%',
      'About three quarters of them, roughly the same as a year earlier',
      'About a third (35%), down from 72% a year earlier',
    ],
    answerIndex: 2,
    whyWrong: [
      'Far fewer: only about a third restored from backups, which is why so many paid instead.',
      'That was closer to the year before (72%); in the 2025 survey the share fell by half, to 35%.',
      null,
    ],
    explanation:
      'Only 35% restored from backups, down from 72% a year earlier, while 71% of them paid (as Business Report reported the survey). Without working backups, paying looks like the only way out: keep tested, offline copies.',
  },
  {
    id: 'Ransomware-3',
    teaches: { phrase: 'leave them on: evidence and sometimes keys are still in memory' },
    prompt: 'Your files have just been encrypted and a ransom note is on screen. What should you do first?',
    choices: [
      'Disconnect the machine from the network, keep it on, and call for help',
      'Pay quickly, since the price usually doubles if you wait more than a few days',
      'Wipe the computer and reinstall everything straight away from the original disks',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'Deadlines are pressure tactics. Paying funds the next attack and does not guarantee you get everything back; take advice first.',
      'Wiping destroys the evidence of how they got in, and they may still be inside other machines; contain first, rebuild later.',
    ],
    explanation:
      'Isolating stops the spread; leaving the machine on keeps evidence and sometimes keys in memory. Then call your IT or incident-response help and report it.',
  },
];
