import type { BankCase } from './types';

export const VISHING_CASES: readonly BankCase[] = [
  {
    id: 'vishing-01',
    fraudId: 'Vishing',
    defenseIds: ['UserEducation', 'VerificationProtocols'],
    medium: 'call',
    difficulty: 2,
    context: 'Tuesday 18:40, a call to your mobile',
    from: 'Northwind Bank (name shown on your screen)',
    body: [],
    lines: [
      {
        speaker: 'Caller',
        text: "Good evening, this is Sipho from Northwind Bank's fraud department. We have stopped a payment of R8,900 to an online store. Was that you?",
      },
      { speaker: 'You', text: "No, it wasn't!" },
      {
        speaker: 'Caller',
        text: "Don't worry, I can reverse it now. I have sent a one-time PIN to your phone. Read it to me and the payment is cancelled.",
      },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: "Read out the PIN: the call came from the bank's own name on screen" },
      { id: 'b', label: 'Hang up; ring the number on your card' },
      { id: 'c', label: 'Ask for a number to call back on, and verify him there' },
    ],
  },
  {
    id: 'vishing-02',
    fraudId: 'Vishing',
    defenseIds: ['VerificationProtocols', 'MultiFactorAuth'],
    medium: 'call',
    difficulty: 2,
    pattern: 'remote-access-app',
    context: 'Wednesday 10:05, a call to your desk phone at work',
    from: 'Outside line',
    body: [],
    lines: [
      {
        speaker: 'Caller',
        text: "Hi, it's Jason from the IT help desk. We're moving everyone to the new mail server today and your account is next.",
      },
      {
        speaker: 'Caller',
        text: 'Please go to support-desk.example and install the RemoteHelp tool so I can do it for you.',
      },
      { speaker: 'Caller', text: "You'll then get a sign-in prompt on your phone. Just tap Approve when it pops up." },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Install the tool, but refuse to approve the prompt that comes to your phone' },
      { id: 'b', label: 'Do as asked: the help desk often works remotely' },
      { id: 'c', label: 'Ask him to email the steps from the help desk mailbox instead, then follow them' },
      { id: 'd', label: "Say you'll call back, and ring IT on the number from the intranet" },
    ],
  },
  {
    id: 'vishing-03',
    fraudId: 'Vishing',
    defenseIds: ['UserEducation'],
    medium: 'voicemail',
    difficulty: 1,
    pattern: 'sars-efiling',
    context: 'A voicemail left on your phone at 07:12',
    from: '+27 10 000 0142',
    body: [],
    lines: [
      {
        speaker: 'Recorded voice',
        text: 'This is the SARS legal department. A case has been opened against you for unpaid tax.',
      },
      {
        speaker: 'Recorded voice',
        text: 'A warrant will be issued today unless you settle the amount. Call us back urgently on 010 000 0142. Do not ignore this message.',
      },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Ignore the number; check eFiling, opened yourself' },
      { id: 'b', label: 'Call back on 010 000 0142 to check and confirm the case' },
      { id: 'c', label: "Call back from a friend's phone" },
    ],
  },
  {
    id: 'vishing-04',
    fraudId: 'Vishing',
    defenseIds: ['VerificationProtocols'],
    medium: 'call',
    difficulty: 3,
    context: 'You called the number printed on the back of your Northwind Bank card about a double charge.',
    body: [],
    lines: [
      {
        speaker: 'Agent',
        text: 'Thanks for calling Northwind Bank, this is Priya. Before I look at the account, can you confirm your full name and date of birth?',
      },
      {
        speaker: 'Agent',
        text: "Thank you. I can see two charges of R450 from Daily Fresh. I'll dispute the second one; you'll get an SMS with a reference number.",
      },
    ],
    question: 'Is it safe to carry on with this call?',
    choices: [
      { id: 'a', label: 'No: a bank never asks for your birth date' },
      { id: 'b', label: 'No: hang up and wait for the bank to call you instead' },
      { id: 'c', label: 'Yes: you dialled it yourself' },
    ],
  },
  {
    id: 'vishing-05',
    fraudId: 'Vishing',
    defenseIds: ['UserEducation', 'ApplicationSandboxing'],
    medium: 'call',
    difficulty: 1,
    pattern: 'remote-access-app',
    context: 'Sunday 16:30, a call to your home phone',
    from: 'International number',
    body: [],
    lines: [
      {
        speaker: 'Caller',
        text: "Hello, I'm calling from Windowsoft technical support. Your computer has been sending us error reports; it is infected.",
      },
      {
        speaker: 'Caller',
        text: 'Switch it on and type the address I give you so I can fix it remotely. The yearly protection is only R1,999.',
      },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Let them connect but watch everything they do on the screen' },
      { id: 'b', label: 'Hang up: software makers do not call about your PC' },
      { id: 'c', label: "Ask them to confirm your PC's licence number first" },
    ],
  },
  {
    id: 'vishing-06',
    fraudId: 'Vishing',
    defenseIds: ['VerificationProtocols'],
    medium: 'call',
    difficulty: 2,
    context:
      'Yesterday you bought a fridge at HomeHub and chose home delivery. Today a call comes from a local number.',
    body: [],
    lines: [
      { speaker: 'Caller', text: 'Good morning, this is Anele from HomeHub deliveries, order HH-30917, one fridge.' },
      {
        speaker: 'Caller',
        text: "We can come Thursday between 8 and 12, or Friday afternoon. Which suits you? Nothing to pay, it's already covered.",
      },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Pick a slot: it matches your order and asks for nothing' },
      { id: 'b', label: 'Hang up: a shop never calls you about a delivery it has booked' },
      { id: 'c', label: 'Give your card number so they can hold the slot' },
    ],
  },
  {
    id: 'vishing-07',
    fraudId: 'Vishing',
    defenseIds: ['UserEducation', 'ApplicationSandboxing', 'VerificationProtocols'],
    medium: 'call',
    difficulty: 3,
    pattern: 'remote-access-app',
    context: 'Monday 17:45, a call to your mobile',
    from: 'Northwind Bank (name shown on your screen)',
    body: [],
    lines: [
      {
        speaker: 'Caller',
        text: "Hi, it's Kabelo from Northwind Bank. A debit order of R3,200 from an insurer you don't use is about to go off. I can reverse it for you now.",
      },
      {
        speaker: 'Caller',
        text: 'To do that safely I need to see your banking app with you. Install "SupportView" from the app store and read me the nine-digit code it shows.',
      },
      { speaker: 'Caller', text: "It's our standard screen-sharing tool, all our clients use it." },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Install it, but close and lock your banking app' },
      { id: 'b', label: 'Install it: the call is from Northwind Bank' },
      { id: 'c', label: 'Hang up, and ring the number printed on your card' },
    ],
  },
  {
    id: 'vishing-08',
    fraudId: 'Vishing',
    defenseIds: ['UserEducation', 'VerificationProtocols'],
    medium: 'voicemail',
    difficulty: 2,
    pattern: 'refund-callback',
    context: 'Wednesday 13:10, a voicemail on your phone',
    from: '+27 87 000 5561',
    body: [],
    lines: [
      {
        speaker: 'Recorded voice',
        text: 'Hello, this is Shopwise customer care. Our system charged you twice for your last order, and you are owed a refund of R3,100.',
      },
      {
        speaker: 'Recorded voice',
        text: 'To receive it today, call us back on 087 000 5561 with your banking app open. Press 1 for refunds.',
      },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Check your orders in the Shopwise app and your statement' },
      { id: 'b', label: 'Call back with the banking app open, as asked' },
      { id: 'c', label: 'Call back, but give only the card number, never the PIN' },
    ],
  },
  {
    id: 'vishing-09',
    fraudId: 'Vishing',
    defenseIds: ['VerificationProtocols', 'UserEducation'],
    medium: 'call',
    difficulty: 3,
    context: 'Saturday 15:20, a call to your mobile',
    from: 'Northwind Bank (name shown on your screen)',
    body: [],
    lines: [
      {
        speaker: 'Agent',
        text: "Good afternoon, this is Busi from Northwind Bank's card team. We paused a card purchase of R4,870 at an online electronics store a few minutes ago.",
      },
      {
        speaker: 'Agent',
        text: "I only need a yes or a no: did you make that purchase? I won't ask for any PIN, password or code.",
      },
      {
        speaker: 'Agent',
        text: "If you'd rather check it's us, hang up and call the number on the back of your card; quote reference 55120.",
      },
    ],
    question: "Is this call behaving like a real bank's call?",
    choices: [
      { id: 'a', label: 'No: a bank never phones its customers' },
      { id: 'b', label: 'Yes: it asks only yes or no, and offers a call-back' },
      { id: 'c', label: 'No: the name on screen can be faked' },
    ],
  },
  {
    id: 'vishing-10',
    fraudId: 'Vishing',
    defenseIds: ['UserEducation', 'MultiFactorAuth'],
    medium: 'call',
    difficulty: 1,
    pattern: 'sars-efiling',
    context: 'Tuesday 10:30, a call to your mobile',
    from: '+27 12 000 3318',
    body: [],
    lines: [
      {
        speaker: 'Caller',
        text: "Good morning, I'm calling from SARS about your income tax refund of R5,460. It is on hold because your eFiling profile is locked.",
      },
      {
        speaker: 'Caller',
        text: 'I can unlock it now. Please confirm your eFiling username and password, and the one-time PIN we are sending you.',
      },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Hang up: nobody from SARS needs your eFiling login or a PIN' },
      { id: 'b', label: 'Give the username only, but keep the password and the PIN to yourself' },
      { id: 'c', label: 'Give the details: the refund amount sounds right' },
    ],
  },
  {
    id: 'vishing-11',
    fraudId: 'Vishing',
    defenseIds: ['UserEducation', 'MultiFactorAuth'],
    medium: 'call',
    difficulty: 2,
    pattern: 'courier-parcel',
    context: 'Friday 14:05, a call to your mobile',
    from: '+27 71 000 8843',
    body: [],
    lines: [
      {
        speaker: 'Caller',
        text: "Hi, SwiftPost driver here, I'm at your gate with a parcel. For the handover I need the delivery code we just sent you by SMS.",
      },
      {
        speaker: 'You',
        text: 'The text says: "Northwind Bank: OTP 558213 to link a new device. Do not share this code."',
      },
      {
        speaker: 'Caller',
        text: "Yes yes, that's our system. Just read me the six digits, I have lots of deliveries.",
      },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Read the code: he is at your gate with a parcel' },
      { id: 'b', label: 'Check the parcel first, then give the code' },
      { id: 'c', label: "Refuse: the code is your bank's, and it links a new device" },
    ],
  },
  {
    id: 'vishing-12',
    fraudId: 'Vishing',
    defenseIds: ['VerificationProtocols', 'UserEducation'],
    medium: 'call',
    difficulty: 3,
    context: 'Thursday 14:10, a call to your mobile from a 012 number',
    from: '012 000 4471',
    body: [],
    lines: [
      {
        speaker: 'Caller',
        text: 'Warrant Officer Maseko, SAPS commercial crimes, badge 4471-K. Your ID number was used to open an account that received stolen money.',
      },
      {
        speaker: 'Caller',
        text: 'This is an active investigation, so you may not discuss it with your bank or family. To clear your name today, your savings must sit in a holding account while we check them.',
      },
      {
        speaker: 'Caller',
        text: 'If you doubt me, call the station on 012 000 4400 and ask for me by badge number.',
      },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Call 012 000 4400 and confirm the badge number before you move anything' },
      { id: 'b', label: 'End the call; police never hold your savings, and you may tell whom you like' },
      { id: 'c', label: 'Move a small part only, and ask for a written case number to check later' },
    ],
  },
  {
    id: 'vishing-13',
    fraudId: 'Vishing',
    defenseIds: ['VerificationProtocols'],
    medium: 'call',
    difficulty: 3,
    context: 'Monday 12:30. You dialled the number on the back of your card to dispute a double charge.',
    from: 'Northwind Bank card line (you called)',
    body: [],
    lines: [
      {
        speaker: 'Agent',
        text: 'Thanks for holding. Before I open the dispute, please give me your ID number and your date of birth.',
      },
      {
        speaker: 'Agent',
        text: 'I will not ask for your PIN, your password or any one-time PIN. The dispute reference will come by SMS.',
      },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Refuse: a bank never asks for your ID number on the phone' },
      { id: 'b', label: 'Give your ID number and date of birth so the agent can find your account' },
      { id: 'c', label: 'Hang up and ask the bank to call you back on your number instead' },
    ],
  },
  {
    id: 'vishing-14',
    fraudId: 'Vishing',
    defenseIds: ['MultiFactorAuth', 'UserEducation'],
    medium: 'call',
    difficulty: 3,
    pattern: 'refund-callback',
    context: 'Wednesday 16:40. Last week you returned a faulty blender to Shopwise.',
    from: '+27 60 000 3318',
    body: [],
    lines: [
      {
        speaker: 'Caller',
        text: 'Hi, Shopwise returns here about order SW-47120, the blender. Your R1,299 refund bounced back from your bank.',
      },
      {
        speaker: 'Caller',
        text: 'I am sending it again now. Your bank will SMS a code to accept the money; just read it to me and it lands today.',
      },
    ],
    question: 'The order number is right. What do you do?',
    choices: [
      { id: 'a', label: 'Ask him to confirm your address and card digits first, then read the code' },
      { id: 'b', label: 'Read no code to him; look at the refund in your own Shopwise account instead' },
      { id: 'c', label: 'Read the code: he knows the order number, so he is from Shopwise' },
    ],
  },
  {
    id: 'vishing-15',
    fraudId: 'Vishing',
    defenseIds: ['UserEducation', 'VerificationProtocols'],
    medium: 'voicemail',
    difficulty: 2,
    pattern: 'sars-efiling',
    context: 'Friday 15:55, a voicemail on your phone',
    from: '+27 60 000 9023',
    body: [],
    lines: [
      {
        speaker: 'Recorded voice',
        text: 'This is the SARS legal department. A criminal case has been opened against you for unpaid tax of R18,420. A warrant will be issued at 17:00 today.',
      },
      {
        speaker: 'Recorded voice',
        text: 'To stop it, call this number back now and press 1 to speak to the officer handling your file.',
      },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Call back to check the amount, but pay nothing on that call' },
      {
        id: 'b',
        label: "Look at your account on eFiling, or ring SARS's contact centre, not this number",
      },
      { id: 'c', label: 'Press 1 and ask the officer for the case number so you can verify it' },
    ],
  },
  {
    id: 'vishing-16',
    fraudId: 'Vishing',
    defenseIds: ['MultiFactorAuth', 'VerificationProtocols'],
    medium: 'chat',
    difficulty: 2,
    context: 'Saturday 10:20. A call has just ended; you read the caller a code from an SMS. Now this arrives.',
    body: [],
    lines: [
      {
        speaker: 'Northwind Bank (SMS)',
        text: 'Northwind Bank: a new device was linked to your banking app at 10:14. Profile limits changed to R50,000.',
      },
      {
        speaker: 'Northwind Bank (SMS)',
        text: 'Northwind Bank: payment of R24,500 to a new beneficiary is processing.',
      },
    ],
    question: 'What do you do first?',
    choices: [
      { id: 'a', label: 'Wait for the payment to clear, then report it at the branch on Monday' },
      { id: 'b', label: 'Change your app password and keep an eye on the account' },
      {
        id: 'c',
        label: "Phone the bank's 24-hour number on your card now and have the profile and payments stopped",
      },
    ],
  },
];
