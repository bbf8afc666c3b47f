import type { BankCaseKey } from './types';

export const INSIDER_KEYS: readonly BankCaseKey[] = [
  {
    id: 'insider-01',
    answerId: 'a',
    legitimate: false,
    skill: 'guard-access',
    flags: [
      {
        quote: 'Can you give me your login for ten minutes?',
        why: 'Everything done with your login is recorded as you.',
      },
      {
        quote: 'I need to release a refund to a customer today',
        why: 'Refunds are a common way to move money out; the access was held back for a reason.',
      },
      { quote: 'The boss is out so no point asking her.', why: 'Going around the manager removes the check.' },
    ],
    habit: 'Never share your login; access comes through IT and the manager, even when it is slow.',
  },
  {
    id: 'insider-02',
    answerId: 'a',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      {
        quote: 'Jess voids the sale on her till and puts the notes in her pocket',
        why: 'Voiding paid sales to take the cash is a classic insider theft.',
      },
      { quote: 'Managers never check the voids report.', why: 'Insider fraud lives where controls are not checked.' },
      { quote: "Don't make it a thing.", why: 'Pressure to stay quiet is how it goes on.' },
    ],
    habit: 'Report what you see through your manager or tip line: tips are the most common way insider fraud is found.',
  },
  {
    id: 'insider-03',
    answerId: 'c',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'because you no longer work in payroll',
        why: 'Least privilege: people keep only the access their current job needs.',
      },
      {
        quote: 'https://intranet.karoo-logistics.example/access',
        why: "The link goes to your company's own intranet.",
      },
    ],
    habit: 'Access that follows your current job, reviewed regularly, protects you and the company.',
  },
  {
    id: 'insider-04',
    answerId: 'b',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      {
        quote: 'Kagiso resigned last week and leaves on Friday.',
        why: 'The weeks before someone leaves are when most data walks out the door.',
      },
      {
        quote: '"All clients + pricing 2026" to kagiso.private@mailbox.example',
        why: "Company data sent to a private address leaves the company's control, and may break POPIA.",
      },
      { quote: "don't be a snitch", why: 'Pressure to stay quiet is how it goes unreported.' },
    ],
    habit:
      'Report data leaving the company the same day; it can still be stopped, and you are protecting the clients, not telling tales.',
  },
  {
    id: 'insider-05',
    answerId: 'a',
    legitimate: true,
    skill: 'guard-access',
    flags: [
      {
        quote: 'sam.d@mailbox.example',
        why: 'Auto-complete picked a private "Sam", not your manager\'s work address.',
      },
      {
        quote: 'This file is labelled Confidential and one recipient',
        why: 'The warning is a real control doing its job: it caught a leak before it happened.',
      },
    ],
    habit: 'When a data-loss warning stops you, read it: fix the recipient instead of forcing the mail through.',
  },
  {
    id: 'insider-06',
    answerId: 'c',
    legitimate: false,
    skill: 'guard-access',
    flags: [
      {
        quote: "Can you check my ex's account on your system?",
        why: "Opening a customer's account without a work reason is misuse of access, whatever the cause.",
      },
      {
        quote: 'Nobody will know, you look up accounts all day.',
        why: "Banks log every look-up; and the ex's safety may be at stake.",
      },
      { quote: "I'll buy you lunch", why: 'A small reward makes a big breach feel like a favour.' },
    ],
    habit:
      'Use work access only for work; a court case goes through lawyers and a subpoena, not a friend in a call centre.',
  },
  {
    id: 'insider-07',
    answerId: 'a',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      {
        quote: "The payroll file shows the same account, 1188 4520 77, as D. Moodley's salary account.",
        why: "A supplier paid into an employee's own account is the classic ghost-supplier pattern.",
      },
      {
        quote: 'added 3 March by D. Moodley (procurement)',
        why: 'The same person created the supplier who benefits from it.',
      },
    ],
    habit:
      'Report a possible insider quietly to audit or the ethics line with the evidence; confronting the person first lets them cover it up.',
  },
  {
    id: 'insider-08',
    answerId: 'b',
    legitimate: true,
    skill: 'build-secure',
    flags: [
      {
        quote: 'supplier list, READ ONLY',
        why: 'She asks for the least access that does her job.',
      },
      {
        quote: 'Approved by her manager, K. Naidoo, head of procurement, at 08:52.',
        why: 'The person who owns her role approved it.',
      },
    ],
    habit:
      'Least privilege means the access a role needs, approved by its owner, from day one: no more, but not less either.',
  },
  {
    id: 'insider-09',
    answerId: 'c',
    legitimate: false,
    skill: 'spot-pressure',
    flags: [
      {
        quote: 'without the second approval',
        why: 'Skipping the second person removes the check that catches fraud and mistakes.',
      },
      {
        quote: 'Do not bother finance with it',
        why: 'Keeping finance out is secrecy, even from a real manager.',
      },
      {
        quote: 'You are the only one I can trust with this.',
        why: 'Flattery plus urgency is pressure to break a rule.',
      },
    ],
    habit:
      'A real manager can still push you round a control; the two-person rule holds whoever asks and however urgent it sounds.',
  },
];
