import type { FraudPage, SourceRef } from '../types';
import { IC3_2025_AI_COMPLAINTS, IC3_2025_AI_LOSSES, RANKITEO_IC3_2025 } from './figures';
import { FBI_GENAI_PSA, VALL_E_PAPER } from './sources';
import { BANK_FRAUD_LINE, FSCA_CHECK, SAPS_CASE, STOCKS24_SABRIC_2024 } from './south-africa';
import { FRAUD_INDEX } from './wiki-index';

const FCC_KRAMER: SourceRef = {
  title: 'FCC issues $6M fine for New Hampshire robocalls (forfeiture order against Steve Kramer, FCC 24-104)',
  url: 'https://www.fcc.gov/document/fcc-issues-6m-fine-nh-robocalls',
  publisher: 'US Federal Communications Commission',
  year: 2024,
};

export const deepfakePage: FraudPage = {
  ...FRAUD_INDEX.Deepfake,
  whatItIs: [
    "A deepfake is audio, video or an image created with artificial intelligence to look and sound like a real person. A few seconds of someone's voice, from a voice note, a video or a webinar, is enough for today's tools to imitate it: Microsoft's VALL-E research model needed only a 3-second recording, and the FBI warns that criminals build short audio clips in a relative's voice. Criminals use deepfakes to pose as a boss on a video call, a relative in trouble on the phone, or a celebrity recommending an investment.",
    'The trick works because we trust faces and voices we know. The defense is not to become a perfect deepfake spotter, which is hard, but to check any money or access request through a second, trusted channel.',
  ],
  howItWorks: [
    'The criminal collects photos, video and voice recordings of the person to copy, often from public posts, interviews or meetings.',
    'They use AI tools to generate a live video face, a cloned voice or a fake ID photo.',
    'They contact the target, for example a finance employee, a grandparent or a hiring manager, on a call or video meeting.',
    'The "boss" or "relative" describes an urgent, secret situation: a confidential deal, an accident, a legal problem.',
    'The target is asked to move money, share codes or grant access quickly, before anyone else can check.',
  ],
  warningSigns: [
    'An urgent, secret request for money, codes or access, even when the face and voice are ones you know.',
    'The request comes on a new channel or number, or asks you to skip the usual approval or call-back.',
    'The caller resists a call-back on a number you already have, a question only the real person would know, or the family code word.',
    'A celebrity or public figure in an ad promising guaranteed investment returns.',
    'Glitches such as blurry face edges, lips out of sync or a flat voice can give away a poor fake, but good fakes show none, so a call that looks and sounds right proves nothing.',
  ],
  realCase: {
    title: "A cloned president's voice in election robocalls: a $6 million FCC fine",
    year: 2024,
    summary:
      "Two days before New Hampshire's primary election in January 2024, thousands of voters got a robocall in what sounded like President Biden's voice, telling them not to vote. The voice was an AI clone, and the calls showed the number of a well-known local political figure who had nothing to do with them. The US Federal Communications Commission fined the consultant behind the calls $6 million in September 2024 for using false caller ID with intent to defraud. A familiar voice and a familiar number were both fake.",
    source: FCC_KRAMER,
  },
  keyNumbers: [IC3_2025_AI_COMPLAINTS, IC3_2025_AI_LOSSES],
  ifItHappens: [
    'Pause and hang up, even if the person seems to be your boss or relative.',
    'Call them back on a number you already have, or ask a question only they could answer, or use your family code word.',
    'If money has already left, call your bank immediately and ask them to stop or recall the payment.',
    "Tell your employer's security or finance team so they can warn colleagues and freeze further payments.",
    'Report it to the FBI at ic3.gov (US) or Action Fraud (UK), keeping the call details, messages and account numbers.',
    'Agree a secret family word or phrase now, as the FBI recommends, for future emergencies.',
  ],
  southAfrica: {
    figures: [],
    arrivesVia: [
      {
        channel: 'WhatsApp',
        how: "A voice note or call in the voice of a child, a parent or the boss, asking for money urgently. SABRIC's 2024 statistics report early cases of voice-cloned scams impersonating people and bank officials here, as Stocks24 reported.",
      },
      {
        channel: 'Phone call',
        how: 'A "bank official" whose voice and caller ID both sound right, asking you to approve a payment or read out an OTP.',
      },
      {
        channel: 'Social media',
        how: 'Ads with a deepfaked business leader or presenter promising returns from a trading platform.',
      },
    ],
    nextTenMinutes: [
      'End the call and phone the person back on the number you already have for them, or ask the family code word.',
      "If you paid or approved anything, call your bank's fraud line on the number on your card at once: a recall only works in the first minutes or hours.",
      "If the fake promoted an investment, check the firm on the FSCA's register of licensed providers and report the ad to the FSCA.",
      'Save the voice notes, numbers and ads, and open a SAPS case; the CAS number supports your bank claim.',
    ],
    reportTo: [BANK_FRAUD_LINE, FSCA_CHECK, SAPS_CASE],
  },
  sources: [FCC_KRAMER, RANKITEO_IC3_2025, FBI_GENAI_PSA, VALL_E_PAPER, STOCKS24_SABRIC_2024],
};
