import type { DefensePage } from '../types';
import { FTC_SENTINEL_2024, MITRE_M1017, VERIZON_DBIR_2024 } from './sources';

export const userEducationPage: DefensePage = {
  id: 'UserEducation',
  title: 'User Education',
  tagline: 'People who know the tricks are the hardest targets a scammer can meet.',
  whatItIs: [
    'User education means regular, practical training that teaches people how scams and attacks look, and what to do when something feels wrong. It covers fake emails and texts, phone scams, fake investments and payment requests.',
    'Most fraud starts with a person being fooled, not a machine being hacked. Verizon found that 68% of the breaches it studied in 2024 involved a human element with no bad intent, such as a click on a bad link or a mistake.',
    'Good training is short, frequent and hands-on. It builds habits, like pausing and checking, rather than asking people to memorise rules.',
  ],
  howItWorks: [
    'Teach the red flags: urgency, secrecy, pressure to pay by bank transfer, gift cards or crypto, promises of guaranteed returns, and links that ask you to log in.',
    'Run short, regular sessions and safe practice tests, such as simulated phishing emails, quizzes and games. MITRE’s own guidance on user training suggests phishing simulations and gamified challenges.',
    'Give everyone one simple, blame-free way to report a suspicious message or call, and thank them when they do.',
    'Teach the "stop and verify" habit: before paying or sharing details, check through a contact you already know, not the one in the message.',
    'Refresh the training when new tricks appear, such as voice cloning and deepfake video calls.',
  ],
  tradeOffs: [
    'Costs staff time and some money for content or a platform, but far less than most technical tools.',
    'People forget: the effect fades unless training is repeated.',
    'Speed beats training sometimes. Verizon measured a median of 21 seconds before someone clicked a phishing link, and 28 more seconds to type in their data.',
    'Too many fake tests or blame after mistakes make people stop reporting. Keep it supportive.',
    'Training does little against purely technical attacks, such as a flood of traffic or a database attack, where no person makes a decision.',
  ],
  authorities: [
    { label: 'MITRE ATT&CK M1017 User Training', url: 'https://attack.mitre.org/mitigations/M1017' },
  ],
  sources: [MITRE_M1017, VERIZON_DBIR_2024, FTC_SENTINEL_2024],
};
