import type { ScenarioCase } from './types';

export const ACC_INV_CASES: readonly ScenarioCase[] = [
  {
    id: 'acc-inv-01',
    fraudId: 'AccAndInvFraud',
    defenseIds: ['SegregationOfDuties', 'VerificationProtocols'],
    medium: 'invoice',
    context: 'Accounts payable at Karoo Logistics. No one remembers ordering from this company.',
    from: 'Office Supplies Direct',
    body: [
      'INVOICE OSD-5521 · 12 × toner cartridges HX-400 · R4,870.00',
      'Order reference: verbal order, 3 November. Payment due within 7 days to avoid a late fee and collection costs.',
      'Bank: Coastline Bank, account 5510 9032 11.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Pay it: R4,870 is too small to be worth arguing about' },
      { id: 'b', label: 'Pay it, then ask the office manager if the toner arrived' },
      { id: 'c', label: 'Pay it now and query the order with the supplier afterwards' },
      { id: 'd', label: 'Hold it until a purchase order and delivery note match' },
    ],
  },
  {
    id: 'acc-inv-02',
    fraudId: 'AccAndInvFraud',
    defenseIds: ['RegularAudits', 'SegregationOfDuties'],
    medium: 'letter',
    context: 'You approve payments at a medium-sized firm. The internal auditor hands you this memo.',
    body: [
      'Data check, supplier master file: the bank account of new supplier "BK Consulting" is the same as the salary account of a member of staff in purchasing.',
      'BK Consulting was added six weeks ago by the same staff member, and has been paid R312,000 across 9 invoices, each just under the R40,000 limit that needs a second approval.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Confront the staff member in the office today' },
      { id: 'b', label: 'Stop payments to BK and escalate under the fraud policy' },
      { id: 'c', label: 'Ignore it: the invoices were all within the approval limit' },
    ],
  },
  {
    id: 'acc-inv-03',
    fraudId: 'AccAndInvFraud',
    defenseIds: ['SegregationOfDuties', 'RegularAudits'],
    medium: 'invoice',
    context: 'Accounts payable. The payment system shows a three-way match for this invoice from a supplier you have paid for years.',
    from: 'Umoya Paper (Pty) Ltd',
    body: [
      'INVOICE UP-7781 · 40 boxes A4 paper · R9,360.00',
      'Purchase order PO-2210 (approved by the office manager) · Goods received note GRN-1187 (signed by stores).',
      'Bank: the account on file, unchanged.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Schedule it for payment as usual' },
      { id: 'b', label: 'Call the supplier to re-confirm the bank account again before every payment' },
      { id: 'c', label: 'Refuse it until the managing director signs it personally' },
    ],
  },
  {
    id: 'acc-inv-04',
    fraudId: 'AccAndInvFraud',
    defenseIds: ['RegularAudits', 'SegregationOfDuties'],
    medium: 'email',
    context: 'Last week of the quarter. You are an accountant; the sales director writes to you.',
    from: 'Pieter van Wyk <pieter.vanwyk@karoo-logistics.example>',
    to: 'you@karoo-logistics.example',
    subject: 'Q3 numbers',
    body: [
      'We\'re R2.1m short of target. Please book the Kestrel contract revenue this quarter, even though delivery only starts in January.',
      'The auditors won\'t look at one contract. Keep it between us, bonuses depend on it.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Book it and add a note to fix it next quarter' },
      { id: 'b', label: 'Book half of it as a compromise' },
      { id: 'c', label: 'Refuse, and report it through the whistle-blowing line' },
    ],
  },
];
