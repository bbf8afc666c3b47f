import type { CaseKey } from './types';

export const RANSOMWARE_KEYS: readonly CaseKey[] = [
  {
    id: 'ransomware-01',
    answerId: 'b',
    legitimate: false,
    flags: [
      { quote: 'You do not deal with this company.', why: 'An invoice from a firm you never dealt with is bait.' },
      { quote: 'Invoice_0932.zip, password 4431', why: 'A password-protected archive hides malware from the mail filter.' },
      { quote: 'click "Enable content"', why: 'Enabling content runs the macro that installs the malware.' },
    ],
    habit: 'Never open an unexpected attachment or enable content to "see" a document; report it instead.',
  },
  {
    id: 'ransomware-02',
    answerId: 'a',
    legitimate: false,
    flags: [
      { quote: 'on this network have been locked', why: 'Ransomware spreads over the network: disconnecting stops it reaching more machines.' },
      { quote: 'Do not contact the police.', why: 'Criminals want you isolated; report it, as the FBI and police ask.' },
      { quote: 'After that the price doubles', why: 'The deadline pushes you to pay before IT can act.' },
    ],
    habit: 'Isolate a machine showing a ransom note at once and tell IT; recovery comes from backups, not from paying.',
  },
  {
    id: 'ransomware-03',
    answerId: 'd',
    legitimate: true,
    flags: [
      { quote: 'itdesk@northwind-traders.example', why: 'It comes from your company\'s own domain.' },
      { quote: 'The intranet homepage has the same notice.', why: 'A second channel you trust says the same.' },
      { quote: 'Nothing to click or install yourself.', why: 'It asks for no login, link or download.' },
    ],
    habit: 'Let updates install: patching known holes is one of the best defenses against ransomware.',
  },
  {
    id: 'ransomware-04',
    answerId: 'b',
    legitimate: true,
    flags: [
      { quote: 'one kept offline and off-site', why: 'An offline copy is one ransomware cannot encrypt.' },
      { quote: 'we restore a sample of files to prove the backups work', why: 'A backup is only proven by a restore.' },
      { quote: 'The IT contractor you hired', why: 'Advice from the contractor you chose, not an unsolicited offer.' },
    ],
    habit: 'Keep 3-2-1 backups with one offline copy, and test restores: it turns a ransom note into a bad day.',
  },
];
