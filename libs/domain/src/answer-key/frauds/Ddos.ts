import type { QuizQuestion } from '../types';

/** The Ddos page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const ddosQuiz: readonly QuizQuestion[] = [
  {
    id: 'Ddos-1',
    prompt: 'Which defense is strongest against a huge DDoS flood?',
    choices: [
      'Training staff to recognise the attack and report it',
      'A bigger server for the website',
      'Dedicated DDoS protection that filters traffic upstream',
      'Multi-factor authentication on admin accounts',
    ],
    answerIndex: 2,
    whyWrong: [
      'People spotting the outage do not make it stop: the traffic has to be filtered somewhere with enough capacity.',
      'A bigger server still sits behind the same internet line, which the flood fills first.',
      null,
      'MFA protects logins; a flood does not need to log in to knock the site over.',
    ],
    explanation:
      'Big floods fill the internet line before your own equipment sees them, so they have to be filtered by a provider with far more capacity than the attack.',
    matrixClaim: { fraudId: 'Ddos', defenseId: 'DdosProtection', effectiveness: 2 },
  },
  {
    id: 'Ddos-2',
    teaches: { phrase: 'the traffic comes from a botnet' },
    prompt: 'Where does the traffic in a DDoS attack usually come from?',
    choices: [
      "The victim's own employees",
      'A botnet of many hijacked devices such as routers, cameras and TV boxes',
      'A single powerful computer on a very fast connection run by the attacker',
    ],
    answerIndex: 1,
    whyWrong: [
      'Staff can cause outages by mistake, but a DDoS comes from outside, from machines the attacker controls.',
      null,
      'One machine is easy to block; the "distributed" in DDoS means the traffic comes from many places at once.',
    ],
    explanation:
      'Attackers take over poorly secured devices and command them all at once. That is why changing default passwords and updating your own gadgets helps everyone.',
  },
  {
    id: 'Ddos-3',
    teaches: { phrase: 'ask them to filter the traffic upstream' },
    prompt:
      'Your small online shop goes offline in the middle of a sale, and your host reports a flood of requests from thousands of addresses. What is the most useful first step?',
    choices: [
      'Change all staff passwords and turn on two-factor login, since the attackers must be inside',
      'Block the attacking addresses one by one in your own office firewall until it stops',
      'Ask your host or DDoS-protection provider to turn on upstream filtering',
    ],
    answerIndex: 2,
    whyWrong: [
      'A flood works from outside and needs no login; passwords are the wrong place to start.',
      'Thousands of addresses keep changing, and the flood fills your line before your firewall sees it.',
      null,
    ],
    explanation:
      'Filtering has to happen before the traffic reaches you, at the host, a CDN or a DDoS service. Tell customers through a channel that still works.',
  },
];
