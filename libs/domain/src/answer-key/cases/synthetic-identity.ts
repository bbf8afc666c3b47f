import type { CaseKey } from './types';

export const SYNTHETIC_ID_KEYS: readonly CaseKey[] = [
  {
    id: 'synthetic-id-01',
    answerId: 'd',
    legitimate: false,
    flags: [
      { quote: 'for your 9-year-old daughter Amy', why: 'Children\'s ID numbers are prized because nobody checks their credit for years.' },
      { quote: 'an address you have never lived at', why: 'A real ID number mixed with invented details is a synthetic identity.' },
      { quote: 'is 90 days in arrears', why: 'The loan was taken out to be run up and never repaid.' },
    ],
    habit: 'Treat credit activity in a child\'s name as identity theft: report it to the bureau and lender and freeze the file.',
  },
  {
    id: 'synthetic-id-02',
    answerId: 'c',
    legitimate: false,
    flags: [
      { quote: 'Before the interview', why: 'Real employers collect documents after an offer, through their HR systems.' },
      { quote: 'a selfie holding it, your last payslip and a bank statement', why: 'That set is everything needed to open accounts in your name.' },
      { quote: 'A message app.', why: 'Recruiters who work only over chat cannot be checked.' },
    ],
    habit: 'Never send ID documents before you have checked that the employer and the job exist.',
  },
  {
    id: 'synthetic-id-03',
    answerId: 'a',
    legitimate: false,
    flags: [
      { quote: 'the home affairs record lists its holder as aged 8', why: 'A valid number belonging to a child, used by an adult, is the mark of a synthetic identity.' },
      { quote: 'Credit file opened 5 months ago · 11 credit enquiries since.', why: 'A thin, new file with many applications is a bust-out in the making.' },
      { quote: 'Phone: a virtual number. Address: a shared mailbox service.', why: 'Contact details that cannot be tied to a person.' },
    ],
    habit: 'Check that the identity behind an application belongs to a real, matching person, not just a valid number.',
  },
  {
    id: 'synthetic-id-04',
    answerId: 'b',
    legitimate: true,
    flags: [
      { quote: 'You walk into your bank\'s branch', why: 'You chose the bank and went there yourself.' },
      { quote: 'the bank must confirm every customer\'s identity by law', why: 'Know-your-customer checks are what stop synthetic identities.' },
    ],
    habit: 'Identity checks by your own bank in person are a defense; give documents only where you started the contact.',
  },
];
