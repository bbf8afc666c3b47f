import type { BankCaseKey } from './types';

export const DEEPFAKE_KEYS: readonly BankCaseKey[] = [
  {
    id: 'deepfake-01',
    answerId: 'a',
    legitimate: false,
    skill: 'verify-channel',
    flags: [
      {
        quote: "Skip the usual approval, I'm authorising it here.",
        why: 'Bypassing the approval process is what the criminal needs; a real CFO keeps it.',
      },
      { quote: 'it must stay confidential', why: 'Secrecy stops you asking anyone outside the call.' },
      {
        quote: 'fifteen transfers today to the accounts in the chat',
        why: 'Many urgent transfers to new accounts is the pattern of the Arup case.',
      },
    ],
    habit:
      'A face and voice on a call prove nothing: confirm any unusual payment by calling the person back on a number you hold.',
  },
  {
    id: 'deepfake-02',
    answerId: 'a',
    legitimate: false,
    skill: 'verify-channel',
    flags: [
      {
        quote: "Mom, it's me.",
        why: 'It sounds like your son, but a few seconds of his voice from a video are enough to clone it.',
      },
      { quote: "My phone is broken, I'm on a friend's.", why: 'An excuse for calling from a number you cannot check.' },
      { quote: "Please don't tell Dad.", why: 'Secrecy keeps you from checking with someone else.' },
    ],
    habit:
      'Agree a family code word and call the person back on their own number before sending money in an emergency.',
  },
  {
    id: 'deepfake-03',
    answerId: 'b',
    legitimate: false,
    skill: 'doubt-offer',
    flags: [
      { quote: 'pays him 30% a week', why: 'No real investment pays anything close to that.' },
      {
        quote: 'The system is guaranteed by the banks',
        why: 'Guaranteed high returns are the surest sign of an investment fraud.',
      },
      {
        quote: 'https://news-today-za.example/redvale-reveals',
        why: 'A look-alike news site hosts the doctored video of a famous person.',
      },
    ],
    habit:
      'A celebrity endorsing guaranteed returns in an ad is a doctored clip until proven otherwise; never invest from an ad.',
  },
  {
    id: 'deepfake-04',
    answerId: 'b',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'Comments go in the document as usual.',
        why: "The meeting runs as it always does, on the company's own tools.",
      },
      {
        quote: 'please read the draft budget in the team folder',
        why: 'The request is ordinary work in your own systems.',
      },
      { quote: 'No decisions today', why: 'No money, no secrets and no rush.' },
    ],
    habit:
      'Save call-backs for requests that move money, share secrets or skip the process; ordinary work on a regular call is fine.',
  },
  {
    id: 'deepfake-05',
    answerId: 'a',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      { quote: 'https://app.northwindbank.example/onboarding/selfie', why: "The page is on the bank's own domain." },
      {
        quote: 'slowly turn your head left and right when asked',
        why: 'A live check like this is how banks detect deepfakes and stolen photos.',
      },
    ],
    habit:
      "A live selfie check inside your bank's own app, during a sign-up you started, is a defense against deepfakes.",
  },
  {
    id: 'deepfake-06',
    answerId: 'c',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      {
        quote: 'We made nudes of you from your profile photos.',
        why: 'AI tools fake such pictures from ordinary photos; you have done nothing wrong.',
      },
      { quote: 'Pay R3,000 by tomorrow', why: 'Paying proves you will pay: the demands usually come back bigger.' },
      {
        quote: "Don't block us.",
        why: 'They want to keep you isolated and talking; blocking and telling someone takes that away.',
      },
    ],
    habit:
      'Never pay sextortion: keep screenshots, report the account to the platform and SAPS, block it, and tell someone you trust.',
  },
  {
    id: 'deepfake-07',
    answerId: 'b',
    legitimate: false,
    skill: 'verify-channel',
    flags: [
      {
        quote: 'New number, my phone was stolen at res.',
        why: 'A new number is the excuse that stops you checking the usual one.',
      },
      {
        quote: "The video keeps freezing, I can't talk long.",
        why: 'A face-swap video glitches, so the caller blames the connection and keeps it short.',
      },
      {
        quote: "send it by PayShap to my friend's ShapID",
        why: "Money to a third person's account, in minutes, cannot be called back.",
      },
    ],
    habit:
      'A familiar face on video is not proof: end the call and phone the person, or family, on a number you already have.',
  },
  {
    id: 'deepfake-08',
    answerId: 'c',
    legitimate: true,
    skill: 'verify-channel',
    flags: [
      { quote: 'Sis Nomsa (saved contact)', why: 'The call comes from the number you have saved for your sister.' },
      { quote: '"Marula".', why: 'She knows the family code word you agreed on in person.' },
      {
        quote: 'Can you fetch the kids from aftercare at 17:30?',
        why: 'An everyday favour: no money, no secrecy, no new account.',
      },
    ],
    habit:
      'A family code word, asked for by you, is a quick check that beats a cloned voice; with it and no money involved, help out.',
  },
  {
    id: 'deepfake-09',
    answerId: 'a',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      {
        quote: "Remember how my mic didn't work?",
        why: 'A "broken mic" hides that the woman on screen was a recorded or synthetic video.',
      },
      {
        quote: 'Pay R5,000 to this account by 12:00',
        why: 'Paying does not delete anything; it marks you as someone who pays.',
      },
      {
        quote: 'I have your friends list.',
        why: 'The threat to share is the lever; reporting and locking down your profile takes it away.',
      },
    ],
    habit:
      'Never pay sextortion: stop replying, keep the evidence, report the account to the platform and SAPS, and tell someone you trust.',
  },
  {
    id: 'deepfake-10',
    answerId: 'b',
    legitimate: false,
    skill: 'spot-pressure',
    flags: [
      {
        quote: 'every minute counts',
        why: 'Panic over a parent is meant to stop you from calling anyone else first.',
      },
      {
        quote: 'My child, please help me, they will not start without the money.',
        why: 'A few seconds of a crying voice are easy to clone or fake, and hard to judge when you are scared.',
      },
      {
        quote: 'Pay it to the hospital account I SMS you now',
        why: 'Hospitals do not take emergency deposits by SMS account from a caller.',
      },
    ],
    habit:
      'When a call puts a loved one in danger and asks for money, hang up and reach them, and the hospital, on numbers you find yourself.',
  },
  {
    id: 'deepfake-11',
    answerId: 'c',
    legitimate: true,
    skill: 'verify-channel',
    flags: [
      {
        quote: 'Yes, it was me, my child. The R99 bundle, on this number.',
        why: 'You rang back on the number saved in your phone, and she confirmed it herself.',
      },
      {
        quote: 'Can you send me R99 of data?',
        why: 'A small, ordinary request to her own number, with no account or code involved.',
      },
    ],
    habit:
      'Once you have rung back on the number you know and the person confirms an ordinary request, help; more checks only add friction.',
  },
  {
    id: 'deepfake-12',
    answerId: 'a',
    legitimate: false,
    skill: 'guard-access',
    flags: [
      {
        quote: 'hold your ID next to your face, turn your head left and right',
        why: "That is the material a criminal needs to pass a bank's face check as you.",
      },
      {
        quote: 'say your full name and ID number',
        why: 'A voice sample with your ID number helps clone you on the phone.',
      },
      {
        quote: 'Same as the banks do.',
        why: 'Banks run face checks inside their own app, not by a video sent to an agent on WhatsApp.',
      },
    ],
    habit:
      "Your face, voice and ID together are a key to your accounts: give them only inside a registered lender's own app or branch.",
  },
];
