import type { BankCaseKey } from './types';

export const ACC_INV_KEYS: readonly BankCaseKey[] = [
  {
    id: 'acc-inv-01',
    answerId: 'd',
    legitimate: false,
    skill: 'check-payment',
    flags: [
      {
        quote: 'Office Supplies Direct',
        why: 'A supplier you have no order with is billing you, counting on nobody checking.',
      },
      { quote: 'Order reference: verbal order', why: 'No purchase order means nothing to match it against.' },
      { quote: 'to avoid a late fee and collection costs', why: 'Threats of costs push a quick payment.' },
    ],
    habit: 'Pay only invoices that match an approved purchase order and a delivery note.',
  },
  {
    id: 'acc-inv-02',
    answerId: 'b',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      {
        quote: 'is the same as the salary account of a member of staff in purchasing',
        why: "A supplier paying into an employee's account is a shell company.",
      },
      {
        quote: 'added six weeks ago by the same staff member',
        why: 'One person both created the supplier and benefits: no segregation of duties.',
      },
      {
        quote: 'each just under the R40,000 limit that needs a second approval',
        why: 'Invoices split to stay under a limit are a classic billing scheme.',
      },
    ],
    habit:
      'Escalate a red flag from an audit through the fraud policy; do not tip off the person before it is looked at.',
  },
  {
    id: 'acc-inv-03',
    answerId: 'a',
    legitimate: true,
    skill: 'recognise-genuine',
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
    skill: 'spot-pressure',
    flags: [
      {
        quote: 'even though delivery only starts in January',
        why: 'Booking revenue before it is earned misstates the accounts.',
      },
      {
        quote: "The auditors won't look at one contract.",
        why: 'Counting on the audit missing it shows he knows it is wrong.',
      },
      {
        quote: 'Keep it between us, bonuses depend on it.',
        why: 'Secrecy and a personal motive are the marks of financial-statement fraud.',
      },
    ],
    habit: 'Refuse to falsify the books, whoever asks, and use the whistle-blowing channel.',
  },
  {
    id: 'acc-inv-05',
    answerId: 'c',
    legitimate: false,
    skill: 'check-payment',
    flags: [
      {
        quote: 'Annual listing, SA Trade Directory',
        why: 'A directory listing you never ordered, made to look like an official registry fee.',
      },
      {
        quote: 'This is an offer for a listing. There is no obligation to pay unless you accept.',
        why: 'The small print admits it is an offer, not a bill.',
      },
      { quote: 'INVOICE 88-2291', why: 'Calling an offer an invoice counts on someone paying it without reading.' },
    ],
    habit: 'Pay only invoices you can match to an order; read the small print of any "listing" or "registry" bill.',
  },
  {
    id: 'acc-inv-06',
    answerId: 'b',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'Goods returned note GRN-R-0093, signed by your stores on 3 March.',
        why: 'The credit matches a return your own stores signed for.',
      },
      {
        quote: 'The credit will be set off against your next invoice.',
        why: 'The money stays with you: it lowers what you pay next.',
      },
      { quote: 'No bank details and no payment asked for.', why: 'Nothing moves to a new account.' },
    ],
    habit: 'Match a credit note to your own returns record and apply it to the next invoice; nothing needs paying out.',
  },
  {
    id: 'acc-inv-07',
    answerId: 'a',
    legitimate: false,
    skill: 'check-payment',
    flags: [
      {
        quote: 'BB-1187 · Q4 treatment, Germiston warehouse · R3,450.00 · paid 14 October',
        why: 'The same quarter was billed and paid already: a second invoice for it is a duplicate.',
      },
      {
        quote: 'Bank details unchanged, as on your file.',
        why: 'A known supplier and known account do not make a double charge right.',
      },
    ],
    habit:
      'Match every invoice to an order and a job done before paying; a familiar supplier can still bill the same work twice, by mistake or not.',
  },
  {
    id: 'acc-inv-08',
    answerId: 'b',
    legitimate: true,
    skill: 'spot-pressure',
    flags: [
      {
        quote: 'purchase order PO-2291 for R18,760.00',
        why: 'An order in your own system matches the amount.',
      },
      {
        quote: 'goods received note signed by the storeman on 19 September',
        why: 'The goods arrived and were signed for.',
      },
      {
        quote: 'supplier bank details unchanged since 2022',
        why: 'The money goes where it always has.',
      },
    ],
    habit:
      'Urgent wording is no reason to refuse when order, delivery and account all match; a real overdue bill still needs paying.',
  },
  {
    id: 'acc-inv-09',
    answerId: 'a',
    legitimate: false,
    skill: 'doubt-offer',
    flags: [
      {
        quote: 'Confirm your FREE listing',
        why: 'The headline offer is free; the contract is not.',
      },
      {
        quote: 'By signing you order a premium listing at R6,900 per year for three years',
        why: 'The signature buys a three-year contract, hidden in small print.',
      },
    ],
    habit:
      'Read the small print of anything "free" you are asked to sign: the offer is in the headline, the bill in the footnote.',
  },
];
