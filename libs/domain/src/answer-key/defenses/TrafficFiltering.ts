import type { QuizQuestion } from '../types';

/** The TrafficFiltering page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const trafficFilteringQuiz: readonly QuizQuestion[] = [
  {
    id: 'TrafficFiltering-1',
    prompt:
      'Traffic filtering (for example a web application firewall) gives partial protection against which of these?',
    choices: ['Investment scam', 'Insider fraud', 'SQL injection', 'Deepfake'],
    answerIndex: 2,
    whyWrong: [
      'A scam platform is a site the victim chooses to visit and pay; your filters are not in that path.',
      'Insiders work from inside the network with valid access; perimeter filters do not see their fraud.',
      null,
      'A fake call or video is not traffic a firewall can judge.',
    ],
    explanation:
      'A web application firewall blocks many common injection attempts, but only safe queries in the code fully fix SQL injection, so it is a partial counter.',
    matrixClaim: { fraudId: 'SqlInjection', defenseId: 'TrafficFiltering', effectiveness: 1 },
  },
  {
    id: 'TrafficFiltering-2',
    teaches: { phrase: 'so one infected laptop cannot reach the servers or spread ransomware everywhere' },
    prompt: 'Why does network segmentation help against ransomware?',
    choices: [
      'It makes files impossible to encrypt from anywhere on the network',
      'It stops the ransomware from being downloaded in the first place',
      'It stops one infected computer from reaching every other system',
    ],
    answerIndex: 2,
    whyWrong: [
      'Files in the same zone as the infection can still be encrypted; segmentation limits the spread.',
      'Downloads and phishing are stopped elsewhere; segmentation works after something gets in.',
      null,
    ],
    explanation:
      'Splitting the network into zones means one infected laptop cannot reach the servers or spread ransomware everywhere, so an infection stays small.',
  },
  {
    id: 'TrafficFiltering-3',
    teaches: { phrase: '100 consecutive failed attempts' },
    prompt:
      'According to NIST SP 800-63B-4, how many failed sign-in attempts should a service allow on one account before it stops them?',
    choices: [
      'No more than 100 consecutive failed attempts; a lower limit is allowed',
      '100 or fewer in any 30-day period',
      'As many as the user needs, as long as the password is strong',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      "There is no 30-day window in NIST's rule: it counts consecutive failures on one account.",
      'Without a limit, software can try millions of guesses; NIST requires a cap whatever the password.',
    ],
    explanation:
      'NIST caps consecutive failed attempts at 100 on one account and lets services set a lower limit, which makes online guessing very slow.',
  },
];
