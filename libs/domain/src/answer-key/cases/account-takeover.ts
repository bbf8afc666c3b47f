import type { BankCaseKey } from './types';

export const ACCOUNT_TAKEOVER_KEYS: readonly BankCaseKey[] = [
  {
    id: 'account-takeover-01',
    answerId: 'b',
    legitimate: false,
    skill: 'protect-codes',
    flags: [
      {
        quote: 'I sent a 6-digit code to your number by mistake',
        why: "Nobody can send their code to your number by mistake: it is your account's code.",
      },
      { quote: 'Can you forward it to me quickly?', why: 'The code lets them register your account on their phone.' },
      {
        quote: 'Zanele (saved contact)',
        why: 'Her account may already be taken over; that is how it spreads from phone to phone.',
      },
    ],
    habit: 'Never forward a verification code, even to a friend; call them on their number instead.',
  },
  {
    id: 'account-takeover-02',
    answerId: 'b',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'Two minutes ago you signed in to Shopwise for the first time on your new laptop',
        why: 'The alert matches what you did.',
      },
      {
        quote: 'Device: Chrome on Windows · Location: near Johannesburg · Time: 18:42',
        why: 'Device, place and time are yours.',
      },
      {
        quote: 'change your password in the app or at shopwise.example',
        why: 'It sends you to the app or the site you know, with no link to click.',
      },
    ],
    habit:
      'Read sign-in alerts: one that matches your own sign-in needs nothing, one that does not means change your password.',
  },
  {
    id: 'account-takeover-03',
    answerId: 'd',
    legitimate: false,
    skill: 'protect-codes',
    flags: [
      {
        quote: 'Request 5 of 5 in the last ten minutes',
        why: 'Repeated prompts are MFA fatigue: they hope you approve one to make it stop.',
      },
      { quote: 'Location: Lagos, NG', why: 'The sign-in is not coming from you.' },
      {
        quote: 'A buzz from your phone wakes you up.',
        why: 'You are not signing in, so someone else has your password.',
      },
    ],
    habit: 'Deny any sign-in prompt you did not start, and change the password it proves someone has.',
  },
  {
    id: 'account-takeover-04',
    answerId: 'a',
    legitimate: true,
    skill: 'respond-fast',
    flags: [
      {
        quote: 'You use the same password on 3 other sites.',
        why: 'A reused password lets criminals try it everywhere (credential stuffing).',
      },
      { quote: 'using a different password for every account', why: 'Unique passwords contain a breach to one site.' },
    ],
    habit: 'Change a breached password everywhere you used it, and use a different one for each site.',
  },
  {
    id: 'account-takeover-05',
    answerId: 'b',
    legitimate: true,
    skill: 'protect-codes',
    flags: [
      {
        quote: 'To help you remember it, WhatsApp will ask for it from time to time.',
        why: 'The app itself checks you still know your PIN: it is on your screen, not in a message.',
      },
      {
        quote: 'You set this 6-digit PIN yourself last year',
        why: 'It is your own two-step PIN, which blocks anyone who gets your SMS code.',
      },
    ],
    habit: 'Type your two-step PIN only into the app itself when it asks; never send it or a WhatsApp code to anyone.',
  },
  {
    id: 'account-takeover-06',
    answerId: 'c',
    legitimate: false,
    skill: 'guard-access',
    flags: [
      {
        quote: 'Read, compose, send and permanently delete all your email',
        why: 'A PDF tool has no need for your mail; with this it can read your reset codes and write as you.',
      },
      {
        quote: '"QuickPDF Merge" (quickpdf-merge.example)',
        why: 'An unknown app from a search result is asking for the keys to your mailbox.',
      },
      {
        quote: 'https://accounts.mailbox.example/oauth/consent?client=quickpdf-merge',
        why: 'The real sign-in page shows the request, but it is the app that gets the access.',
      },
    ],
    habit:
      'On a consent screen read what the app gets, not just whose page it is; a new password does not take back access you granted.',
  },
  {
    id: 'account-takeover-07',
    answerId: 'a',
    legitimate: true,
    skill: 'guard-access',
    flags: [
      {
        quote: 'your name · your email address · your profile picture',
        why: 'It asks for the basics a ticket site needs, nothing more.',
      },
      {
        quote: 'TicketNest will not see your password or your mail.',
        why: 'Signing in this way shares no password, so a leak at TicketNest would not expose it.',
      },
    ],
    habit:
      '"Sign in with" is safe when the app asks only for your name and email; stop when it asks for your mail, files or contacts.',
  },
  {
    id: 'account-takeover-08',
    answerId: 'a',
    legitimate: false,
    skill: 'protect-codes',
    flags: [
      { quote: 'says you have won R500 in airtime', why: 'A prize you did not enter for is the hook.' },
      {
        quote: 'He takes your phone to "load the voucher".',
        why: 'Your phone, your face and your approval are all he needs to move your banking to his phone.',
      },
      {
        quote: 'Approve linking a new device to your profile?',
        why: 'The prompt says what it does: it links his device to your bank profile.',
      },
    ],
    habit:
      'Keep your phone in your hands and read every approval prompt; never approve a new device you are not setting up yourself.',
  },
  {
    id: 'account-takeover-09',
    answerId: 'c',
    legitimate: false,
    skill: 'guard-access',
    flags: [
      {
        quote: 'https://nwb-app-update.example/NWB_Secure.apk',
        why: 'An app file from a web link is not from the app store: it can read your texts and control your phone.',
      },
      {
        quote: 'your banking app expires today',
        why: 'Apps do not expire overnight; the deadline is there to rush you.',
      },
      { quote: 'NWBank', why: 'A sender name on a text can be set by anyone.' },
    ],
    habit:
      'Get and update banking apps only from the official app store; a link to an app file is never from your bank.',
  },
  {
    id: 'account-takeover-10',
    answerId: 'b',
    legitimate: false,
    skill: 'protect-codes',
    flags: [
      {
        quote: "Your WhatsApp code: 482-115. Don't share this code with others.",
        why: 'The code registers your WhatsApp number on his phone: it is not a seller check.',
      },
      {
        quote: "The site wants me to check you're a real seller first.",
        why: 'Marketplaces do not ask buyers to collect codes from sellers.',
      },
    ],
    habit:
      'Read what a code is for before you share it; a WhatsApp code hands over your account, and nobody honest needs it.',
  },
  {
    id: 'account-takeover-11',
    answerId: 'a',
    legitimate: true,
    skill: 'protect-codes',
    flags: [
      {
        quote: 'You are signing in to Mailbox on your new phone',
        why: 'The prompt answers a sign-in you are making right now.',
      },
      {
        quote: 'Samsung A54 · near Johannesburg · just now',
        why: 'Device, place and time match your new phone.',
      },
      {
        quote: 'Your new phone shows the number 37.',
        why: 'Number matching ties the approval to the screen in front of you.',
      },
    ],
    habit:
      'Approve a sign-in prompt only when you are signing in yourself and the details match; then approving is exactly right.',
  },
  {
    id: 'account-takeover-12',
    answerId: 'a',
    legitimate: false,
    skill: 'check-sender',
    flags: [
      {
        quote: 'I cannot talk now, in a meeting, message only pls.',
        why: 'Whoever holds the account cannot speak in her voice, so calls are ruled out.',
      },
      {
        quote: 'Pay R10,000 deposit to his account',
        why: "Money to a third party's account, for a car you have not seen.",
      },
      {
        quote: 'way under value, I just want it gone',
        why: 'A bargain for friends only is the usual bait from a taken-over profile.',
      },
    ],
    habit:
      "A real profile can be in someone else's hands: before money moves, speak to the person on the phone number you already have.",
  },
  {
    id: 'account-takeover-13',
    answerId: 'c',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      {
        quote: 'mailbox-secure-login.example',
        why: "The password went to a look-alike site: assume it is in someone else's hands now.",
      },
      {
        quote: 'You use the same password for your online banking.',
        why: 'A reused password puts every account that shares it at risk.',
      },
    ],
    habit:
      'Once a password has gone to the wrong page, change it at once, end other sessions, and change it wherever you reused it.',
  },
  {
    id: 'account-takeover-14',
    answerId: 'c',
    legitimate: false,
    skill: 'guard-access',
    flags: [
      {
        quote: 'Settings > Linked devices > Link a device, then scan',
        why: "Linking a device opens your whole WhatsApp on someone else's computer.",
      },
      {
        quote: 'That is how the vote is counted.',
        why: 'No competition counts votes by linking your WhatsApp.',
      },
    ],
    habit:
      'Scan a "Link a device" code only on a screen you own; once linked, a stranger reads and writes as you until you notice.',
  },
];
