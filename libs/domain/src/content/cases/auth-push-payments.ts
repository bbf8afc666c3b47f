import type { ScenarioCase } from './types';

export const APP_CASES: readonly ScenarioCase[] = [
  {
    id: 'app-01',
    fraudId: 'AuthPushPayments',
    defenseIds: ['UserEducation', 'VerificationProtocols'],
    medium: 'chat',
    context: 'An online marketplace. A nearly new phone is listed at R6,500; the same model costs R14,000 in shops.',
    body: [],
    lines: [
      { speaker: 'Seller', text: 'Yes still available! Lots of people asking so first to pay gets it.' },
      { speaker: 'Seller', text: 'I\'m working in Durban so can\'t meet. Pay by EFT and I courier it tomorrow. Not the site\'s checkout please, their fees are too high.' },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Pay by EFT quickly before someone else buys it' },
      { id: 'b', label: 'Pay half now and half when the courier delivers' },
      { id: 'c', label: 'Walk away unless you can use the site\'s payment or meet' },
    ],
  },
  {
    id: 'app-02',
    fraudId: 'AuthPushPayments',
    defenseIds: ['UserEducation', 'VerificationProtocols'],
    medium: 'call',
    context: 'Monday 16:20, a call to your mobile from a private number',
    body: [],
    lines: [
      { speaker: 'Caller', text: 'This is the security team at Northwind Bank. Your account has been compromised by a bank employee, so we are running a secret investigation.' },
      { speaker: 'Caller', text: 'To protect your savings, move them now to a safe account we have opened in your name. I\'ll give you the account number.' },
      { speaker: 'Caller', text: 'If the branch asks why, say it is for a family emergency. Don\'t mention this call.' },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Move only part of the savings while you think about it' },
      { id: 'b', label: 'Hang up and call your bank on the number on your card' },
      { id: 'c', label: 'Move the money, since the new account is in your own name' },
    ],
  },
  {
    id: 'app-03',
    fraudId: 'AuthPushPayments',
    defenseIds: ['VerificationProtocols', 'UserEducation'],
    medium: 'sms',
    context: 'Tuesday 09:14, a text from an unknown number',
    from: '+27 61 000 7788',
    body: [
      'Hi Mum, it\'s me, I dropped my phone in the bath so this is my new number 🙈 Can you do me a favour? I need to pay my rent today but my banking app is locked on the new phone. Can you pay R5,800 for me? I\'ll send the details x',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Call your child\'s old number or ask something only they would know' },
      { id: 'b', label: 'Pay it: R5,800 for rent is believable' },
      { id: 'c', label: 'Save the new number and ask for the details' },
    ],
  },
  {
    id: 'app-04',
    fraudId: 'AuthPushPayments',
    defenseIds: ['VerificationProtocols'],
    medium: 'invoice',
    context: 'Sizwe, the plumber you have used for years, fixed your geyser this morning and handed you this invoice in person.',
    from: 'Sizwe Plumbing',
    body: [
      'Invoice 0412 · Geyser valve replaced · Labour and parts R2,350.00',
      'Pay to: Sizwe Plumbing, Northwind Bank, account 1020 3344 55 (same as before).',
      'Your banking app\'s name check: "Account name matches Sizwe Plumbing".',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Pay him in cash only: bank transfers are never safe' },
      { id: 'b', label: 'Ask him to send the invoice by email so you can check it' },
      { id: 'c', label: 'Pay the invoice: the work, the payee and the name check add up' },
    ],
  },
  {
    id: 'app-05',
    fraudId: 'AuthPushPayments',
    defenseIds: ['VerificationProtocols', 'UserEducation'],
    medium: 'web-page',
    context: 'Paying a R9,000 deposit for a flat you found online. You have not seen it; the landlord says he is abroad.',
    link: 'https://online.northwindbank.example/pay/new-recipient',
    body: [
      'New recipient: Cape Rentals · account 7700 1122 98',
      'Name check: the account holder\'s name does NOT match "Cape Rentals". Paying an account that does not match may mean you lose your money.',
      'The landlord has messaged: "The bank always says that for business accounts, just continue."',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Continue: the landlord explained the warning' },
      { id: 'b', label: 'Cancel the payment and do not pay before viewing the flat' },
      { id: 'c', label: 'Change the recipient name until the check says it matches' },
    ],
  },
];
