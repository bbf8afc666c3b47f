import type { BankCaseKey } from './types';

export const ATM_KEYS: readonly BankCaseKey[] = [
  {
    id: 'atm-01',
    answerId: 'd',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      { quote: 'It moves when you wiggle it.', why: 'A loose card slot is often a skimmer fitted over the real one.' },
      { quote: 'The keypad feels thick and spongy', why: 'A keypad overlay records your PIN.' },
      { quote: 'a tiny hole in the panel above it, pointing at the keys', why: 'A pinhole camera films your PIN.' },
    ],
    habit:
      'Tug the card slot and look at the keypad before using an ATM; if anything is loose or odd, walk away and report it.',
  },
  {
    id: 'atm-02',
    answerId: 'a',
    legitimate: false,
    skill: 'protect-codes',
    flags: [
      {
        quote: 'Type your PIN again and press Cancel twice',
        why: 'He wants to see your PIN while the card is trapped in the slot.',
      },
      { quote: 'He stands close, watching the keypad.', why: 'Shoulder-surfing is half of the trick.' },
      { quote: 'you should just go', why: 'Once you leave, he pulls out the trapped card.' },
    ],
    habit: 'If an ATM keeps your card, stay there and cancel the card with your bank at once.',
  },
  {
    id: 'atm-03',
    answerId: 'a',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: "The ATM stands inside your bank's branch, in opening hours.",
        why: 'ATMs inside branches are harder to tamper with.',
      },
      { quote: 'The card slot is flush with the machine and does not move', why: 'No overlay on the card reader.' },
      { quote: 'sends a withdrawal alert that matches', why: 'The alert confirms only your own withdrawal.' },
    ],
    habit: 'Prefer ATMs inside branches, check the slot, shield your PIN and read the alerts.',
  },
  {
    id: 'atm-04',
    answerId: 'b',
    legitimate: false,
    skill: 'protect-codes',
    flags: [
      {
        quote: "a man in a bib of your bank's colours steps up",
        why: 'Bank staff do not stand at ATMs offering help; a bib is easy to buy.',
      },
      {
        quote: 'He asks you to type your PIN "to reset it" while he presses buttons',
        why: 'He watches your PIN while he swaps your card for another.',
      },
      {
        quote: 'hands you back a card',
        why: 'The card you got back may not be yours: with your card and PIN he can empty the account.',
      },
    ],
    habit:
      'Accept no help at an ATM; if someone has handled your card, check it is yours and call the card-stop line at once.',
  },
  {
    id: 'atm-05',
    answerId: 'c',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'In your banking app you chose "Cardless cash: R600".',
        why: 'You started the withdrawal yourself, in your own app.',
      },
      {
        quote: 'enter the reference and the one-time cash PIN from your app',
        why: 'That is how cardless cash works: the ATM asks for what your app gave you.',
      },
    ],
    habit:
      'A one-time cash PIN is for the ATM of a withdrawal you started; type it in yourself and keep it from everyone else.',
  },
  {
    id: 'atm-06',
    answerId: 'a',
    legitimate: false,
    skill: 'protect-codes',
    flags: [
      { quote: 'asks for your card and your PIN', why: 'Nobody needs your PIN: it is only ever typed by you.' },
      {
        quote: 'The till is round a corner, out of your sight.',
        why: 'Out of sight, a card can be skimmed and the PIN used later.',
      },
    ],
    habit: 'Keep your card in sight and type your PIN yourself, shielding the keypad; never tell anyone your PIN.',
  },
  {
    id: 'atm-07',
    answerId: 'a',
    legitimate: false,
    skill: 'spot-pressure',
    flags: [
      {
        quote: 'or it will be blocked tonight',
        why: 'A threat to block your card is there to make you obey without thinking.',
      },
      {
        quote: 'Insert your card in my handheld here and type your PIN',
        why: 'A handheld reader copies the card and records the PIN; banks never do this in a queue.',
      },
      { quote: 'Quick, quick, the queue is long.', why: 'Hurry keeps you from asking why.' },
    ],
    habit:
      'Your card goes only into an ATM or a till, and your PIN only onto its keypad; a badge or a bib changes nothing.',
  },
  {
    id: 'atm-08',
    answerId: 'a',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'and the branch is open',
        why: 'An ATM inside an open branch, in view of staff, is the hardest place to rig.',
      },
      {
        quote: 'A poster from the bank next to the machine explains the new tap-to-withdraw ATMs.',
        why: 'The bank announces the feature where you stand.',
      },
      { quote: 'Nothing on the machine is loose', why: 'No add-on parts on the slot or keypad.' },
    ],
    habit:
      'Inspect an ATM for add-ons, not for novelty: a new feature your bank announces on an intact machine is safe to use.',
  },
  {
    id: 'atm-09',
    answerId: 'c',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      {
        quote: 'ATM Bloemfontein Central, 21:38',
        why: 'Cash drawn hundreds of kilometres away while your card is in your wallet: it was copied.',
      },
      {
        quote: 'R3,000.00 cash withdrawn, card ending 4471',
        why: 'Cash drawn with a copy of your card and PIN, most likely taken at the last ATM you used.',
      },
    ],
    habit:
      'Stop a copied card the minute you see a withdrawal you did not make; every hour of waiting is more cash out.',
  },
];
