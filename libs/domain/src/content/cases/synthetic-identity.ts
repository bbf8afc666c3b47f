import type { BankCase } from './types';

export const SYNTHETIC_ID_CASES: readonly BankCase[] = [
  {
    id: 'synthetic-id-01',
    fraudId: 'SyntIdentityTheft',
    defenseIds: ['VerificationProtocols'],
    medium: 'letter',
    difficulty: 2,
    context: "A credit bureau's letter addressed to your daughter, Amy Petersen",
    body: [
      'Dear Ms A. Petersen (born 14 March 2017),',
      'Your QuickCash Loans account (R35,000) is 90 days in arrears, and your credit score has been affected.',
      'Address on the account: Unit 9, 14 Kloof Road. Please contact us to arrange payment.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Throw it away: a child cannot have a loan' },
      { id: 'b', label: 'Pay the arrears to protect her record' },
      { id: 'c', label: 'Call the number on the account to report and cancel it' },
      { id: 'd', label: 'Report it to the bureau and freeze her credit' },
    ],
  },
  {
    id: 'synthetic-id-02',
    fraudId: 'SyntIdentityTheft',
    defenseIds: ['UserEducation', 'VerificationProtocols'],
    medium: 'chat',
    difficulty: 1,
    pattern: 'job-task',
    context: 'WhatsApp, Wednesday. You applied for jobs online last week.',
    body: [],
    lines: [
      { speaker: 'Recruiter', text: 'Congratulations, you are shortlisted for Data Capturer (R18,000/month, remote)!' },
      {
        speaker: 'Recruiter',
        text: 'Before the interview, send a photo of your ID, a selfie holding it, your last payslip and a bank statement here for "onboarding".',
      },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Send them: you did apply for jobs' },
      { id: 'b', label: "Check the firm's site, then send only the ID and selfie" },
      { id: 'c', label: 'Send no documents until you have found the firm on your own' },
    ],
  },
  {
    id: 'synthetic-id-03',
    fraudId: 'SyntIdentityTheft',
    defenseIds: ['VerificationProtocols', 'BackgroundChecks'],
    medium: 'web-page',
    difficulty: 2,
    context: 'You work in credit at a bank. An application for a R60,000 credit card lands in your queue.',
    link: 'https://credit.northwindbank.example/queue/app-55817',
    body: [
      'Applicant: Jason Mokoena · Credit file opened 5 months ago · 11 credit enquiries since.',
      'ID number checks out as valid, but the home affairs record lists its holder as aged 8. Phone: a virtual number. Address: a shared mailbox service.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Hold it and send it for identity verification' },
      { id: 'b', label: 'Approve it: the ID number is valid' },
      { id: 'c', label: 'Approve a lower limit to keep the risk small' },
    ],
  },
  {
    id: 'synthetic-id-04',
    fraudId: 'SyntIdentityTheft',
    defenseIds: ['VerificationProtocols'],
    medium: 'in-person',
    difficulty: 1,
    context: 'Thursday morning, at a bank branch to open a savings account',
    body: [
      'The consultant asks for your ID document and a proof of address from the last three months, scans both and takes your photo.',
      "She explains the bank must confirm every customer's identity by law, and that a copy will be kept securely on your file.",
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Refuse: a bank never needs a copy of your ID' },
      { id: 'b', label: 'Give them' },
      { id: 'c', label: 'Give an old address so your real one stays private' },
    ],
  },
  {
    id: 'synthetic-id-05',
    fraudId: 'SyntIdentityTheft',
    defenseIds: ['VerificationProtocols', 'RegularAudits'],
    medium: 'sms',
    difficulty: 3,
    context: 'Tuesday 12:10, a text to your phone. You have not applied for credit this year.',
    from: 'CreditWatch',
    body: [
      'CreditWatch alert: a credit enquiry was made on your profile today by Fynbos Furnishers (store account). If it was not you, report it in the CreditWatch app and contact the store.',
    ],
    question: 'CreditWatch is the alert service you signed up for. What do you do?',
    choices: [
      { id: 'a', label: 'Ignore it and block the number: you did not apply, so it is not yours' },
      { id: 'b', label: 'Report it in the app, tell the store, and register with SAFPS' },
      { id: 'c', label: 'Reply with your ID number so that they can find the record' },
    ],
  },
  {
    id: 'synthetic-id-06',
    fraudId: 'SyntIdentityTheft',
    defenseIds: ['UserEducation', 'VerificationProtocols'],
    medium: 'chat',
    difficulty: 1,
    context: 'Saturday 11:00, WhatsApp',
    from: 'Sipho (cousin)',
    body: [],
    lines: [
      {
        speaker: 'Sipho',
        text: "Hey cuz, my credit is blacklisted. Can you take a phone contract in your name for me? I'll pay every month, promise.",
      },
      {
        speaker: 'Sipho',
        text: "Just send me a copy of your ID and your last 3 payslips, I'll do the paperwork at the store.",
      },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Send them: he is family and he says he will pay every month' },
      { id: 'b', label: 'Send the ID copy only, and check he pays' },
      { id: 'c', label: 'Say no' },
    ],
  },
];
