import type { BankCase } from './types';

export const INSIDER_CASES: readonly BankCase[] = [
  {
    id: 'insider-01',
    fraudId: 'InsiderFraud',
    defenseIds: ['PrincipleOfLeastPrivilege', 'SegregationOfDuties'],
    medium: 'chat',
    difficulty: 1,
    context: 'Work chat. Marco joined the finance team last week.',
    body: [],
    lines: [
      {
        speaker: 'Marco',
        text: 'Hey, my access to the payments system is still pending 😩 and I need to release a refund to a customer today.',
      },
      {
        speaker: 'Marco',
        text: "Can you give me your login for ten minutes? I'll log out straight after. The boss is out so no point asking her.",
      },
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
    difficulty: 1,
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
    difficulty: 1,
    context: 'Monday, your work inbox. Last month you moved from payroll to the marketing team.',
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
      { id: 'a', label: 'Ask a colleague for their login in case' },
      { id: 'b', label: 'Complain that removing access means they distrust you' },
      { id: 'c', label: 'Nothing: it is a routine review of who needs what' },
    ],
  },
  {
    id: 'insider-04',
    fraudId: 'InsiderFraud',
    defenseIds: ['PrincipleOfLeastPrivilege', 'NetworkMonitoring'],
    medium: 'in-person',
    difficulty: 2,
    context: 'Thursday 17:40, the sales office. Kagiso resigned last week and leaves on Friday.',
    body: [
      'You see Kagiso forwarding a spreadsheet called "All clients + pricing 2026" to kagiso.private@mailbox.example.',
      'He grins: "Just taking my contacts with me. Everyone does it, don\'t be a snitch."',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Ask him for a copy too, in case you leave' },
      { id: 'b', label: 'Report it today to your manager or the security team' },
      { id: 'c', label: 'Say nothing: his clients will follow him anyway' },
    ],
  },
  {
    id: 'insider-05',
    fraudId: 'InsiderFraud',
    defenseIds: ['PrincipleOfLeastPrivilege', 'UserEducation'],
    medium: 'in-person',
    difficulty: 3,
    context: 'Tuesday 15:00, at your desk at Karoo Logistics',
    body: [
      'You type "Sam" in the To box and attach "Salaries March.xlsx" for your manager, Sam Dube.',
      'Your mail app stops you: "This file is labelled Confidential and one recipient, sam.d@mailbox.example, is outside Karoo Logistics. Remove the outside recipient or give a business reason."',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: "Remove the outside address and pick Sam's work address" },
      { id: 'b', label: 'Type "urgent" as the reason so the mail goes through' },
      { id: 'c', label: 'Send it from your personal email instead' },
    ],
  },
  {
    id: 'insider-06',
    fraudId: 'InsiderFraud',
    defenseIds: ['PrincipleOfLeastPrivilege', 'RegularAudits'],
    medium: 'chat',
    difficulty: 1,
    context: "Sunday 19:30, WhatsApp. You work in a bank's call centre.",
    from: 'Bongani (friend)',
    body: [],
    lines: [
      {
        speaker: 'Bongani',
        text: "Bru, quick favour. Can you check my ex's account on your system? Just her balance and her new address, for the maintenance case.",
      },
      { speaker: 'Bongani', text: "Nobody will know, you look up accounts all day. I'll buy you lunch 😄" },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Look it up just once: it is for a court case' },
      { id: 'b', label: 'Give him the address only, and nothing else from the account' },
      { id: 'c', label: 'Refuse: you may open accounts only for your work' },
    ],
  },
];
