import type { BankCaseKey } from './types';

export const PHISHING_KEYS: readonly BankCaseKey[] = [
  {
    id: 'phishing-01',
    answerId: 'a',
    legitimate: false,
    skill: 'check-sender',
    flags: [
      {
        quote: 'helpdesk@mail-quota.example',
        why: "Your IT team writes from your company's own domain, not a look-alike.",
      },
      {
        quote: 'New messages will be rejected after 17:00 today.',
        why: 'A same-day deadline is there to rush you past thinking.',
      },
      {
        quote: 'sign in below with your work password',
        why: 'Storage does not need your password; a login link in a mail is the classic credential grab.',
      },
    ],
    habit: 'Report a login request that arrives by email instead of answering it; replying only talks to the sender.',
  },
  {
    id: 'phishing-02',
    answerId: 'a',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'A minute ago you clicked "Forgot password" on shopwise.example',
        why: 'You started this: the email answers your own request.',
      },
      {
        quote: 'https://shopwise.example/account/reset?token=7f3k9q',
        why: "The link goes to the shop's own domain, the one you typed.",
      },
      {
        quote: 'If you did not ask for this, you can ignore this email',
        why: 'No pressure and no threat: genuine reset mails let you walk away.',
      },
    ],
    habit:
      'A reset email you just asked for, linking to the domain you know, is safe to use; one you did not ask for is not.',
  },
  {
    id: 'phishing-03',
    answerId: 'c',
    legitimate: false,
    skill: 'inspect-link',
    flags: [
      {
        quote: 'A customs fee of R28.50 is unpaid.',
        why: 'A small fee is the hook: the page it leads to wants your card details, not R28.50.',
      },
      {
        quote: 'swiftpost-za.delivery-fee.example.net',
        why: 'The real domain is delivery-fee.example.net; the courier name is only a prefix.',
      },
      { quote: 'Pay within 24h or it returns to sender', why: 'A small fee plus a deadline gets card details fast.' },
    ],
    habit: "Check a delivery on the courier's own app or a site you type yourself, never through the link in a text.",
  },
  {
    id: 'phishing-04',
    answerId: 'a',
    legitimate: false,
    skill: 'verify-channel',
    flags: [
      {
        quote: 'share@filedrop-docs.example',
        why: "The mail comes from a file service you do not use, not from Thandi's address.",
      },
      { quote: 'Salary review 2026.pdf (confidential)', why: 'A juicy, confidential title is bait to make you click.' },
      {
        quote: 'Sign in with your work email and password to open it.',
        why: 'A shared file that asks for your work password is harvesting it.',
      },
    ],
    habit:
      'When a "shared file" is unexpected, confirm with the person on a channel you already use before opening it.',
  },
  {
    id: 'phishing-05',
    answerId: 'c',
    legitimate: false,
    skill: 'inspect-link',
    flags: [
      {
        quote: 'northwindbank.example.secure-verify.example',
        why: "The site's real domain is the last part, secure-verify.example; the bank's name in front is decoration.",
      },
      {
        quote: 'Your card has been temporarily blocked.',
        why: 'A scare about your card is the lure to make you sign in.',
      },
      {
        quote: 'One-time PIN sent to your phone',
        why: 'A fake page relays your one-time PIN to the criminal in real time.',
      },
    ],
    habit:
      'Read a web address from the right: the part before the first single slash decides who owns the page, and a padlock proves nothing.',
  },
  {
    id: 'phishing-06',
    answerId: 'b',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'Five minutes ago you paid R1,249 for hiking boots at Cape Gear.',
        why: 'The alert matches a purchase you just made.',
      },
      {
        quote: 'Call the number on the back of your card.',
        why: 'It points you to a number you already own, not one in the text.',
      },
      { quote: 'We will never ask for your PIN or OTP.', why: 'It asks for nothing and has no link.' },
    ],
    habit:
      'An alert that matches what you just did and asks for nothing is normal; if in doubt, call the number on your card.',
  },
  {
    id: 'phishing-07',
    answerId: 'b',
    legitimate: false,
    skill: 'check-sender',
    flags: [
      {
        quote: 'refunds@sars-refund-portal.example',
        why: 'SARS does not write from a look-alike portal domain, and refunds are not claimed from an email.',
      },
      {
        quote: 'confirm your card number, expiry date and CVV',
        why: 'SARS pays a refund into the bank account on your eFiling profile; it never needs your card, let alone the CVV.',
      },
      {
        quote: 'Unclaimed refunds are cancelled.',
        why: 'Threatening to take the money away is pressure, not procedure.',
      },
    ],
    habit:
      'For anything about tax or refunds, open eFiling or the SARS app yourself; never give card details from an email.',
  },
  {
    id: 'phishing-08',
    answerId: 'b',
    legitimate: false,
    skill: 'inspect-link',
    flags: [
      {
        quote: 'It is stuck over part of the printed instructions.',
        why: "A sticker on top of the machine's own panel is how fake codes are placed.",
      },
      {
        quote: 'https://parkzone-payments.example/m/2291',
        why: 'The code leads to a site that is not the ParkZone app or machine the panel names.',
      },
      {
        quote: 'asks for your card number, expiry date and CVV for a R15 parking fee',
        why: 'A tiny fee is bait: the page wants full card details, worth far more than R15.',
      },
    ],
    habit:
      'Before paying through a QR code, look at where it leads; pay in the official app or at the machine when the code is a sticker.',
  },
  {
    id: 'phishing-09',
    answerId: 'a',
    legitimate: false,
    skill: 'check-sender',
    flags: [
      {
        quote: 'it-security@northwind-traders-mfa.example',
        why: 'Your IT team writes from the company\'s own domain, not one with "-mfa" glued on.',
      },
      {
        quote: 'Scan the QR code below with your phone camera',
        why: 'A QR code moves you to your phone, away from the mail filter and the protections of your work PC.',
      },
      {
        quote: 'sign in with your work password and the code from your app',
        why: 'A page that collects both your password and your code can sign in as you at once.',
      },
      {
        quote: 'Accounts not re-registered by Friday 17:00 will be locked.',
        why: 'A lock-out deadline is there to rush you.',
      },
    ],
    habit:
      'Treat a QR code in an email like a link: check who sent it and confirm the request on the intranet or with IT before you scan.',
  },
  {
    id: 'phishing-10',
    answerId: 'c',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: "printed on the restaurant's own laminated table card",
        why: "A code printed as part of the venue's own material is far less likely to be swapped than a loose sticker.",
      },
      {
        quote: 'https://umhlangagrill.example/menu?table=12',
        why: "The code opens the restaurant's own site, on a page for your table.",
      },
      {
        quote: 'We bring the card machine to your table when you pay.',
        why: 'It asks for no card details or sign-in: payment happens at the table, in person.',
      },
    ],
    habit:
      'A menu code that shows only a menu is fine; the time to stop is when a code asks for card details, a password or an app install.',
  },
  {
    id: 'phishing-11',
    answerId: 'c',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      { quote: 'On Monday you ordered a kettle from Shopwise.', why: 'The text matches an order you placed.' },
      {
        quote: 'give it to the driver only once the parcel is in your hands',
        why: 'A delivery PIN proves you received the parcel; it is given at the door, after handover.',
      },
      { quote: 'Track it in the Shopwise app.', why: "No link and no payment: it points you to the shop's own app." },
    ],
    habit:
      'A delivery PIN goes to the driver at the door once you hold the parcel; never send a code ahead, and never read out a code your bank sent.',
  },
  {
    id: 'phishing-12',
    answerId: 'a',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'Log in to eFiling or the SARS MobiApp to view your notice of assessment.',
        why: 'It sends you to the channels you already use, with no link to follow.',
      },
      {
        quote: 'SARS will never ask for your banking or login details by SMS.',
        why: 'It asks for nothing: no details, no reply, no payment.',
      },
    ],
    habit:
      'A notice that asks for nothing and points to eFiling or the app you already use is normal; read it there, never through a link.',
  },
  {
    id: 'phishing-13',
    answerId: 'c',
    legitimate: false,
    skill: 'inspect-link',
    flags: [
      {
        quote: 'https://sars.gov.za.efiling-verify.example/login',
        why: 'Read the address from the right: the site belongs to efiling-verify.example; "sars.gov.za" in front is decoration.',
      },
      { quote: 'no-reply@sars-efiling-notice.example', why: "The sender's domain is a look-alike, not SARS's own." },
      {
        quote: 're-enter your banking details within 24 hours',
        why: 'Changing the bank account on your profile is how criminals divert a refund; the deadline is pressure.',
      },
    ],
    habit:
      'Open eFiling from your own bookmark or the SARS app; a link that asks you to re-enter banking details is a refund diversion attempt.',
  },
  {
    id: 'phishing-14',
    answerId: 'b',
    legitimate: false,
    skill: 'guard-access',
    flags: [
      {
        quote: 'publisher not verified: docview-pro.example',
        why: 'An unknown, unverified app is asking for access, whatever page shows the request.',
      },
      {
        quote: 'Read, send and delete mail as you',
        why: 'Reading one spreadsheet needs none of this: the app wants your mailbox.',
      },
      {
        quote: 'Keep this access when you are not signed in',
        why: 'Consent gives the app its own lasting access; changing your password does not take it back.',
      },
    ],
    habit:
      'Read what an app asks for before you accept: grant nothing an app does not need, and report unexpected consent requests.',
  },
  {
    id: 'phishing-15',
    answerId: 'b',
    legitimate: true,
    skill: 'guard-access',
    flags: [
      {
        quote: 'verified publisher: Slotly Ltd',
        why: "The publisher is verified and you opened it from your company's own app list.",
      },
      {
        quote: 'See your name and email address · See when your calendar is free or busy',
        why: 'It asks only for what a booking tool needs: no mail, no files.',
      },
      {
        quote: 'Your administrator has approved this app for your organisation.',
        why: 'Your IT team has already vetted it.',
      },
    ],
    habit: 'A consent request is fine when you chose the app and it asks only for what its job needs.',
  },
  {
    id: 'phishing-16',
    answerId: 'c',
    legitimate: false,
    skill: 'verify-channel',
    flags: [
      {
        quote: 'billing@streammax-renewals.example',
        why: "The receipt comes from a look-alike domain, not the service's own.",
      },
      {
        quote: 'Call our refunds desk within 24 hours on 010 000 7734',
        why: 'The number is the trap: the "refunds desk" talks you into remote access or a payment.',
      },
      {
        quote: 'refunds are handled by phone only',
        why: 'No link keeps the mail past filters and pushes you to call.',
      },
    ],
    habit:
      "Check a charge in your banking app or the service's own account; never call a number that a surprise receipt gives you.",
  },
  {
    id: 'phishing-17',
    answerId: 'a',
    legitimate: false,
    skill: 'spot-pressure',
    flags: [
      {
        quote: 'Your password is sunflower88.',
        why: 'An old password from a public data leak is used to make the bluff look real.',
      },
      {
        quote: 'Through your webcam I recorded you',
        why: 'There is no video: the same mail goes to thousands of people at once.',
      },
      {
        quote: 'Do not reply. Do not tell anyone. I will know.',
        why: 'Secrecy and fear are the whole scheme; talking to someone breaks it.',
      },
    ],
    habit:
      'Never pay a blackmail mail: delete it, change any password it quotes where you still use it, and turn on two-step sign-in.',
  },
  {
    id: 'phishing-18',
    answerId: 'b',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      { quote: 'Last week you sent a faulty kettle back to Shopwise.', why: 'The refund matches a return you made.' },
      {
        quote: 'refunded R649.00 to the card you paid with',
        why: 'A genuine refund goes back to the card you paid with, with no details asked.',
      },
      { quote: 'No action is needed.', why: 'It asks for no call, no card number and no sign-in.' },
    ],
    habit:
      'A refund you expect, paid back to the card you used and asking for nothing, is normal; one that needs your call or your card number is not.',
  },
  {
    id: 'phishing-19',
    answerId: 'b',
    legitimate: false,
    skill: 'inspect-link',
    flags: [
      {
        quote: 'https://aarto-fines-za.example/pay?n=0417-2291',
        why: 'The code leads to a private look-alike site, not the traffic authority that issues the fine.',
      },
      {
        quote: 'Scan the code below to pay by card in two minutes.',
        why: 'A printed code is easy to make: the notice can be built from a real camera reading.',
      },
      {
        quote: 'Pay within 32 days and the fine is halved',
        why: 'The discount is real on real notices, which is why criminals copy it to hurry you.',
      },
    ],
    habit:
      'Pay a fine by looking the notice number up through a channel you find yourself; never through a code or link printed on the notice.',
  },
  {
    id: 'phishing-20',
    answerId: 'c',
    legitimate: true,
    skill: 'inspect-link',
    flags: [
      {
        quote: 'On Monday you ordered running shoes from Shopwise.',
        why: 'The text matches an order you placed two days ago.',
      },
      {
        quote: 'https://shopwise.example/track/SW-51877',
        why: 'The link is on the domain of the shop you ordered from, with your order number.',
      },
      { quote: 'Nothing to pay.', why: 'It asks for no fee, card or personal detail.' },
    ],
    habit:
      'A delivery text that matches your own order, links to the shop you bought from and asks for nothing is normal; judge the link, not the fact that there is one.',
  },
  {
    id: 'phishing-21',
    answerId: 'c',
    legitimate: false,
    skill: 'check-sender',
    flags: [
      {
        quote: 'hr@northwlnd-traders.example',
        why: 'The domain reads "northwlnd": an l where the i should be, a look-alike of your company.',
      },
      {
        quote: 'using their network login',
        why: 'A policy does not need your password; the page is there to collect it.',
      },
      {
        quote: 'acknowledge by Friday',
        why: 'A deadline for everyone makes a mass mail feel routine and pressing.',
      },
    ],
    habit:
      'Read the whole sender address letter by letter; a reply or a forward only keeps the mail alive, the report button ends it.',
  },
  {
    id: 'phishing-22',
    answerId: 'a',
    legitimate: true,
    skill: 'check-sender',
    flags: [
      {
        quote: 'payroll@karoo-logistics.example',
        why: "It comes from your employer's own domain, not a look-alike.",
      },
      {
        quote: 'https://payroll.karoo-logistics.example/documents',
        why: 'The link stays on the company domain, on the portal payroll already uses.',
      },
      {
        quote: 'Payroll will not ask for your password or banking details by email.',
        why: 'It asks for nothing in the mail itself; you sign in on your own portal.',
      },
    ],
    habit:
      'When the sender, the link and the timing all match what your employer does, go ahead; refusing a normal IRP5 only delays your return.',
  },
  {
    id: 'phishing-23',
    answerId: 'c',
    legitimate: false,
    skill: 'spot-pressure',
    flags: [
      {
        quote: 'One minute late and everyone gets the video.',
        why: 'A deadline of minutes is meant to stop you from talking to anyone first.',
      },
      {
        quote: 'Tell anyone and the price doubles.',
        why: 'Secrecy protects the blackmailer, not you.',
      },
      {
        quote: 'Send R3,000 by eWallet in the next hour',
        why: 'Paying marks you as someone who pays: the demands usually grow.',
      },
    ],
    habit:
      'Under sextortion, cut contact, pay nothing, keep the evidence and report it; a warning reply or a promise to delete keeps you in their game.',
  },
  {
    id: 'phishing-24',
    answerId: 'b',
    legitimate: false,
    skill: 'inspect-link',
    flags: [
      {
        quote: 'https://online.northwindbank.example@nwb-login.example/secure',
        why: 'Everything before the @ is ignored by the browser: the site that opens is nwb-login.example.',
      },
      {
        quote: 'sign in to stop it before 18:30',
        why: 'A forty-minute window leaves no time to look closely.',
      },
    ],
    habit:
      'Read a link from the first single slash back to the start: the host is what stands just before it, after any @. Check the debit in your app instead.',
  },
  {
    id: 'phishing-25',
    answerId: 'c',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'Ten minutes ago you signed in to online banking on your new laptop.',
        why: 'The alert describes a sign-in you just made.',
      },
      {
        quote: 'Chrome on Windows, Johannesburg, 19:35',
        why: 'Device, place and time match the new laptop.',
      },
      {
        quote: 'If this was you, there is nothing to do.',
        why: 'It asks for nothing and points to the app and your card, not to a link or a number of its own.',
      },
    ],
    habit:
      'A sign-in alert that matches what you just did needs no action; keep the alerts on for the one that does not.',
  },
];
