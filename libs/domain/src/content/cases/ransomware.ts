import type { ScenarioCase } from './types';

export const RANSOMWARE_CASES: readonly ScenarioCase[] = [
  {
    id: 'ransomware-01',
    fraudId: 'Ransomware',
    defenseIds: ['EmailFiltering', 'UserEducation', 'ApplicationSandboxing'],
    medium: 'email',
    context: 'Tuesday 11:20, your work inbox. You do not deal with this company.',
    from: 'Accounts <accounts@mthembu-hardware.example>',
    to: 'you@northwind-traders.example',
    subject: 'Overdue: Invoice_0932 – final notice',
    body: [
      'Please find the overdue invoice attached (Invoice_0932.zip, password 4431).',
      'If the document looks blank, click "Enable content" at the top so it displays correctly.',
      'Pay today to avoid legal action.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Open the attachment to see which invoice it is' },
      { id: 'b', label: 'Report the email without opening the attachment' },
      { id: 'c', label: 'Open it, but do not click "Enable content"' },
    ],
  },
  {
    id: 'ransomware-02',
    fraudId: 'Ransomware',
    defenseIds: ['RegulatedAutoBackup', 'NetworkMonitoring'],
    medium: 'in-person',
    context: 'Thursday 08:05. You switch on your work PC and your screen shows this.',
    body: [
      'YOUR FILES ARE ENCRYPTED. Documents, photos and databases on this network have been locked.',
      'To get the decryption key, pay 0.4 BTC within 72 hours. After that the price doubles and your data is published.',
      'Do not contact the police. Do not restart.',
    ],
    question: 'What do you do first?',
    choices: [
      { id: 'a', label: 'Pull the network cable or turn off Wi-Fi, and call IT' },
      { id: 'b', label: 'Pay quickly before the price doubles' },
      { id: 'c', label: 'Keep working on another PC and mention it at lunch' },
    ],
  },
  {
    id: 'ransomware-03',
    fraudId: 'Ransomware',
    defenseIds: ['KeepUpdated'],
    medium: 'email',
    context: 'Friday 14:00, your work inbox. The intranet homepage has the same notice.',
    from: 'IT Service Desk <itdesk@northwind-traders.example>',
    to: 'all-staff@northwind-traders.example',
    subject: 'Security updates tonight – leave laptops on',
    body: [
      'Tonight from 20:00 we install this month\'s security updates on all laptops.',
      'Please leave your laptop switched on, plugged in and connected to the office network or VPN. It may restart once.',
      'Nothing to click or install yourself. Questions: the IT desk extension 4000.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Switch the laptop off tonight: updates are how attackers get in' },
      { id: 'b', label: 'Call extension 4000 and ask them to skip your laptop' },
      { id: 'c', label: 'Reply to the email asking IT to prove that it is really from them' },
      { id: 'd', label: 'Leave the laptop on and connected as asked' },
    ],
  },
  {
    id: 'ransomware-04',
    fraudId: 'Ransomware',
    defenseIds: ['RegulatedAutoBackup'],
    medium: 'letter',
    context: 'You run a small clinic. The IT contractor you hired sends this proposal after a yearly review.',
    body: [
      'Backups: three copies of patient records, on two kinds of storage, one kept offline and off-site.',
      'The offline copy is disconnected after each nightly run, so malware on the network cannot reach it.',
      'Each quarter we restore a sample of files to prove the backups work, and report the result to you.',
    ],
    question: 'Is this a sound plan against ransomware?',
    choices: [
      { id: 'a', label: 'No: cloud sync of the files is enough on its own' },
      { id: 'b', label: 'Yes: offline copies and tested restores' },
      { id: 'c', label: 'No: with good antivirus, backups are not needed' },
    ],
  },
];
