import type { DefensePage } from '../types';
import { ARUP_DEEPFAKE_CASE, FBI_DPRK_IT_WORKERS_PSA_2025, FBI_GENAI_PSA_2024, KNOWBE4_FBI_DPRK } from './sources';
import { DEFENSE_INDEX } from './wiki-index';

export const deepfakeDetectionPage: DefensePage = {
  ...DEFENSE_INDEX.DeepfakeDetection,
  whatItIs: [
    'A deepfake is AI-made video, audio or images that copy a real person. Deepfake detection covers the tools and habits used to spot them: looking for visual glitches, listening for odd speech, asking for live actions a fake struggles with, and software that scores media as likely fake.',
    'It matters because the fakes are convincing. In 2024 an Arup employee in Hong Kong made 15 transfers totalling about US$25.6 million after a video call in which every other participant was a deepfake.',
    'Detection is a useful layer, but people are poor at spotting good fakes and tools lag behind new AI models. It works best alongside verification: checking the request through another channel.',
  ],
  howItWorks: [
    'Look for the flaws the FBI lists: distorted hands or feet, odd teeth or eyes, blurry or irregular faces, wrong shadows, lag, and voices that do not match lip movements.',
    'Listen to tone and word choice: does the caller sound and speak like the person you know?',
    'On a live video call, an unexpected request, such as waving a hand in front of the face or turning the head, can make a real-time fake glitch; a good fake may pass, so treat a clean result as proving nothing.',
    'For hiring and identity checks, require live video with an unobscured background, and use tools that check a selfie is live rather than replayed.',
    'Limit how much of your voice and face is public, and keep social accounts private where you can.',
  ],
  tradeOffs: [
    'Human checks are free but unreliable; good fakes fool most people.',
    'Detection software costs money, gives false alarms, and can miss fakes made with newer tools.',
    'Asking colleagues or candidates to "prove" they are real can feel awkward; make it a standard, polite step for everyone.',
    'Even a perfect detector only flags the fake. The decision to pay or trust still needs a verification step.',
    'It does nothing against attacks that use no fake media, such as malware or website hacking.',
  ],
  authorities: [
    {
      label: 'FBI PSA I-120324-PSA: Criminals use generative AI to facilitate financial fraud',
      url: 'https://www.ic3.gov/PSA/2024/PSA241203',
    },
    {
      label: 'FBI PSA I-012325-PSA: North Korean IT workers (face-swap tools in video interviews among the red flags)',
      url: 'https://www.ic3.gov/PSA/2025/PSA250123',
    },
  ],
  figures: [],
  sources: [FBI_GENAI_PSA_2024, FBI_DPRK_IT_WORKERS_PSA_2025, KNOWBE4_FBI_DPRK, ARUP_DEEPFAKE_CASE],
};
