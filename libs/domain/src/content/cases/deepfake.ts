import type { ScenarioCase } from './types';

export const DEEPFAKE_CASES: readonly ScenarioCase[] = [
  {
    id: 'deepfake-01',
    fraudId: 'Deepfake',
    defenseIds: ['VerificationProtocols', 'DeepfakeDetection', 'SegregationOfDuties'],
    medium: 'video-call',
    context: 'You work in finance. An email invited you to a "confidential" video call; the CFO and two colleagues you recognise are on it.',
    body: [],
    lines: [
      { speaker: 'CFO (video)', text: 'Thanks for joining. We are closing an acquisition and it must stay confidential until it is announced.' },
      { speaker: 'CFO (video)', text: 'I need you to make fifteen transfers today to the accounts in the chat. Skip the usual approval, I\'m authorising it here.' },
      { speaker: 'Colleague (video)', text: 'I can confirm, we\'ve all been briefed. Please keep it off email.' },
    ],
    question: 'Faces and voices look right. What do you do?',
    choices: [
      { id: 'a', label: 'End the call and phone the CFO on the number you already have' },
      { id: 'b', label: 'Ask everyone to turn their heads to check for glitches, then pay' },
      { id: 'c', label: 'Make the transfers: you can see and hear the CFO give the order' },
    ],
  },
  {
    id: 'deepfake-02',
    fraudId: 'Deepfake',
    defenseIds: ['VerificationProtocols', 'UserEducation'],
    medium: 'call',
    context: 'Saturday 23:15, a call from an unknown number. The voice sounds exactly like your son.',
    body: [],
    lines: [
      { speaker: 'Caller', text: 'Mom, it\'s me. I\'ve had an accident and the police are here. My phone is broken, I\'m on a friend\'s.' },
      { speaker: 'Caller', text: 'I need R15,000 for bail right now. Please don\'t tell Dad. A lawyer will call you with the account.' },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Ask for your family code word, then call your son\'s own number' },
      { id: 'b', label: 'Pay quickly: it is his voice and he is in trouble' },
      { id: 'c', label: 'Wait for the lawyer\'s call and pay if the lawyer sounds professional' },
    ],
  },
  {
    id: 'deepfake-03',
    fraudId: 'Deepfake',
    defenseIds: ['UserEducation', 'DeepfakeDetection'],
    medium: 'web-page',
    context: 'A video ad in your social feed, then the page it opens',
    link: 'https://news-today-za.example/redvale-reveals',
    body: [
      'VIDEO: billionaire Nathan Redvale reveals on live TV the platform that pays him 30% a week.',
      '"Anyone can start with R4,500. The system is guaranteed by the banks," says Redvale in the clip.',
      'Register now: places close at midnight.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Register with R4,500 only, to test it before putting in more' },
      { id: 'b', label: 'Close the page; no real investment is guaranteed at 30% a week' },
      { id: 'c', label: 'Look at the comments under the video to see if others were paid' },
    ],
  },
  {
    id: 'deepfake-04',
    fraudId: 'Deepfake',
    defenseIds: ['VerificationProtocols'],
    medium: 'video-call',
    context: 'Your weekly team meeting, in the calendar for months, on the company\'s usual video app',
    body: [],
    lines: [
      { speaker: 'Manager (video)', text: 'Morning all. Quick one: please read the draft budget in the team folder before Thursday.' },
      { speaker: 'Manager (video)', text: 'Comments go in the document as usual. No decisions today, we\'ll discuss it together next week.' },
    ],
    question: 'Do you need to verify this call before doing what is asked?',
    choices: [
      { id: 'a', label: 'Yes: hang up and ask the manager by phone if it was really her' },
      { id: 'b', label: 'No: it is a regular meeting asking for nothing risky' },
      { id: 'c', label: 'Yes: ask her to say a code word before you open the folder' },
    ],
  },
  {
    id: 'deepfake-05',
    fraudId: 'Deepfake',
    defenseIds: ['DeepfakeDetection', 'VerificationProtocols'],
    medium: 'login-prompt',
    context: 'You are opening an account in Northwind Bank\'s app, which you installed from the official app store.',
    link: 'https://app.northwindbank.example/onboarding/selfie',
    body: [
      'Step 3 of 4: confirm it\'s you',
      'Hold your ID card next to your face, then slowly turn your head left and right when asked. This short live video is compared with your ID photo.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Record the live video: you started this in the bank\'s app' },
      { id: 'b', label: 'Stop: a selfie video could be used to make a deepfake of you' },
      { id: 'c', label: 'Upload an old photo of yourself instead of a live video' },
    ],
  },
];
