import type { BankCase } from './types';

export const ATM_CASES: readonly BankCase[] = [
  {
    id: 'atm-01',
    fraudId: 'AtmSkimming',
    defenseIds: ['AtmInspections'],
    medium: 'in-person',
    difficulty: 1,
    context: 'A stand-alone ATM outside a petrol station, Friday night',
    body: [
      'The card slot sticks out further than on other ATMs and is a slightly different grey. It moves when you wiggle it.',
      'The keypad feels thick and spongy, and there is a tiny hole in the panel above it, pointing at the keys.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Use it, but cover the keypad with your hand' },
      { id: 'b', label: 'Use it: ATMs often look worn at petrol stations' },
      { id: 'c', label: 'Use it, but take out only a small amount of cash' },
      { id: 'd', label: 'Use a different ATM, and let the station and your bank know' },
    ],
  },
  {
    id: 'atm-02',
    fraudId: 'AtmSkimming',
    defenseIds: ['AtmInspections', 'UserEducation'],
    medium: 'in-person',
    difficulty: 2,
    context: 'A busy mall ATM. The machine has just kept your card and the screen says "Transaction cancelled".',
    body: [
      'A friendly man behind you says: "It does that to everyone! Type your PIN again and press Cancel twice, it gives the card back."',
      'He stands close, watching the keypad. When nothing happens, he says the bank will return the card tomorrow and you should just go.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: "Stay at the ATM and call your bank's card-stop line" },
      { id: 'b', label: 'Type your PIN again as he suggests' },
      { id: 'c', label: 'Go home and call the bank in the morning to cancel it' },
    ],
  },
  {
    id: 'atm-03',
    fraudId: 'AtmSkimming',
    defenseIds: ['AtmInspections'],
    medium: 'in-person',
    difficulty: 1,
    context: 'Tuesday lunchtime, at an ATM',
    body: [
      "The ATM stands inside your bank's branch, in opening hours. The card slot is flush with the machine and does not move when you pull it gently. The keypad has a metal privacy shield.",
      'Nobody is near you. You shield the keypad as you type your PIN, and your banking app sends a withdrawal alert that matches.',
    ],
    question: 'Anything to worry about?',
    choices: [
      { id: 'a', label: 'No: the machine checks out and the alert matches' },
      { id: 'b', label: 'Yes: block the card and report the ATM' },
      { id: 'c', label: 'Yes: never use a card at an ATM, always pay in cash from the branch counter' },
    ],
  },
  {
    id: 'atm-04',
    fraudId: 'AtmSkimming',
    defenseIds: ['AtmInspections', 'UserEducation'],
    medium: 'in-person',
    difficulty: 1,
    context: 'Monday 16:30, an ATM at a taxi rank',
    body: [
      'Your card is in the machine when a man in a bib of your bank\'s colours steps up: "This ATM has a new system. Let me help you."',
      'He asks you to type your PIN "to reset it" while he presses buttons, then hands you back a card and says the machine is offline.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Put the card away and go: the machine is offline' },
      { id: 'b', label: "Make sure the card is yours, and call your bank's card-stop line" },
      { id: 'c', label: 'Check the card still works at another ATM nearby, with the same PIN, to be sure' },
    ],
  },
  {
    id: 'atm-05',
    fraudId: 'AtmSkimming',
    defenseIds: ['AtmInspections'],
    medium: 'in-person',
    difficulty: 2,
    context: 'Saturday 09:15, at an ATM of your bank',
    body: [
      'In your banking app you chose "Cardless cash: R600". The app gave you a reference and a one-time cash PIN.',
      'The ATM screen says: "Cardless withdrawal: enter the reference and the one-time cash PIN from your app."',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: "Stop: never put an app's PIN into an ATM" },
      { id: 'b', label: 'Read the PIN out to the person behind you, to check you have it right' },
      { id: 'c', label: 'Enter them' },
    ],
  },
  {
    id: 'atm-06',
    fraudId: 'AtmSkimming',
    defenseIds: ['AtmInspections', 'UserEducation'],
    medium: 'in-person',
    difficulty: 1,
    context: 'Friday 21:00, paying the bill at a restaurant',
    body: [
      'The waiter says the card machine "only works at the till" and asks for your card and your PIN: "I\'ll bring you the slip."',
      'The till is round a corner, out of your sight.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Pay at the till, or by tap' },
      { id: 'b', label: 'Give the card and PIN: check the slip after' },
      { id: 'c', label: 'Give the card, and write the PIN on the back of the slip for him' },
    ],
  },
];
