import type { BankCase } from './types';

export const DEEPFAKE_CASES: readonly BankCase[] = [
  {
    id: 'deepfake-01',
    fraudId: 'Deepfake',
    defenseIds: ['VerificationProtocols', 'DeepfakeDetection', 'SegregationOfDuties'],
    medium: 'video-call',
    difficulty: 3,
    context:
      'You work in finance. An email invited you to a "confidential" video call; the CFO and two colleagues you recognise are on it.',
    body: [],
    lines: [
      {
        speaker: 'CFO (video)',
        text: 'Thanks for joining. We are closing an acquisition and it must stay confidential until it is announced.',
      },
      {
        speaker: 'CFO (video)',
        text: "I need you to make fifteen transfers today to the accounts in the chat. Skip the usual approval, I'm authorising it here.",
      },
      { speaker: 'Colleague (video)', text: "I can confirm, we've all been briefed. Please keep it off email." },
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
    difficulty: 2,
    context: 'Saturday 23:15, a call to your mobile',
    from: '+27 83 000 4471',
    body: [],
    lines: [
      {
        speaker: "Caller (your son's voice)",
        text: "Mom, it's me. I've had an accident and the police are here. My phone is broken, I'm on a friend's.",
      },
      {
        speaker: "Caller (your son's voice)",
        text: "I need R15,000 for bail right now. Please don't tell Dad. A lawyer will call you with the account.",
      },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: "Ask for your family code word, then call your son's own number" },
      { id: 'b', label: 'Pay quickly: it is his voice and he is in trouble' },
      { id: 'c', label: "Wait for the lawyer's call, and pay if he sounds like a real lawyer" },
    ],
  },
  {
    id: 'deepfake-03',
    fraudId: 'Deepfake',
    defenseIds: ['UserEducation', 'DeepfakeDetection'],
    medium: 'web-page',
    difficulty: 1,
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
      { id: 'c', label: 'Check the comments under the video to see whether others were paid out' },
    ],
  },
  {
    id: 'deepfake-04',
    fraudId: 'Deepfake',
    defenseIds: ['VerificationProtocols'],
    medium: 'video-call',
    difficulty: 2,
    context: "Monday 09:00, the weekly team meeting on the company's video app",
    body: [],
    lines: [
      {
        speaker: 'Manager (video)',
        text: 'Morning all. Quick one: please read the draft budget in the team folder before Thursday.',
      },
      {
        speaker: 'Manager (video)',
        text: "Comments go in the document as usual. No decisions today, we'll discuss it together next week.",
      },
    ],
    question: 'Do you need to verify this call before doing what is asked?',
    choices: [
      { id: 'a', label: 'Yes: hang up and ask the manager by phone if it was really her' },
      { id: 'b', label: 'No: it is a regular meeting asking for nothing risky' },
      { id: 'c', label: 'Yes: ask her to confirm a code word first' },
    ],
  },
  {
    id: 'deepfake-05',
    fraudId: 'Deepfake',
    defenseIds: ['DeepfakeDetection', 'VerificationProtocols'],
    medium: 'login-prompt',
    difficulty: 3,
    context: "You are opening an account in Northwind Bank's app on your phone.",
    link: 'https://app.northwindbank.example/onboarding/selfie',
    body: [
      "Step 3 of 4: confirm it's you",
      'Hold your ID card next to your face, then slowly turn your head left and right when asked. This short live video is compared with your ID photo.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: "Record the live video: you started this in the bank's app" },
      { id: 'b', label: 'Stop: a selfie video could be used for a deepfake' },
      { id: 'c', label: 'Upload an old photo of yourself instead of a live video' },
    ],
  },
  {
    id: 'deepfake-06',
    fraudId: 'Deepfake',
    defenseIds: ['UserEducation', 'DeepfakeDetection'],
    medium: 'chat',
    difficulty: 2,
    pattern: 'sextortion',
    context: 'Sunday 21:00, Instagram messages. You are 19 and your account is public.',
    from: '@lux.collectz (no posts, created this week)',
    body: [],
    lines: [
      {
        speaker: 'lux.collectz',
        text: 'We made nudes of you from your profile photos. Look 👇 [blurred picture with your face]',
      },
      {
        speaker: 'lux.collectz',
        text: "Pay R3,000 by tomorrow or they go to all your followers and your university. Don't block us.",
      },
    ],
    question: 'The picture is not real, but it looks convincing. What do you do?',
    choices: [
      { id: 'a', label: 'Pay once, so it goes away before anyone sees it' },
      { id: 'b', label: 'Reply to warn them you will report them to the police' },
      { id: 'c', label: 'Pay nothing, keep screenshots, report and block' },
    ],
  },
  {
    id: 'deepfake-07',
    fraudId: 'Deepfake',
    defenseIds: ['VerificationProtocols', 'DeepfakeDetection'],
    medium: 'video-call',
    difficulty: 2,
    context: 'Wednesday 20:30, a WhatsApp video call',
    from: '+27 74 000 9932',
    body: [],
    lines: [
      {
        speaker: "Caller (your niece Ayanda's face)",
        text: "Aunty, it's me! New number, my phone was stolen at res. The video keeps freezing, I can't talk long.",
      },
      {
        speaker: "Caller (your niece Ayanda's face)",
        text: "I need R4,000 for my fees before 22:00 or I'm locked out of exams. Please send it by PayShap to my friend's ShapID, I'll text it.",
      },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Send it: you can see her face on the video' },
      { id: 'b', label: 'End the call and phone Ayanda or her parents on numbers you know' },
      { id: 'c', label: 'Ask her to turn her head to check for glitches, then pay' },
    ],
  },
  {
    id: 'deepfake-08',
    fraudId: 'Deepfake',
    defenseIds: ['VerificationProtocols'],
    medium: 'call',
    difficulty: 2,
    context: 'Thursday 17:10, a call to your mobile',
    from: 'Sis Nomsa (saved contact)',
    body: [],
    lines: [
      { speaker: 'Nomsa', text: 'Hey, my meeting is running late. Can you fetch the kids from aftercare at 17:30?' },
      { speaker: 'You', text: "Sure. What's our word?" },
      { speaker: 'Nomsa', text: '"Marula". Thanks, I owe you! I\'ll pick them up from yours at seven.' },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Refuse: any voice on the phone can be cloned these days' },
      { id: 'b', label: 'Call the aftercare and tell them nobody may fetch the kids today' },
      { id: 'c', label: 'Fetch the kids at 17:30' },
    ],
  },
  {
    id: 'deepfake-09',
    fraudId: 'Deepfake',
    defenseIds: ['UserEducation', 'DeepfakeDetection'],
    medium: 'chat',
    difficulty: 2,
    pattern: 'sextortion',
    context:
      'Friday 23:00, Messenger. Last night you had a flirty video call with "Lerato", whom you met online a week ago.',
    from: 'Lerato M.',
    body: [],
    lines: [
      {
        speaker: 'Lerato M.',
        text: "Remember how my mic didn't work? Look what I recorded last night 😈 [a clip of you from the call]",
      },
      {
        speaker: 'Lerato M.',
        text: 'Pay R5,000 to this account by 12:00 or I post it on your wall and send it to your family. I have your friends list.',
      },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Stop replying, keep the evidence, report the account, and get help' },
      { id: 'b', label: 'Pay, and ask her to delete the clip and every copy once the money arrives' },
      { id: 'c', label: 'Pay half now and promise the rest next week to buy some time' },
    ],
  },
  {
    id: 'deepfake-10',
    fraudId: 'Deepfake',
    defenseIds: ['VerificationProtocols', 'DeepfakeDetection'],
    medium: 'call',
    difficulty: 3,
    context: 'Wednesday 07:40, a call to your mobile',
    from: '+27 60 000 6620',
    body: [],
    lines: [
      {
        speaker: 'Caller',
        text: 'This is Dr Naidoo at the trauma unit in Cape Town. Your mother was hit by a taxi an hour ago. She is conscious, here she is.',
      },
      {
        speaker: "Woman (your mother's voice, crying)",
        text: 'My child, please help me, they will not start without the money.',
      },
      {
        speaker: 'Caller',
        text: 'We need a R20,000 deposit before theatre. Pay it to the hospital account I SMS you now; every minute counts.',
      },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Ask for his HPCSA number and the ward, and check them before you pay' },
      {
        id: 'b',
        label: 'Hang up and ring your mother, then the hospital on a number you look up',
      },
      { id: 'c', label: 'Pay a part now and the rest once you see her' },
    ],
  },
  {
    id: 'deepfake-11',
    fraudId: 'Deepfake',
    defenseIds: ['VerificationProtocols'],
    medium: 'video-call',
    difficulty: 3,
    context: 'Saturday 12:30, a WhatsApp video call from the number saved as "Ma" on your phone',
    body: [],
    lines: [
      {
        speaker: 'Ma (video a little jerky)',
        text: 'My data is finished and I am waiting for the clinic to call. Can you send me R99 of data?',
      },
      { speaker: 'You', text: 'Let me ring you back, Ma.' },
      {
        speaker: 'Ma (on a normal call to her saved number)',
        text: 'Yes, it was me, my child. The R99 bundle, on this number.',
      },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Refuse: a video call can be faked now, so send nothing by phone' },
      { id: 'b', label: 'Ask her to confirm your family code word on video first, to be safe' },
      { id: 'c', label: 'Buy her the R99 bundle' },
    ],
  },
  {
    id: 'deepfake-12',
    fraudId: 'Deepfake',
    defenseIds: ['DeepfakeDetection', 'UserEducation'],
    medium: 'chat',
    difficulty: 3,
    context: 'Monday 18:00, WhatsApp. You applied for a R15,000 loan through an ad on social media.',
    body: [],
    lines: [
      { speaker: 'QuickCash Loans', text: 'Good news, you are pre-approved! Final step is our video check.' },
      {
        speaker: 'QuickCash Loans',
        text: 'Send a 10-second video: hold your ID next to your face, turn your head left and right, then say your full name and ID number.',
      },
      { speaker: 'QuickCash Loans', text: 'Also a selfie with your bank card. Same as the banks do.' },
    ],
    question: 'What do you do?',
    choices: [
      {
        id: 'a',
        label: 'Send nothing; apply only with a registered lender, in its own app or branch',
      },
      { id: 'b', label: 'Ask for their NCR number first, then send the video but not the card selfie' },
      { id: 'c', label: 'Send it: banks do run video checks like this' },
    ],
  },
];
