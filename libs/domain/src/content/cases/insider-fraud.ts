import type { ScenarioCase } from './types';

export const INSIDER_CASES: readonly ScenarioCase[] = [
  {
    id: 'insider-01',
    fraudId: 'InsiderFraud',
    defenseIds: ['PrincipleOfLeastPrivilege', 'SegregationOfDuties'],
    medium: 'chat',
    context: 'Work chat. Marco joined the finance team last week.',
    body: [],
    lines: [
      { speaker: 'Marco', text: 'Hey, my access to the payments system is still pending 😩 and I need to release a refund to a customer today.' },
      { speaker: 'Marco', text: 'Can you give me your login for ten minutes? I\'ll log out straight after. The boss is out so no point asking her.' },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Say no, and point him to IT and his manager' },
      { id: 'b', label: 'Log in yourself and let him release the refund at your desk' },
      { id: 'c', label: 'Share the login, then change your password afterwards' },
    ],
  },
  {
    id: 'insider-02',
    fraudId: 'InsiderFraud',
    defenseIds: ['RegularAudits', 'SegregationOfDuties'],
    medium: 'in-person',
    context: 'You work the till next to Jess at a busy shop.',
    body: [
      'Several times a day, after a customer has paid cash and left, Jess voids the sale on her till and puts the notes in her pocket.',
      'When you glance over she says: "Managers never check the voids report. Don\'t make it a thing."',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Report it to the manager or the tip line' },
      { id: 'b', label: 'Say nothing: it is not your till' },
      { id: 'c', label: 'Warn Jess that she will be caught one day' },
    ],
  },
  {
    id: 'insider-03',
    fraudId: 'InsiderFraud',
    defenseIds: ['PrincipleOfLeastPrivilege', 'RegularAudits'],
    medium: 'email',
    context: 'You moved from payroll to the marketing team last month.',
    from: 'Access Review <access-review@karoo-logistics.example>',
    to: 'you@karoo-logistics.example',
    subject: 'Quarterly access review: payroll access removed',
    link: 'https://intranet.karoo-logistics.example/access',
    body: [
      'As part of the quarterly access review, your access to the payroll system has been removed because you no longer work in payroll.',
      'Your marketing access is unchanged. If you still need something, your manager can request it on the intranet.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Ask a payroll colleague to share their login in case you need it' },
      { id: 'b', label: 'Complain that removing access means they distrust you' },
      { id: 'c', label: 'Nothing: it is a routine review' },
    ],
  },
];
