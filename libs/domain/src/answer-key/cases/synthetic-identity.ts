import type { BankCaseKey } from './types';

export const SYNTHETIC_ID_KEYS: readonly BankCaseKey[] = [
  {
    id: 'synthetic-id-01',
    answerId: 'd',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      {
        quote: '(born 14 March 2017)',
        why: "Amy is nine: someone used her ID number, prized because nobody checks a child's credit for years.",
      },
      {
        quote: 'Address on the account: Unit 9, 14 Kloof Road.',
        why: 'A real ID number mixed with an invented address and name is a synthetic identity.',
      },
      { quote: 'is 90 days in arrears', why: 'The loan was taken out to be run up and never repaid.' },
    ],
    habit:
      "Treat credit activity in a child's name as identity theft: report it to the bureau and lender and freeze the file.",
  },
  {
    id: 'synthetic-id-02',
    answerId: 'c',
    legitimate: false,
    skill: 'guard-access',
    flags: [
      {
        quote: 'Before the interview',
        why: 'Real employers collect documents after an offer, through their HR systems.',
      },
      {
        quote: 'a selfie holding it, your last payslip and a bank statement',
        why: 'That set is everything needed to open accounts in your name.',
      },
      {
        quote: 'you are shortlisted for Data Capturer',
        why: 'Shortlisted without a call or an interview, on a chat app nobody can check.',
      },
    ],
    habit: 'Never send ID documents before you have checked that the employer and the job exist.',
  },
  {
    id: 'synthetic-id-03',
    answerId: 'a',
    legitimate: false,
    skill: 'verify-channel',
    flags: [
      {
        quote: 'the home affairs record lists its holder as aged 8',
        why: 'A valid number belonging to a child, used by an adult, is the mark of a synthetic identity.',
      },
      {
        quote: 'Credit file opened 5 months ago · 11 credit enquiries since.',
        why: 'A thin, new file with many applications is a bust-out in the making.',
      },
      {
        quote: 'Phone: a virtual number. Address: a shared mailbox service.',
        why: 'Contact details that cannot be tied to a person.',
      },
    ],
    habit: 'Check that the identity behind an application belongs to a real, matching person, not just a valid number.',
  },
  {
    id: 'synthetic-id-04',
    answerId: 'b',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: "the bank must confirm every customer's identity by law",
        why: 'Know-your-customer checks are what stop synthetic identities.',
      },
    ],
    habit:
      'Identity checks by your own bank in person are a defense; give documents only where you started the contact.',
  },
  {
    id: 'synthetic-id-05',
    answerId: 'b',
    legitimate: true,
    skill: 'respond-fast',
    flags: [
      {
        quote: 'You have not applied for credit this year.',
        why: 'An enquiry you did not make means someone is applying in your name.',
      },
      {
        quote: 'report it in the CreditWatch app and contact the store',
        why: 'The alert sends you to the app you signed up for, with no link or number to trust.',
      },
    ],
    habit:
      'Act on a credit enquiry you did not make: report it, warn the lender, and place a free SAFPS protective registration.',
  },
  {
    id: 'synthetic-id-06',
    answerId: 'c',
    legitimate: false,
    skill: 'guard-access',
    flags: [
      {
        quote: 'Can you take a phone contract in your name for me?',
        why: 'The debt would be yours: if he stops paying, your credit record pays.',
      },
      {
        quote: 'send me a copy of your ID and your last 3 payslips',
        why: 'Those papers let anyone open accounts in your name, well beyond one contract.',
      },
    ],
    habit:
      'Never lend your identity: keep your ID copies and payslips to yourself, and say no to credit in your name for someone else.',
  },
  {
    id: 'synthetic-id-07',
    answerId: 'a',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      {
        quote: 'Fashion Lane store card, opened 4 August in Durban',
        why: 'An account in your name that you never opened: your identity is being used.',
      },
      {
        quote: '3 months in arrears',
        why: 'It is already hurting your record; the sooner it is disputed, the less damage.',
      },
    ],
    habit:
      'When a report shows credit you never took, dispute it at once and register with SAFPS so lenders check twice before opening more in your name.',
  },
  {
    id: 'synthetic-id-08',
    answerId: 'b',
    legitimate: true,
    skill: 'guard-access',
    flags: [
      {
        quote: 'You signed your contract at their office last week.',
        why: 'You know the employer in person; payroll genuinely needs these documents.',
      },
      {
        quote: 'https://hr.karoo-logistics.example/onboarding',
        why: "The upload is on the employer's own HR portal, not in a chat or an email.",
      },
    ],
    habit:
      "Give identity documents where there is a real need and a proper channel: your own employer's HR portal is one.",
  },
  {
    id: 'synthetic-id-09',
    answerId: 'c',
    legitimate: false,
    skill: 'doubt-offer',
    flags: [
      {
        quote: 'https://shopwise-rewards.example/win',
        why: "Not the shop's own domain: a giveaway page anyone can set up.",
      },
      {
        quote: 'a selfie holding your ID',
        why: 'ID number, birth date and an ID selfie are enough to open accounts as you.',
      },
      {
        quote: '500 grocery vouchers of R5,000',
        why: 'A prize this easy is bait for your identity.',
      },
    ],
    habit: 'No prize needs your ID number and an ID selfie; a "giveaway" that asks for both is collecting identities.',
  },
];
