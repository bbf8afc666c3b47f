import type { CaseKey } from './types';

export const PHISHING_KEYS: readonly CaseKey[] = [
  {
    id: 'phishing-01',
    answerId: 'a',
    legitimate: false,
    flags: [
      { quote: 'helpdesk@mail-quota.example', why: 'Your IT team writes from your company\'s own domain, not a look-alike.' },
      { quote: 'New messages will be rejected after 17:00 today.', why: 'A same-day deadline is there to rush you past thinking.' },
      { quote: 'sign in below with your work password', why: 'Storage does not need your password; a login link in a mail is the classic credential grab.' },
    ],
    habit: 'Report a login request that arrives by email instead of answering it; replying only talks to the sender.',
  },
  {
    id: 'phishing-02',
    answerId: 'a',
    legitimate: true,
    flags: [
      { quote: 'A minute ago you clicked "Forgot password" on shopwise.example', why: 'You started this: the email answers your own request.' },
      { quote: 'https://shopwise.example/account/reset?token=7f3k9q', why: 'The link goes to the shop\'s own domain, the one you typed.' },
      { quote: 'If you did not ask for this, you can ignore this email', why: 'No pressure and no threat: genuine reset mails let you walk away.' },
    ],
    habit: 'A reset email you just asked for, linking to the domain you know, is safe to use; one you did not ask for is not.',
  },
  {
    id: 'phishing-03',
    answerId: 'c',
    legitimate: false,
    flags: [
      { quote: 'You are not expecting a parcel.', why: 'A message about a delivery you never ordered is a common hook.' },
      { quote: 'swiftpost-za.delivery-fee.example.net', why: 'The real domain is delivery-fee.example.net; the courier name is only a prefix.' },
      { quote: 'Pay within 24h or it returns to sender', why: 'A small fee plus a deadline gets card details fast.' },
    ],
    habit: 'Check a delivery on the courier\'s own app or a site you type yourself, never through the link in a text.',
  },
  {
    id: 'phishing-04',
    answerId: 'a',
    legitimate: false,
    flags: [
      { quote: 'share@filedrop-docs.example', why: 'The mail comes from a file service you do not use, not from Thandi\'s address.' },
      { quote: 'Salary review 2026.pdf (confidential)', why: 'A juicy, confidential title is bait to make you click.' },
      { quote: 'Sign in with your work email and password to open it.', why: 'A shared file that asks for your work password is harvesting it.' },
    ],
    habit: 'When a "shared file" is unexpected, confirm with the person on a channel you already use before opening it.',
  },
  {
    id: 'phishing-05',
    answerId: 'c',
    legitimate: false,
    flags: [
      { quote: 'northwindbank.example.secure-verify.net', why: 'The site\'s real domain is the last part, secure-verify.net; the bank\'s name in front is decoration.' },
      { quote: 'Your card has been temporarily blocked.', why: 'A scare about your card is the lure to make you sign in.' },
      { quote: 'One-time PIN sent to your phone', why: 'A fake page relays your one-time PIN to the criminal in real time.' },
    ],
    habit: 'Read a web address from the right: the part before the first single slash decides who owns the page, and a padlock proves nothing.',
  },
  {
    id: 'phishing-06',
    answerId: 'b',
    legitimate: true,
    flags: [
      { quote: 'Five minutes ago you paid R1,249 for hiking boots at Cape Gear.', why: 'The alert matches a purchase you just made.' },
      { quote: 'Call the number on the back of your card.', why: 'It points you to a number you already own, not one in the text.' },
      { quote: 'We will never ask for your PIN or OTP.', why: 'It asks for nothing and has no link.' },
    ],
    habit: 'An alert that matches what you just did and asks for nothing is normal; if in doubt, call the number on your card.',
  },
  {
    id: 'phishing-07',
    answerId: 'b',
    legitimate: false,
    flags: [
      { quote: 'refunds@nrs-refund-portal.example', why: 'A tax authority does not send refunds from a look-alike portal domain.' },
      { quote: 'confirm your card number, expiry date and CVV', why: 'A refund never needs your CVV: that is what lets someone spend on your card.' },
      { quote: 'Unclaimed refunds are cancelled.', why: 'Threatening to take the money away is pressure, not procedure.' },
    ],
    habit: 'For anything about tax or refunds, go to the revenue service by typing its address yourself; never give card details from an email.',
  },
];
