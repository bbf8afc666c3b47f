import type { CaseKey } from './types';

export const ACCOUNT_TAKEOVER_KEYS: readonly CaseKey[] = [
  {
    id: 'account-takeover-01',
    answerId: 'b',
    legitimate: false,
    flags: [
      { quote: 'I sent a 6-digit code to your number by mistake', why: 'Nobody can send their code to your number by mistake: it is your account\'s code.' },
      { quote: 'Can you forward it to me quickly?', why: 'The code lets them register your account on their phone.' },
      { quote: 'The message comes from your friend Zanele\'s usual account.', why: 'Her account may already be taken over; that is how it spreads.' },
    ],
    habit: 'Never forward a verification code, even to a friend; call them on their number instead.',
  },
  {
    id: 'account-takeover-02',
    answerId: 'b',
    legitimate: true,
    flags: [
      { quote: 'Two minutes ago you signed in to Shopwise for the first time on your new laptop', why: 'The alert matches what you did.' },
      { quote: 'Device: Chrome on Windows · Location: near Johannesburg · Time: 18:42', why: 'Device, place and time are yours.' },
      { quote: 'change your password in the app or at shopwise.example', why: 'It sends you to the app or the site you know, with no link to click.' },
    ],
    habit: 'Read sign-in alerts: one that matches your own sign-in needs nothing, one that does not means change your password.',
  },
  {
    id: 'account-takeover-03',
    answerId: 'd',
    legitimate: false,
    flags: [
      { quote: 'Your phone has buzzed with the same sign-in request five times.', why: 'Repeated prompts are MFA fatigue: they hope you approve one to make it stop.' },
      { quote: 'Location: Lagos, NG', why: 'The sign-in is not coming from you.' },
      { quote: '02:14, you are in bed.', why: 'You are not signing in, so someone else has your password.' },
    ],
    habit: 'Deny any sign-in prompt you did not start, and change the password it proves someone has.',
  },
  {
    id: 'account-takeover-04',
    answerId: 'a',
    legitimate: true,
    flags: [
      { quote: 'You opened your password manager\'s app', why: 'You are in your own tool, not following a message.' },
      { quote: 'You use the same password on 3 other sites.', why: 'A reused password lets criminals try it everywhere (credential stuffing).' },
      { quote: 'using a different password for every account', why: 'Unique passwords contain a breach to one site.' },
    ],
    habit: 'Change a breached password everywhere you used it, and use a different one for each site.',
  },
];
