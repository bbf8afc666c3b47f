import type { BankCaseKey } from './types';

export const RANSOMWARE_KEYS: readonly BankCaseKey[] = [
  {
    id: 'ransomware-01',
    answerId: 'b',
    legitimate: false,
    skill: 'check-sender',
    flags: [
      {
        quote: 'Pay today to avoid legal action.',
        why: 'An overdue notice with a threat is the bait to get the attachment opened.',
      },
      {
        quote: 'Invoice_0932.zip, password 4431',
        why: 'A password-protected archive hides malware from the mail filter.',
      },
      { quote: 'click "Enable content"', why: 'Enabling content runs the macro that installs the malware.' },
    ],
    habit: 'Never open an unexpected attachment or enable content to "see" a document; report it instead.',
  },
  {
    id: 'ransomware-02',
    answerId: 'a',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      {
        quote: 'on this network have been locked',
        why: 'Ransomware spreads over the network: disconnecting stops it reaching more machines.',
      },
      {
        quote: 'Do not contact the police.',
        why: 'Criminals want you isolated; report it to IT and to the police (SAPS).',
      },
      { quote: 'After that the price doubles', why: 'The deadline pushes you to pay before IT can act.' },
    ],
    habit: 'Isolate a machine showing a ransom note at once and tell IT; recovery comes from backups, not from paying.',
  },
  {
    id: 'ransomware-03',
    answerId: 'd',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      { quote: 'itdesk@northwind-traders.example', why: "It comes from your company's own domain." },
      { quote: 'The intranet homepage has the same notice.', why: 'A second channel you trust says the same.' },
      { quote: 'Nothing to click or install yourself.', why: 'It asks for no login, link or download.' },
    ],
    habit: 'Let updates install: patching known holes is one of the best defenses against ransomware.',
  },
  {
    id: 'ransomware-04',
    answerId: 'b',
    legitimate: true,
    skill: 'build-secure',
    flags: [
      { quote: 'one kept offline and off-site', why: 'An offline copy is one ransomware cannot encrypt.' },
      { quote: 'we restore a sample of files to prove the backups work', why: 'A backup is only proven by a restore.' },
      {
        quote: 'The offline copy is disconnected after each nightly run',
        why: 'Malware on the network cannot reach a copy that is not connected.',
      },
    ],
    habit: 'Keep 3-2-1 backups with one offline copy, and test restores: it turns a ransom note into a bad day.',
  },
  {
    id: 'ransomware-05',
    answerId: 'c',
    legitimate: false,
    skill: 'guard-access',
    flags: [
      {
        quote: 'Your browser is out of date.',
        why: 'A website cannot update your browser; a fake update box is a common way in for ransomware gangs.',
      },
      {
        quote: 'Browser_Update_131.js',
        why: "A script file, not an installer from the browser maker: running it runs the attacker's code.",
      },
    ],
    habit:
      'Update the browser only from its own menu or through IT; a web page that offers an update is serving malware.',
  },
  {
    id: 'ransomware-06',
    answerId: 'a',
    legitimate: false,
    skill: 'verify-channel',
    flags: [
      {
        quote: 'IT Helpdesk (External)',
        why: 'The chat comes from outside your company: anyone can name an account "IT Helpdesk".',
      },
      {
        quote: 'open Quick Assist on your laptop and send me the code it shows',
        why: 'The code gives him control of your laptop, the first step of many ransomware attacks.',
      },
      {
        quote: 'we can clean it up for you now',
        why: 'The spam flood was likely sent by the same people, to make this offer of help believable.',
      },
    ],
    habit:
      'Never give remote access to someone who contacts you; reach IT through the number or portal you already know.',
  },
  {
    id: 'ransomware-07',
    answerId: 'b',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      {
        quote: 'file names are changing to .dvlt while you watch',
        why: 'The encryption is still spreading over the network: cutting it off saves files.',
      },
      {
        quote: 'The other PCs still work.',
        why: 'There is still something to protect; speed matters.',
      },
      {
        quote: 'Write to restore@darkvault.example within 72 hours.',
        why: 'Talking to the criminals first wastes the minutes that count and tells them they have you.',
      },
    ],
    habit:
      'Isolate an infected machine from the network at once, keep it on for the investigators, and call your IT support.',
  },
  {
    id: 'ransomware-08',
    answerId: 'a',
    legitimate: true,
    skill: 'build-secure',
    flags: [
      {
        quote: 'the backup disk stays plugged in all the time',
        why: 'A backup that is always connected gets encrypted with everything else.',
      },
      {
        quote: 'unplug it and keep it in your safe, and test a restore each month',
        why: 'An offline copy plus restore tests is the standard defence against ransomware.',
      },
    ],
    habit:
      'Keep at least one backup copy offline and test that it restores; "always plugged in" is convenience, not safety.',
  },
];
