import type { ScenarioCase } from './types';

export const VISHING_CASES: readonly ScenarioCase[] = [
  {
    id: 'vishing-01',
    fraudId: 'Vishing',
    defenseIds: ['UserEducation', 'VerificationProtocols'],
    medium: 'call',
    context: 'Tuesday 18:40, a call to your mobile. The screen shows "Northwind Bank".',
    body: [],
    lines: [
      { speaker: 'Caller', text: 'Good evening, this is Sipho from Northwind Bank\'s fraud department. We have stopped a payment of R8,900 to an online store. Was that you?' },
      { speaker: 'You', text: 'No, it wasn\'t!' },
      { speaker: 'Caller', text: 'Don\'t worry, I can reverse it now. I have sent a one-time PIN to your phone. Read it to me and the payment is cancelled.' },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Read out the PIN: the call came from the bank\'s own name on screen' },
      { id: 'b', label: 'Hang up and call the number on the back of your card' },
      { id: 'c', label: 'Ask him for his staff number first, then read out the PIN' },
    ],
  },
  {
    id: 'vishing-02',
    fraudId: 'Vishing',
    defenseIds: ['VerificationProtocols', 'MultiFactorAuth'],
    medium: 'call',
    context: 'Wednesday 10:05, a call to your desk phone at work',
    body: [],
    lines: [
      { speaker: 'Caller', text: 'Hi, it\'s Jason from the IT help desk. We\'re moving everyone to the new mail server today and your account is next.' },
      { speaker: 'Caller', text: 'Please go to support-desk.example and install the RemoteHelp tool so I can do it for you.' },
      { speaker: 'Caller', text: 'You\'ll then get a sign-in prompt on your phone. Just tap Approve when it pops up.' },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Install the tool but refuse to approve the prompt on your phone' },
      { id: 'b', label: 'Do as asked: the help desk often works remotely' },
      { id: 'c', label: 'Say you\'ll call back, and ring IT on the number from the intranet' },
    ],
  },
  {
    id: 'vishing-03',
    fraudId: 'Vishing',
    defenseIds: ['UserEducation'],
    medium: 'voicemail',
    context: 'A voicemail left at 07:12 from an unknown number',
    body: [],
    lines: [
      { speaker: 'Recorded voice', text: 'This is the Revenue Service legal department. A case has been opened against you for unpaid tax.' },
      { speaker: 'Recorded voice', text: 'A warrant will be issued today unless you settle the amount. Call us back urgently on 010 555 0142. Do not ignore this message.' },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Ignore the number; check your tax account on the official site' },
      { id: 'b', label: 'Call 010 555 0142 back to find out what the case is about' },
      { id: 'c', label: 'Call back from a friend\'s phone so they cannot trace you' },
    ],
  },
  {
    id: 'vishing-04',
    fraudId: 'Vishing',
    defenseIds: ['VerificationProtocols'],
    medium: 'call',
    context: 'You called the number printed on the back of your Northwind Bank card about a double charge.',
    body: [],
    lines: [
      { speaker: 'Agent', text: 'Thanks for calling Northwind Bank, this is Priya. Before I look at the account, can you confirm your full name and date of birth?' },
      { speaker: 'Agent', text: 'Thank you. I can see two charges of R450 from Daily Fresh. I\'ll dispute the second one; you\'ll get an SMS with a reference number.' },
    ],
    question: 'Is it safe to carry on with this call?',
    choices: [
      { id: 'a', label: 'No: a bank should never ask for your date of birth on the phone' },
      { id: 'b', label: 'No: hang up and wait for the bank to call you instead' },
      { id: 'c', label: 'Yes: you dialled the bank\'s number yourself' },
    ],
  },
  {
    id: 'vishing-05',
    fraudId: 'Vishing',
    defenseIds: ['UserEducation', 'ApplicationSandboxing'],
    medium: 'call',
    context: 'Sunday 16:30, a call to your home phone',
    body: [],
    lines: [
      { speaker: 'Caller', text: 'Hello, I\'m calling from Windowsoft technical support. Your computer has been sending us error reports; it is infected.' },
      { speaker: 'Caller', text: 'Switch it on and type the address I give you so I can fix it remotely. The yearly protection is only R1,999.' },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Let them connect but watch everything they do on the screen' },
      { id: 'b', label: 'Hang up: software makers do not call about your PC' },
      { id: 'c', label: 'Ask them to prove it by telling you the version of your system' },
    ],
  },
  {
    id: 'vishing-06',
    fraudId: 'Vishing',
    defenseIds: ['VerificationProtocols'],
    medium: 'call',
    context: 'Yesterday you bought a fridge at HomeHub and chose home delivery. Today a call comes from a local number.',
    body: [],
    lines: [
      { speaker: 'Caller', text: 'Good morning, this is Anele from HomeHub deliveries, order HH-30917, one fridge.' },
      { speaker: 'Caller', text: 'We can come Thursday between 8 and 12, or Friday afternoon. Which suits you? Nothing to pay, it\'s already covered.' },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Pick a slot: it matches your order and asks for nothing' },
      { id: 'b', label: 'Hang up: a shop never calls about deliveries' },
      { id: 'c', label: 'Give your card number so they can hold the slot' },
    ],
  },
];
