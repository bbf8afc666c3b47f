import type { CaseKey } from './types';

export const INSIDER_KEYS: readonly CaseKey[] = [
  {
    id: 'insider-01',
    answerId: 'a',
    legitimate: false,
    flags: [
      { quote: 'Can you give me your login for ten minutes?', why: 'Everything done with your login is recorded as you.' },
      { quote: 'I need to release a refund to a customer today', why: 'Refunds are a common way to move money out; the access was held back for a reason.' },
      { quote: 'The boss is out so no point asking her.', why: 'Going around the manager removes the check.' },
    ],
    habit: 'Never share your login; access comes through IT and the manager, even when it is slow.',
  },
  {
    id: 'insider-02',
    answerId: 'a',
    legitimate: false,
    flags: [
      { quote: 'Jess voids the sale on her till and puts the notes in her pocket', why: 'Voiding paid sales to take the cash is a classic insider theft.' },
      { quote: 'Managers never check the voids report.', why: 'Insider fraud lives where controls are not checked.' },
      { quote: 'Don\'t make it a thing.', why: 'Pressure to stay quiet is how it goes on.' },
    ],
    habit: 'Report what you see through your manager or tip line: tips are the most common way insider fraud is found.',
  },
  {
    id: 'insider-03',
    answerId: 'c',
    legitimate: true,
    flags: [
      { quote: 'You moved from payroll to the marketing team last month.', why: 'The change matches your own job move.' },
      { quote: 'because you no longer work in payroll', why: 'Least privilege: people keep only the access their current job needs.' },
      { quote: 'https://intranet.karoo-logistics.example/access', why: 'The link goes to your company\'s own intranet.' },
    ],
    habit: 'Access that follows your current job, reviewed regularly, protects you and the company.',
  },
];
