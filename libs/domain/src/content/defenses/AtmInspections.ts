import type { DefensePage } from '../types';
import { FICO_2023_BANK_ATMS, FICO_2023_DEBIT_CARDS, FICO_SKIMMING_2023 } from '../frauds/figures';
import { FBI_SKIMMING } from './sources';
import { DEFENSE_INDEX } from './wiki-index';

export const atmInspectionsPage: DefensePage = {
  ...DEFENSE_INDEX.AtmInspections,
  whatItIs: [
    'Skimmers are fake card readers and keypads that criminals fit onto ATMs, shop terminals and fuel pumps. They copy your card’s data while a hidden camera or keypad overlay records your PIN. The criminals then make a copy of your card and empty your account. The FBI estimates skimming costs banks and consumers more than $1 billion a year.',
    'ATM inspection is a quick habit: look at and feel the machine before using it, and protect your PIN. Banks and shop owners do the same on a schedule, checking their machines for tampering.',
    'The problem is growing. FICO counted 96% more compromised US debit cards in 2023 than in 2022, over 315,000 cards, and skimming compromises at bank ATMs up 90%.',
  ],
  howItWorks: [
    'Look at the card slot and keypad: anything loose, crooked, damaged, scratched, or a different colour or material from the rest of the machine is a warning sign. If in doubt, use another machine.',
    'Gently pull at the card reader and the edges of the keypad; the FBI suggests this, since overlays are often stuck on.',
    'Cover the keypad with your other hand while typing your PIN, to defeat hidden cameras.',
    'Prefer ATMs inside bank branches or in well-lit indoor spots, and be extra careful in tourist areas.',
    'Use chip or contactless payment where you can: skimmers mostly copy the magnetic stripe. Turn on transaction alerts so a cloned card is noticed fast.',
  ],
  tradeOffs: [
    'Free and quick, but only works if you do it every time.',
    'Good skimmers are hard to see, and fuel pump skimmers are usually hidden inside the pump, where no customer can see them.',
    'It can feel awkward to tug at a machine in public, and you may sometimes walk away from a machine that was fine.',
    'It protects cards at machines only. It does nothing against online scams, phishing or account takeover.',
  ],
  authorities: [
    {
      label: 'FBI: Skimming (tips for ATMs, card terminals and fuel pumps)',
      url: 'https://www.fbi.gov/how-we-can-help-you/safety-resources/scams-and-safety/common-scams-and-crimes/skimming',
    },
  ],
  figures: [FICO_2023_DEBIT_CARDS, FICO_2023_BANK_ATMS],
  sources: [FBI_SKIMMING, FICO_SKIMMING_2023],
};
