import type { BankCaseKey } from './types';

export const SYSTEM_ATTACK_KEYS: readonly BankCaseKey[] = [
  {
    id: 'zero-day-01',
    answerId: 'b',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'Relaunch to finish updating.',
        why: "The update comes from the browser's own updater, not from a message or a web page.",
      },
      {
        quote: 'fixes a security flaw that is being exploited in the wild',
        why: 'A fix for a flaw already in use by attackers should go on at once.',
      },
    ],
    habit: 'Install security updates as soon as your software offers them, from its own updater.',
  },
  {
    id: 'zero-day-02',
    answerId: 'c',
    legitimate: false,
    skill: 'check-sender',
    flags: [
      {
        quote: 'patch@secure-hotfix.example',
        why: 'Software makers and your IT team do not send patches from an unknown domain.',
      },
      { quote: 'patch-kb991.exe', why: 'A program downloaded from an email link is the malware itself.' },
      { quote: 'click "Run anyway"', why: "Overriding the warning defeats your PC's protection." },
    ],
    habit: "Updates come from the software's own updater or your IT team, never from a link in an email.",
  },
  {
    id: 'zero-day-03',
    answerId: 'a',
    legitimate: true,
    skill: 'build-secure',
    flags: [
      {
        quote: 'advisories@filebridge.example',
        why: "The advisory comes from the vendor's own domain and asks you to download nothing.",
      },
      {
        quote: 'https://filebridge.example/security/FB-2026-07',
        why: "The link goes to the vendor's own security page.",
      },
      {
        quote: 'turn off the public upload page, keep the server reachable only over VPN',
        why: 'Shrinking exposure is how you defend before a patch exists.',
      },
    ],
    habit: "When there is no patch yet, apply the vendor's workaround, limit exposure and watch logs until it ships.",
  },
  {
    id: 'cryptojacking-01',
    answerId: 'b',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      {
        quote: 'FreeVidConvert Pro (2 days ago, from a download site)',
        why: 'Free tools from download sites often bundle a hidden miner.',
      },
      { quote: 'using 95% of the CPU', why: 'A miner uses all the processor power it can get.' },
      { quote: 'It starts again a minute after you end it.', why: 'Malware restarts itself to keep mining.' },
    ],
    habit:
      'A hot, slow machine with a busy unknown process needs a cleanup, not patience; install software only from trusted sources.',
  },
  {
    id: 'cryptojacking-02',
    answerId: 'a',
    legitimate: false,
    skill: 'guard-access',
    flags: [
      {
        quote: "Our player uses your browser's spare power",
        why: 'The page mines cryptocurrency with your processor.',
      },
      {
        quote: "Your laptop's fan has roared since this tab opened.",
        why: 'Heat and slowness tied to one tab point to in-browser mining.',
      },
    ],
    habit: 'Close a tab that makes your device hot and slow; a script blocker and updated browser help.',
  },
  {
    id: 'cryptojacking-03',
    answerId: 'a',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'https://tickets.northwind-traders.example/55120',
        why: "It comes through your company's own ticket system.",
      },
      {
        quote: 'connecting to a known mining pool on port 3333',
        why: 'Network monitoring caught the miner by its traffic.',
      },
      {
        quote: "we'll rebuild it from a clean image",
        why: 'A clean rebuild is the right fix; they ask you for nothing.',
      },
    ],
    habit: 'Let IT isolate and rebuild a compromised machine; do not log in to it.',
  },
  {
    id: 'brute-force-01',
    answerId: 'c',
    legitimate: true,
    skill: 'respond-fast',
    flags: [
      {
        quote: 'locked at 03:12 after 10 failed sign-in attempts',
        why: 'Ten tries in the middle of the night were not yours: someone is guessing your password.',
      },
      { quote: 'itdesk@northwind-traders.example', why: "It comes from your company's own domain." },
      { quote: 'There is no link in this email.', why: 'It sends you to a page you already know.' },
    ],
    habit: 'When someone is guessing your password, change it through a page you know and make sure MFA is on.',
  },
  {
    id: 'brute-force-02',
    answerId: 'd',
    legitimate: true,
    skill: 'protect-codes',
    flags: [
      {
        quote: 'Use at least 15 characters; passphrases are welcome.',
        why: 'Length beats complexity: a long passphrase takes far longer to guess.',
      },
      {
        quote: 'We check new passwords against lists of breached passwords.',
        why: 'Blocking known passwords is what NIST recommends.',
      },
    ],
    habit: 'Pick a long, unique passphrase for each site; patterns like a season and year are guessed first.',
  },
  {
    id: 'brute-force-03',
    answerId: 'a',
    legitimate: false,
    skill: 'build-secure',
    flags: [
      {
        quote: '380 different staff and customer usernames, from 900 IP addresses',
        why: 'Many accounts from many addresses is password spraying.',
      },
      {
        quote: 'only one or two tries with common passwords',
        why: 'A few tries per account stays under lockout limits.',
      },
    ],
    habit: 'Stop password spraying with MFA and rate limits, not forced monthly changes.',
  },
  {
    id: 'zero-day-04',
    answerId: 'b',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'the Settings app on your phone',
        why: 'The update is offered by the phone itself, not by a message or a website.',
      },
      {
        quote: 'may have been actively exploited',
        why: 'Attackers already use the flaw: waiting leaves you open to them.',
      },
    ],
    habit:
      'Install security updates from your phone\'s own Settings as soon as they come; "actively exploited" means today.',
  },
  {
    id: 'zero-day-05',
    answerId: 'a',
    legitimate: true,
    skill: 'build-secure',
    flags: [
      {
        quote: 'a flaw attackers are using to get in without a password',
        why: 'An exploited flaw on the device that guards your network cannot wait three weeks.',
      },
      {
        quote: "checking the gateway's logs for the signs the maker lists",
        why: 'Attackers may already be in: patching closes the door, the logs show who came through.',
      },
    ],
    habit:
      'Patch an exploited flaw on an internet-facing device out of cycle, and check for signs that it was used before the fix.',
  },
  {
    id: 'zero-day-06',
    answerId: 'c',
    legitimate: false,
    skill: 'verify-channel',
    flags: [
      {
        quote: 'FORWARD TO EVERYONE',
        why: 'Real security warnings come from the maker or trusted news, not from chain messages.',
      },
      {
        quote: 'it hacks your phone in 10 seconds and no update can fix it',
        why: 'Claims like this are the mark of a hoax; updates are exactly how real flaws get fixed.',
      },
      { quote: 'Confirmed on the radio!!', why: 'A vague source you cannot check is no source.' },
    ],
    habit:
      'Check a scary warning with the maker or a trusted news site before passing it on; keeping apps updated is the real protection.',
  },
  {
    id: 'cryptojacking-04',
    answerId: 'b',
    legitimate: false,
    skill: 'guard-access',
    flags: [
      {
        quote: 'read and change all your data on all websites',
        why: 'That is full access to everything you do online, far more than a VPN needs.',
      },
      {
        quote: 'keep running in the background when the browser is closed',
        why: 'Free extensions with this right can mine or spy on your machine at any time.',
      },
      {
        quote: 'Publisher: unknown · Privacy policy: none',
        why: 'Nobody stands behind it: star ratings can be bought.',
      },
    ],
    habit:
      'Before adding an extension, read what it can access and who publishes it; skip free tools that ask for everything.',
  },
  {
    id: 'cryptojacking-05',
    answerId: 'b',
    legitimate: true,
    skill: 'respond-fast',
    flags: [
      {
        quote: '64 GPU servers are running in three regions you have never used',
        why: 'GPU servers in unused regions are the signature of cloud cryptojacking.',
      },
      {
        quote: 'with the access key ending ...7QX',
        why: 'Whoever has that key can start new servers as soon as you delete these.',
      },
      {
        quote: 'Sign in to your console to review them.',
        why: 'The alert points you to your own console, with no link to click.',
      },
    ],
    habit:
      'When someone mines on your cloud account, revoke the key first, then stop the servers and find how the key leaked.',
  },
  {
    id: 'cryptojacking-06',
    answerId: 'c',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      { quote: '"Northwind AV: Full scan"', why: 'The busy process is your own antivirus, by name.' },
      { quote: 'Scheduled: Sundays 10:00', why: 'The load matches the scan schedule you set.' },
    ],
    habit:
      'A busy processor is a question, not a verdict: find the process; your own scheduled scan is fine, an unknown one is not.',
  },
  {
    id: 'brute-force-04',
    answerId: 'a',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'For your safety, your app is locked.',
        why: 'Locking after a few wrong PINs is what stops someone guessing yours.',
      },
      {
        quote: 'There is no link and no number to call.',
        why: 'It sends you only to the app or a branch, not to a link or number someone could fake.',
      },
    ],
    habit:
      'A lock after wrong PINs is protection; unlock it only inside the app or at a branch, never through a number from a search.',
  },
  {
    id: 'brute-force-05',
    answerId: 'c',
    legitimate: false,
    skill: 'build-secure',
    flags: [
      {
        quote: 'their ID number and a 4-digit PIN',
        why: 'ID numbers are easy to find, and a script can try all 10,000 PINs in minutes.',
      },
      { quote: "There's no limit on wrong tries", why: 'Without a limit, guessing is only a matter of time.' },
    ],
    habit: 'Protect a sign-in with a limit on wrong tries and a second step; short secrets need both.',
  },
  {
    id: 'brute-force-06',
    answerId: 'b',
    legitimate: false,
    skill: 'protect-codes',
    flags: [
      {
        quote: '21:28 InstaSnap: 551 092 is your password reset code.',
        why: 'Reset codes you did not ask for mean someone is trying to get into your account.',
      },
      {
        quote: "Don't share it.",
        why: 'The codes are safe as long as they stay with you: the next step of the attack is asking you for one.',
      },
    ],
    habit:
      "When reset codes arrive unasked, share none, turn on two-step sign-in and check the account's recovery email and phone.",
  },
  {
    id: 'zero-day-07',
    answerId: 'a',
    legitimate: false,
    skill: 'spot-pressure',
    flags: [
      {
        quote: 'Install the emergency update within 60 seconds.',
        why: 'A countdown on a web page is pressure; real browser updates wait for you.',
      },
      {
        quote: 'Download lumen_update.exe',
        why: 'Browsers update themselves; a file from a news page is malware dressed as a patch.',
      },
    ],
    habit:
      'A real zero-day in the news is a reason to update through the software itself, never through a pop-up that borrows the headline.',
  },
  {
    id: 'zero-day-08',
    answerId: 'b',
    legitimate: true,
    skill: 'build-secure',
    flags: [
      {
        quote: 'We know of attacks using it.',
        why: 'An exploited flaw on an internet-facing box cannot wait two weeks.',
      },
      {
        quote: 'She has just done so for tonight, with a backup of the settings first.',
        why: 'The emergency path exists for this, with a way back if the update fails.',
      },
      {
        quote: "available in the appliance's admin panel",
        why: 'The update comes through the product itself, not from a link in the mail.',
      },
    ],
    habit:
      'Patch an exploited flaw on an exposed system now, through the emergency change path; the usual test window is for usual updates.',
  },
  {
    id: 'cryptojacking-07',
    answerId: 'a',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      {
        quote: 'starts xmrig.exe every night at 19:00',
        why: 'A crypto miner using your power and hardware.',
      },
      {
        quote: 'That account is still active.',
        why: 'The way in is still open: ending the process alone lets it come back tonight.',
      },
    ],
    habit:
      'Contain the cause, not only the symptom: remove the miner, close the account it came through, and look for it elsewhere.',
  },
  {
    id: 'cryptojacking-08',
    answerId: 'b',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'Scheduled scan in progress, started 12:00.',
        why: 'The load matches the antivirus scan set for this time.',
      },
      {
        quote: 'IT set the weekly scan for Wednesdays at noon.',
        why: 'It is the scan IT planned, on the day and hour planned.',
      },
    ],
    habit: 'Match a busy CPU to what should be running: a known scan at its scheduled time is your protection working.',
  },
  {
    id: 'brute-force-07',
    answerId: 'a',
    legitimate: false,
    skill: 'protect-codes',
    flags: [
      {
        quote: 'Approve the next one and they will stop.',
        why: 'One approval lets the person who has your password in.',
      },
      {
        quote: 'Sorry about the prompts, our sync server is stuck in a loop.',
        why: 'Each prompt means someone typed your correct password; the call is there to get one approved.',
      },
    ],
    habit:
      'A flood of sign-in prompts means your password is out: deny every one, change the password and tell IT, whoever calls.',
  },
  {
    id: 'brute-force-08',
    answerId: 'c',
    legitimate: true,
    skill: 'protect-codes',
    flags: [
      {
        quote: 'https://members.healthplan.example/security/two-step',
        why: "You are on your medical aid's own site, setting up your own account.",
      },
      {
        quote: 'Scan this QR code with an authenticator app',
        why: 'This QR code links your authenticator to the account; that is how two-step set-up works.',
      },
    ],
    habit:
      'A QR code is judged by where you are: on a site you typed in, setting up two-step sign-in, scanning it is the safe move.',
  },
];
