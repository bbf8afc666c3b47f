import type { CaseKey } from './types';

export const ACC_INV_KEYS: readonly CaseKey[] = [
  {
    id: 'acc-inv-01',
    answerId: 'd',
    legitimate: false,
    flags: [
      { quote: 'No one remembers ordering from this company.', why: 'Billing for goods never ordered relies on nobody checking.' },
      { quote: 'Order reference: verbal order', why: 'No purchase order means nothing to match it against.' },
      { quote: 'to avoid a late fee and collection costs', why: 'Threats of costs push a quick payment.' },
    ],
    habit: 'Pay only invoices that match an approved purchase order and a delivery note.',
  },
  {
    id: 'acc-inv-02',
    answerId: 'b',
    legitimate: false,
    flags: [
      { quote: 'is the same as the salary account of a member of staff in purchasing', why: 'A supplier paying into an employee\'s account is a shell company.' },
      { quote: 'added six weeks ago by the same staff member', why: 'One person both created the supplier and benefits: no segregation of duties.' },
      { quote: 'each just under the R40,000 limit that needs a second approval', why: 'Invoices split to stay under a limit are a classic billing scheme.' },
    ],
    habit: 'Escalate a red flag from an audit through the fraud policy; do not tip off the person before it is looked at.',
  },
  {
    id: 'acc-inv-03',
    answerId: 'a',
    legitimate: true,
    flags: [
      { quote: 'three-way match', why: 'Invoice, order and delivery agree.' },
      { quote: 'approved by the office manager', why: 'Someone other than you approved the order.' },
      { quote: 'Bank: the account on file, unchanged.', why: 'The money goes where it always has.' },
    ],
    habit: 'An invoice matched to an approved order and a signed delivery, paid to the account on file, is routine.',
  },
  {
    id: 'acc-inv-04',
    answerId: 'c',
    legitimate: false,
    flags: [
      { quote: 'even though delivery only starts in January', why: 'Booking revenue before it is earned misstates the accounts.' },
      { quote: 'The auditors won\'t look at one contract.', why: 'Counting on the audit missing it shows he knows it is wrong.' },
      { quote: 'Keep it between us, bonuses depend on it.', why: 'Secrecy and a personal motive are the marks of financial-statement fraud.' },
    ],
    habit: 'Refuse to falsify the books, whoever asks, and use the whistle-blowing channel.',
  },
];
