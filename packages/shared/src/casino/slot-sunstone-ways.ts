/**
 * "Sunstone Ways": 243 ways (any adjacent chain from the leftmost reel, ways multiplied), a wild on
 * reels 2–4 standing for every paying symbol, a scatter that pays anywhere; 3+ scatters give 8 free
 * spins at ×3, retriggered. A bet is 25 coins. Symbols: W wild, S scatter, H1–H4 high (sun, scarab,
 * lotus, ankh), L1–L4 low (gem colours).
 */
import type { SlotDefinition } from './slot-engine';

export const SUNSTONE_WAYS: SlotDefinition = {
  id: 'sunstone-ways',
  name: 'Sunstone Ways',
  rows: 3,
  // One string per reel, symbols separated by spaces, read cyclically from the stop.
  reels: [
    'H2 L1 L4 H3 L2 L3 H4 H1 L4 L1 H2 S H3 L3 L2 H4 L4 L1 H1 L3 H3 L2 L4 H2 H4 L3 L1 L4 H3 L2 H1 H4 L3',
    'H2 L1 L4 H3 L2 L3 H4 H1 L4 L1 S H2 H3 L3 L2 H4 L4 W L1 H1 L3 H3 L2 L4 H2 H4 L3 L1 L4 H3 L2 H1 H4 L3 W',
    'H3 L2 H4 L3 H1 L4 L1 H2 H3 W L2 L3 H4 L4 H1 L1 S L3 H3 L2 H2 L4 H4 L1 L3 H3 H1 L4 W L2 H4 H2 L3 L1 S L4',
    'H4 L3 W H2 L1 L4 H3 L2 L3 H4 L4 H1 L1 H3 L3 H2 L2 L4 H4 S W L1 L3 H1 H3 L2 L4 H4 H2 L3 L1 L4 H3 L2 H1',
    'L2 H1 H4 L3 L4 L1 H2 H3 L2 L3 H4 L4 H1 L1 H3 L3 L2 H2 L4 H4 L1 L3 H1 H3 L4 L2 S H4 H2 L3 L1 L4 H3',
  ].map((strip) => strip.split(' ')),
  pays: {
    H1: [0, 0, 22, 66, 220],
    H2: [0, 0, 16, 44, 165],
    H3: [0, 0, 11, 33, 110],
    H4: [0, 0, 9, 28, 88],
    L1: [0, 0, 6, 16, 55],
    L2: [0, 0, 6, 13, 44],
    L3: [0, 0, 4, 11, 33],
    L4: [0, 0, 3, 9, 28],
  },
  wild: 'W',
  scatter: 'S',
  scatterPays: [0, 0, 3, 15, 75],
  mode: { kind: 'ways' },
  coinsPerBet: 25,
  freeSpins: { minScatters: 3, spins: 8, multiplier: 3 },
};
