import type { CaseKey } from './types';

export const SYSTEM_ATTACK_KEYS: readonly CaseKey[] = [
  {
    id: 'zero-day-01',
    answerId: 'b',
    legitimate: true,
    flags: [
      { quote: 'You opened your web browser\'s own "About" page from its menu.', why: 'The update comes from the browser itself, not from a message.' },
      { quote: 'fixes a security flaw that is being exploited in the wild', why: 'A fix for a flaw already in use by attackers should go on at once.' },
    ],
    habit: 'Install security updates as soon as your software offers them, from its own updater.',
  },
  {
    id: 'zero-day-02',
    answerId: 'c',
    legitimate: false,
    flags: [
      { quote: 'patch@secure-hotfix.example', why: 'Software makers and your IT team do not send patches from an unknown domain.' },
      { quote: 'patch-kb991.exe', why: 'A program downloaded from an email link is the malware itself.' },
      { quote: 'click "Run anyway"', why: 'Overriding the warning defeats your PC\'s protection.' },
    ],
    habit: 'Updates come from the software\'s own updater or your IT team, never from a link in an email.',
  },
  {
    id: 'zero-day-03',
    answerId: 'a',
    legitimate: true,
    flags: [
      { quote: 'You subscribed to this vendor\'s security advisories.', why: 'You asked for these notices, from the vendor\'s own domain.' },
      { quote: 'https://filebridge.example/security/FB-2026-07', why: 'The link goes to the vendor\'s own security page.' },
      { quote: 'turn off the public upload page, keep the server reachable only over VPN', why: 'Shrinking exposure is how you defend before a patch exists.' },
    ],
    habit: 'When there is no patch yet, apply the vendor\'s workaround, limit exposure and watch logs until it ships.',
  },
  {
    id: 'cryptojacking-01',
    answerId: 'b',
    legitimate: false,
    flags: [
      { quote: 'two days after you installed a free "video converter" from a download site', why: 'Free tools from download sites often bundle a hidden miner.' },
      { quote: 'using 95% of the CPU', why: 'A miner uses all the processor power it can get.' },
      { quote: 'It starts again a minute after you end it.', why: 'Malware restarts itself to keep mining.' },
    ],
    habit: 'A hot, slow machine with a busy unknown process needs a cleanup, not patience; install software only from trusted sources.',
  },
  {
    id: 'cryptojacking-02',
    answerId: 'a',
    legitimate: false,
    flags: [
      { quote: 'Our player uses your browser\'s spare power', why: 'The page mines cryptocurrency with your processor.' },
      { quote: 'Since you opened the tab, your laptop has been hot and slow.', why: 'Heat and slowness tied to one tab point to in-browser mining.' },
    ],
    habit: 'Close a tab that makes your device hot and slow; a script blocker and updated browser help.',
  },
  {
    id: 'cryptojacking-03',
    answerId: 'a',
    legitimate: true,
    flags: [
      { quote: 'through the IT ticket system you use every week', why: 'It comes through your company\'s own channel.' },
      { quote: 'connecting to a known mining pool on port 3333', why: 'Network monitoring caught the miner by its traffic.' },
      { quote: 'we\'ll rebuild it from a clean image', why: 'A clean rebuild is the right fix; they ask you for nothing.' },
    ],
    habit: 'Let IT isolate and rebuild a compromised machine; do not log in to it.',
  },
  {
    id: 'brute-force-01',
    answerId: 'c',
    legitimate: true,
    flags: [
      { quote: 'You have not tried to sign in since yesterday.', why: 'Someone else is guessing your password.' },
      { quote: 'itdesk@northwind-traders.example', why: 'It comes from your company\'s own domain.' },
      { quote: 'There is no link in this email.', why: 'It sends you to a page you already know.' },
    ],
    habit: 'When someone is guessing your password, change it through a page you know and make sure MFA is on.',
  },
  {
    id: 'brute-force-02',
    answerId: 'd',
    legitimate: true,
    flags: [
      { quote: 'which you opened yourself', why: 'You reached the site on your own.' },
      { quote: 'Use at least 15 characters; passphrases are welcome.', why: 'Length beats complexity: a long passphrase takes far longer to guess.' },
      { quote: 'We check new passwords against lists of breached passwords.', why: 'Blocking known passwords is what NIST recommends.' },
    ],
    habit: 'Pick a long, unique passphrase for each site; patterns like a season and year are guessed first.',
  },
  {
    id: 'brute-force-03',
    answerId: 'a',
    legitimate: false,
    flags: [
      { quote: '380 different staff and customer usernames, from 900 IP addresses', why: 'Many accounts from many addresses is password spraying.' },
      { quote: 'only one or two tries with common passwords', why: 'A few tries per account stays under lockout limits.' },
    ],
    habit: 'Stop password spraying with MFA and rate limits, not forced monthly changes.',
  },
];
