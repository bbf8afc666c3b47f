import type { FraudPage, SourceRef } from '../types';
import { DELOITTE_GENAI_FRAUD_2024, FBI_GENAI_PSA } from './sources';
import { FRAUD_INDEX } from './wiki-index';

const ARUP_CASE: SourceRef = {
  title: 'Engineering giant Arup was the target of a $25 million deepfake scam',
  url: 'https://www.businessinsider.com/engineering-giant-arup-target-of-25-million-deepfake-scam-2024-5',
  publisher: 'Business Insider',
  year: 2024,
};

export const deepfakePage: FraudPage = {
  ...FRAUD_INDEX.Deepfake,
  whatItIs: [
    'A deepfake is audio, video or an image created with artificial intelligence to look and sound like a real person. A few minutes of someone\'s voice from social media or a webinar is enough to clone it. Criminals use deepfakes to pose as a boss on a video call, a relative in trouble on the phone, or a celebrity recommending an investment.',
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
    title: 'Arup loses about US$25.6 million after a deepfake video call',
    year: 2024,
    summary:
      'In January 2024 an employee of the engineering firm Arup in Hong Kong joined a video call with what looked like the company\'s finance chief and several colleagues. Every other person on the call was a deepfake. Following their instructions, the employee made 15 transfers to 5 bank accounts, totalling HK$200 million (about US$25.6 million). The fraud only came to light when the employee checked with head office.',
    source: ARUP_CASE,
  },
  keyNumbers: [
    {
      figure: '$12.3 billion',
      label: 'US fraud losses enabled by generative AI in 2023, as estimated by Deloitte',
      year: 2023,
      source: DELOITTE_GENAI_FRAUD_2024,
    },
    {
      figure: '$40 billion',
      label: "Deloitte's forecast for the same losses by 2027, a growth of about 32% a year",
      year: 2024,
      source: DELOITTE_GENAI_FRAUD_2024,
    },
  ],
  ifItHappens: [
    'Pause and hang up, even if the person seems to be your boss or relative.',
    'Call them back on a number you already have, or ask a question only they could answer, or use your family code word.',
    'If money has already left, call your bank immediately and ask them to stop or recall the payment.',
    'Tell your employer\'s security or finance team so they can warn colleagues and freeze further payments.',
    'Report it to the FBI at ic3.gov (US) or Action Fraud (UK), keeping the call details, messages and account numbers.',
    'Agree a secret family word or phrase now, as the FBI recommends, for future emergencies.',
  ],
  sources: [ARUP_CASE, DELOITTE_GENAI_FRAUD_2024, FBI_GENAI_PSA],
};
