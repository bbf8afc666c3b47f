import type { DefensePage } from '../types';
import { SECURITY_MAGAZINE_DBIR_2026, VERIZON_2026_HUMAN_ELEMENT } from '../frauds/figures';
import { FTC_SENTINEL_2024, HO_2025_PHISHING_TRAINING, LAIN_2022_PHISHING_IN_ORGS, MITRE_M1017 } from './sources';
import { DEFENSE_INDEX } from './wiki-index';

export const userEducationPage: DefensePage = {
  ...DEFENSE_INDEX.UserEducation,
  whatItIs: [
    'User education means regular, practical training that teaches people how scams and attacks look, and what to do when something feels wrong. It covers fake emails and texts, phone scams, fake investments and payment requests.',
    "Many attacks land on a person rather than a machine. Verizon's 2026 study of breaches found a person involved, such as a click on a bad link or a mistake, in 62% of them, as reported by Security Magazine. That says where attacks land; it does not say training alone can stop them.",
    'The evidence on training is sobering. In a study of more than 19,500 hospital staff over eight months, recent annual training showed no significant link with who clicked simulated phishing, and the built-in training pages people saw after a click made little difference. An earlier 15-month study of 14,000 employees found the same for short warnings after a click, while letting staff report suspicious emails with one button turned them into a fast, shared early-warning system. So the aim is habits, not perfect spotting: pause before paying or logging in, verify through a contact you already know, and report quickly and without blame. These habits pay off even when someone has already clicked.',
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
    'Measured effects on click rates are small in recent field studies, and what people learn fades unless it is repeated.',
    'Speed beats training sometimes. People who fall for a phishing message often act within seconds of opening it, so fast reporting matters as much as spotting.',
    'Too many fake tests or blame after mistakes make people stop reporting. Keep it supportive.',
    'Training does little against purely technical attacks, such as a flood of traffic or a database attack, where no person makes a decision.',
  ],
  authorities: [{ label: 'MITRE ATT&CK M1017 User Training', url: 'https://attack.mitre.org/mitigations/M1017' }],
  figures: [VERIZON_2026_HUMAN_ELEMENT],
  sources: [
    MITRE_M1017,
    SECURITY_MAGAZINE_DBIR_2026,
    HO_2025_PHISHING_TRAINING,
    LAIN_2022_PHISHING_IN_ORGS,
    FTC_SENTINEL_2024,
  ],
};
