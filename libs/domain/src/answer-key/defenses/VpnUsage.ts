import type { QuizQuestion } from '../types';

/** The VpnUsage page's check with its answers: server only (see ../README.md). */
export const vpnUsageQuiz: readonly QuizQuestion[] = [
  {
    id: 'VpnUsage-1',
    prompt: 'Which fraud does using a VPN on public Wi-Fi counter strongly?',
    choices: ['Phishing', 'Investment scam', 'Account takeover', 'Man-in-the-middle'],
    answerIndex: 3,
    explanation:
      'On untrusted Wi-Fi, the encrypted tunnel stops anyone nearby from reading or altering your traffic. That is its one strong match.',
    matrixClaim: { fraudId: 'ManInTheMiddle', defenseId: 'VpnUsage', effectiveness: 2 },
  },
  {
    id: 'VpnUsage-2',
    prompt: 'You are on a VPN and click a link to a fake bank login page. What happens?',
    choices: [
      'The VPN blocks the fake page, because VPNs check every site you visit for fraud',
      'The VPN warns the bank',
      'The fake page loads and can steal your password just the same',
    ],
    answerIndex: 2,
    explanation:
      'A VPN encrypts the route, not the destination. It does not judge whether a site is honest.',
  },
  {
    id: 'VpnUsage-3',
    prompt: 'Who can see where your traffic goes when you use a VPN?',
    choices: ['Nobody at all: that is what a VPN is for', 'The VPN provider', 'Only your bank'],
    answerIndex: 1,
    explanation:
      'The VPN moves trust from the local network to the VPN company, so choose a reputable one.',
  },
];
