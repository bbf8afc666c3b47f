import type { CaseKey } from './types';

export const ATM_KEYS: readonly CaseKey[] = [
  {
    id: 'atm-01',
    answerId: 'd',
    legitimate: false,
    flags: [
      { quote: 'It moves when you wiggle it.', why: 'A loose card slot is often a skimmer fitted over the real one.' },
      { quote: 'The keypad feels thick and spongy', why: 'A keypad overlay records your PIN.' },
      { quote: 'a tiny hole in the panel above it, pointing at the keys', why: 'A pinhole camera films your PIN.' },
    ],
    habit: 'Tug the card slot and look at the keypad before using an ATM; if anything is loose or odd, walk away and report it.',
  },
  {
    id: 'atm-02',
    answerId: 'a',
    legitimate: false,
    flags: [
      { quote: 'Type your PIN again and press Cancel twice', why: 'He wants to see your PIN while the card is trapped in the slot.' },
      { quote: 'He stands close, watching the keypad.', why: 'Shoulder-surfing is half of the trick.' },
      { quote: 'you should just go', why: 'Once you leave, he pulls out the trapped card.' },
    ],
    habit: 'If an ATM keeps your card, stay there and cancel the card with your bank at once.',
  },
  {
    id: 'atm-03',
    answerId: 'a',
    legitimate: true,
    flags: [
      { quote: 'An ATM inside your bank\'s branch, during opening hours', why: 'ATMs inside branches are harder to tamper with.' },
      { quote: 'The card slot is flush with the machine and does not move', why: 'No overlay on the card reader.' },
      { quote: 'sends a withdrawal alert that matches', why: 'The alert confirms only your own withdrawal.' },
    ],
    habit: 'Prefer ATMs inside branches, check the slot, shield your PIN and read the alerts.',
  },
];
