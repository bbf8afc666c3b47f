import type { ScenarioCase } from './types';

export const ATM_CASES: readonly ScenarioCase[] = [
  {
    id: 'atm-01',
    fraudId: 'AtmSkimming',
    defenseIds: ['AtmInspections'],
    medium: 'in-person',
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
      { id: 'd', label: 'Do not use it; tell the station and your bank' },
    ],
  },
  {
    id: 'atm-02',
    fraudId: 'AtmSkimming',
    defenseIds: ['AtmInspections', 'UserEducation'],
    medium: 'in-person',
    context: 'A busy mall ATM. The machine has just kept your card and the screen says "Transaction cancelled".',
    body: [
      'A friendly man behind you says: "It does that to everyone! Type your PIN again and press Cancel twice, it gives the card back."',
      'He stands close, watching the keypad. When nothing happens, he says the bank will return the card tomorrow and you should just go.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Stay at the ATM and call your bank\'s card-stop line now' },
      { id: 'b', label: 'Type your PIN again as he suggests' },
      { id: 'c', label: 'Go home and call the bank in the morning, as he says' },
    ],
  },
  {
    id: 'atm-03',
    fraudId: 'AtmSkimming',
    defenseIds: ['AtmInspections'],
    medium: 'in-person',
    context: 'An ATM inside your bank\'s branch, during opening hours',
    body: [
      'The card slot is flush with the machine and does not move when you pull it gently. The keypad has a metal privacy shield.',
      'Nobody is near you. You shield the keypad as you type your PIN, and your banking app sends a withdrawal alert that matches.',
    ],
    question: 'Anything to worry about?',
    choices: [
      { id: 'a', label: 'No: the machine checks out and the alert matches' },
      { id: 'b', label: 'Yes: block the card, since every ATM can be tampered with' },
      { id: 'c', label: 'Yes: never use a card at an ATM, always pay in cash from the branch counter' },
    ],
  },
];
