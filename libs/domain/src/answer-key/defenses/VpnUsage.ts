import type { QuizQuestion } from '../types';

/** The VpnUsage page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const vpnUsageQuiz: readonly QuizQuestion[] = [
  {
    id: 'VpnUsage-1',
    prompt: 'Which fraud does using a VPN on public Wi-Fi counter strongly?',
    choices: ['Phishing', 'Man-in-the-middle', 'Investment scam', 'Account takeover'],
    answerIndex: 1,
    whyWrong: [
      'A phishing page loads through the VPN like any other site.',
      null,
      'A VPN does not check whether an investment firm is real.',
      'A reused or stolen password works just as well whether or not you use a VPN.',
    ],
    explanation: 'On an untrusted network, a VPN wraps your traffic so the hotspot operator cannot read or change it.',
    matrixClaim: { fraudId: 'ManInTheMiddle', defenseId: 'VpnUsage', effectiveness: 2 },
  },
  {
    id: 'VpnUsage-2',
    teaches: { phrase: 'a fake login page is just as fake through a vpn' },
    prompt: 'You are on a VPN and click a link to a fake bank login page. What happens?',
    choices: [
      'The VPN blocks the fake page, because VPNs check every site you visit for fraud',
      'The fake page loads and can steal your password just the same',
      'The fake page loads only if you turn the VPN off',
    ],
    answerIndex: 1,
    whyWrong: [
      'Most VPNs only tunnel traffic; they do not judge where it goes.',
      null,
      'The page loads through the VPN exactly as it would without it.',
    ],
    explanation:
      'A VPN protects the connection, not your judgement: a fake login page is just as fake through a VPN, and it can steal your password the same way.',
  },
  {
    id: 'VpnUsage-3',
    teaches: { phrase: 'trust from the local network to the vpn' },
    prompt: 'Who can see where your traffic goes when you use a VPN?',
    choices: [
      'Nobody at all: that is what a VPN is for',
      'Only your bank and the sites you log in to',
      'The VPN provider',
    ],
    answerIndex: 2,
    whyWrong: [
      'The VPN provider sits where your internet provider used to, and can see where your traffic goes.',
      'Sites see your traffic arrive, but the VPN provider sees every destination.',
      null,
    ],
    explanation: 'You move your trust from the local network to the VPN provider, so choose one you trust.',
  },
];
