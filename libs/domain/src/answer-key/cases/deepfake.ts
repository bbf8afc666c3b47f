import type { CaseKey } from './types';

export const DEEPFAKE_KEYS: readonly CaseKey[] = [
  {
    id: 'deepfake-01',
    answerId: 'a',
    legitimate: false,
    flags: [
      { quote: 'Skip the usual approval, I\'m authorising it here.', why: 'Bypassing the approval process is what the criminal needs; a real CFO keeps it.' },
      { quote: 'it must stay confidential', why: 'Secrecy stops you asking anyone outside the call.' },
      { quote: 'fifteen transfers today to the accounts in the chat', why: 'Many urgent transfers to new accounts is the pattern of the Arup case.' },
    ],
    habit: 'A face and voice on a call prove nothing: confirm any unusual payment by calling the person back on a number you hold.',
  },
  {
    id: 'deepfake-02',
    answerId: 'a',
    legitimate: false,
    flags: [
      { quote: 'The voice sounds exactly like your son.', why: 'A few seconds of audio are enough to clone a voice.' },
      { quote: 'My phone is broken, I\'m on a friend\'s.', why: 'An excuse for calling from a number you cannot check.' },
      { quote: 'Please don\'t tell Dad.', why: 'Secrecy keeps you from checking with someone else.' },
    ],
    habit: 'Agree a family code word and call the person back on their own number before sending money in an emergency.',
  },
  {
    id: 'deepfake-03',
    answerId: 'b',
    legitimate: false,
    flags: [
      { quote: 'pays him 30% a week', why: 'No real investment pays anything close to that.' },
      { quote: 'The system is guaranteed by the banks', why: 'Guaranteed high returns are the surest sign of an investment fraud.' },
      { quote: 'https://news-today-za.example/redvale-reveals', why: 'A look-alike news site hosts the doctored video of a famous person.' },
    ],
    habit: 'A celebrity endorsing guaranteed returns in an ad is a doctored clip until proven otherwise; never invest from an ad.',
  },
  {
    id: 'deepfake-04',
    answerId: 'b',
    legitimate: true,
    flags: [
      { quote: 'in the calendar for months, on the company\'s usual video app', why: 'A meeting you expected, on the usual platform.' },
      { quote: 'please read the draft budget in the team folder', why: 'The request is ordinary work in your own systems.' },
      { quote: 'No decisions today', why: 'No money, no secrets and no rush.' },
    ],
    habit: 'Save call-backs for requests that move money, share secrets or skip the process; ordinary work on a regular call is fine.',
  },
  {
    id: 'deepfake-05',
    answerId: 'a',
    legitimate: true,
    flags: [
      { quote: 'which you installed from the official app store', why: 'You are in the bank\'s own app, by your choice.' },
      { quote: 'https://app.northwindbank.example/onboarding/selfie', why: 'The page is on the bank\'s own domain.' },
      { quote: 'slowly turn your head left and right when asked', why: 'A live check like this is how banks detect deepfakes and stolen photos.' },
    ],
    habit: 'A live selfie check inside your bank\'s own app, during a sign-up you started, is a defense against deepfakes.',
  },
];
