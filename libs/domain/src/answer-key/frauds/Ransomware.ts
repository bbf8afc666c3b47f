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
    prompt:
      "According to Sophos's 2025 survey, what was the most common way ransomware gangs got in, for the third year running?",
    choices: [
      'A phishing email with a malicious attachment or link',
      'A USB stick left for staff to find',
      'An exploited software vulnerability',
    ],
    answerIndex: 2,
    whyWrong: [
      'Malicious and phishing emails together were common, but each was behind fewer attacks than exploited flaws.',
      'Dropped USB sticks make good stories but are rare; attackers mostly come in over the internet.',
      null,
    ],
    explanation:
      'Unpatched flaws, often in internet-facing systems such as VPNs and firewalls, were the top root cause. Patching those first closes the most common door.',
  },
  {
    id: 'Ransomware-3',
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
