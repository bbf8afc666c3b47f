import type { BankCaseKey } from './types';

export const BEC_KEYS: readonly BankCaseKey[] = [
  {
    id: 'bec-01',
    answerId: 'd',
    legitimate: false,
    skill: 'verify-channel',
    flags: [
      {
        quote: 'naledi.dube.ceo@mailbox.example',
        why: 'Your CEO writes from the company domain, not a free mailbox with "ceo" in the name.',
      },
      {
        quote: 'scratch the codes and email me photos',
        why: 'Gift-card codes are cash that cannot be traced or recalled.',
      },
      { quote: 'Keep this between us for now', why: 'Secrecy cuts you off from the colleague who would spot it.' },
      { quote: "can't talk", why: 'Avoiding a call is how the impersonator stops you checking.' },
    ],
    habit:
      'Check any unusual money request from a boss by calling them on the number you already have; replying reaches the impersonator.',
  },
  {
    id: 'bec-02',
    answerId: 'b',
    legitimate: false,
    skill: 'check-sender',
    flags: [
      {
        quote: 'accounts@kaapfreight.example',
        why: "The sending domain is missing the hyphen of the supplier's real domain.",
      },
      {
        quote: 'Please note our banking details have changed',
        why: 'A change of bank details by email is the heart of invoice fraud.',
      },
      { quote: 'Questions: call 071 000 2291.', why: 'A number on the invoice reaches whoever wrote the invoice.' },
      { quote: 'Due in 3 days', why: 'A short deadline leaves no time for checks.' },
    ],
    habit:
      'Confirm a change of bank details by calling the supplier on the number you already hold, never one in the message.',
  },
  {
    id: 'bec-03',
    answerId: 'b',
    legitimate: true,
    skill: 'check-payment',
    flags: [
      {
        quote: 'on the number in our supplier file',
        why: 'The call went to a number you already had, not one the letter gave you.',
      },
      {
        quote: 'He confirmed the new account and read out the same digits.',
        why: 'The supplier itself confirmed the exact account.',
      },
      {
        quote: 'Your colleague Rina is the second approver for supplier changes.',
        why: 'A second person approves the change, as the process requires.',
      },
    ],
    habit:
      'A bank change confirmed by call-back on the number on file, then approved by a second person, can go ahead.',
  },
  {
    id: 'bec-04',
    answerId: 'c',
    legitimate: false,
    skill: 'verify-channel',
    flags: [
      {
        quote: 'our trust account details have been updated',
        why: "Attorneys' trust accounts rarely change, and never by email in the middle of a deal.",
      },
      {
        quote: 'Please settle today so registration is not delayed.',
        why: 'Pressure on the day of payment is the mark of a hijacked conveyancing email.',
      },
      { quote: 'cannot take calls this afternoon', why: 'They are making sure you cannot check by phone.' },
    ],
    habit: 'Before a large transfer, confirm the account by phone on a number from your paperwork, not from the email.',
  },
  {
    id: 'bec-05',
    answerId: 'a',
    legitimate: false,
    skill: 'verify-channel',
    flags: [
      {
        quote: 'grace@bluecrane-pack.example',
        why: 'A hacked supplier mailbox sends from the real address, so the right address proves nothing.',
      },
      {
        quote: 'please pay this one to account 9988 1203 44 at Coastline Bank instead of the usual one',
        why: 'A new account for one invoice is the request that matters, however normal the thread.',
      },
      { quote: "I'll send an updated letter next week.", why: 'The proof is promised for after the money has gone.' },
    ],
    habit: 'Even from the right address and thread, confirm any new bank account by calling a number you already hold.',
  },
  {
    id: 'bec-06',
    answerId: 'c',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'https://pay.karoo-logistics.example/runs/2026-11',
        why: "The link goes to your company's own payments system.",
      },
      {
        quote: 'approved by T. Smit (finance) and L. Ndlovu (operations)',
        why: 'Two approvers signed off, as the process requires.',
      },
      { quote: 'No supplier bank details changed since the last run.', why: 'No new accounts to pay into.' },
    ],
    habit: 'A payment that went through the normal approvals, with no changed bank details, is business as usual.',
  },
  {
    id: 'bec-07',
    answerId: 'b',
    legitimate: false,
    skill: 'verify-channel',
    flags: [
      {
        quote: 'themba.nkosi.home@mailbox.example',
        why: "A salary change from a private address could come from anyone who knows Themba's name.",
      },
      {
        quote: 'please just update it from this email, no need to phone me',
        why: 'Heading off a call is how the sender stops the one check that would catch them.',
      },
      { quote: 'Payday is on the 25th.', why: 'A payday deadline is there to hurry the change through.' },
    ],
    habit:
      'Confirm any change of salary or bank details with the person on the number already on file, never on the strength of an email.',
  },
  {
    id: 'bec-08',
    answerId: 'c',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'we will never change our bank details by email',
        why: 'The firm warns you about the very trick used on property buyers.',
      },
      {
        quote: 'call us on the number in your signed offer to purchase',
        why: 'It points you to a number you already hold, not one in the email.',
      },
      { quote: 'There is nothing to pay or sign now.', why: 'It asks for no money, documents or details.' },
    ],
    habit:
      'An update that asks for nothing and points you to a number you already hold is normal; any change of account goes through that number.',
  },
  {
    id: 'bec-09',
    answerId: 'a',
    legitimate: false,
    skill: 'verify-channel',
    flags: [
      {
        quote: 'this is my new number, save it',
        why: 'A "new number" plus a borrowed profile photo is how impersonators start on WhatsApp.',
      },
      {
        quote: "Confidential until it is announced, don't discuss it in the office.",
        why: 'Secrecy keeps you from asking a colleague who would stop it.',
      },
      { quote: "I am in a meeting with the bank and can't talk.", why: 'Ruling out a call rules out the check.' },
    ],
    habit:
      'Call the person on the number you already have before any payment asked for on a new number; a voice note can be cloned.',
  },
  {
    id: 'bec-10',
    answerId: 'c',
    legitimate: false,
    skill: 'check-payment',
    flags: [
      {
        quote: 'we have moved our business banking after an audit',
        why: 'A new bank account by email is the moment money gets diverted, whoever seems to send it.',
      },
      {
        quote: 'The signed letter from our bank is attached.',
        why: 'A letter is easy to forge once the mailbox is in the wrong hands.',
      },
      {
        quote: 'RE: November statement',
        why: 'A real thread can be hijacked: someone inside the mailbox replies as Nomsa.',
      },
    ],
    habit:
      'Confirm every change of bank details by phone on a number you already hold; a reply to the same mailbox reaches whoever controls it.',
  },
  {
    id: 'bec-11',
    answerId: 'a',
    legitimate: true,
    skill: 'check-payment',
    flags: [
      {
        quote: 'called back by T. Naidoo on 021 000 5520 (number from the 2022 supplier file)',
        why: 'The change was confirmed on a number the company already held, not one from the request.',
      },
      { quote: 'second approval S. Pillay', why: 'A second person approved the change.' },
      {
        quote: 'account holder matches "Umoya Paper (Pty) Ltd"',
        why: "The bank's name check agrees with the supplier.",
      },
    ],
    habit:
      'When a change was called back on a known number, approved by a second person and the name check matches, pay; holding it adds delay, not safety.',
  },
  {
    id: 'bec-12',
    answerId: 'b',
    legitimate: false,
    skill: 'spot-pressure',
    flags: [
      {
        quote: 'Do not discuss this with anyone, not even the other directors',
        why: 'Secrecy removes the second pair of eyes that would stop the payment.',
      },
      {
        quote: 'before 17:30',
        why: 'A deadline 45 minutes away leaves no time for the normal checks.',
      },
      {
        quote: 'I am in meetings and cannot take calls.',
        why: 'It rules out the one check that would reach the real CEO.',
      },
    ],
    habit:
      'Urgency plus secrecy is the cue to slow down: a payment follows the usual approval whoever asks, and the CEO is reached on a number you know.',
  },
  {
    id: 'bec-13',
    answerId: 'b',
    legitimate: false,
    skill: 'check-sender',
    flags: [
      {
        quote: 'transfers@moyo-partner.example',
        why: 'Replies go to "moyo-partner", without the s: a look-alike that reads every answer.',
      },
      {
        quote: 'Our trust account details are in the attached statement.',
        why: 'Trust account details sent by mail are what property criminals swap.',
      },
      {
        quote: 'by Wednesday so we keep our slot',
        why: 'A deadline makes a large payment feel routine.',
      },
    ],
    habit:
      "Look at where a reply goes, not only who a mail is from, and confirm a conveyancer's account by phone on a number from your papers.",
  },
];
