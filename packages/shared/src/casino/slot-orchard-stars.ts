/**
 * "Orchard Stars": 20 paylines, a wild on every reel (pays on its own too), a scatter that pays
 * anywhere; 3+ scatters give 10 free spins at ×3, retriggered by 3+ scatters again.
 * Symbols: W wild, S scatter, H1–H4 high (star, bell, plum, pear), L1–L5 low (leaves and seeds).
 */
import type { SlotDefinition } from './slot-engine';

/** The 20 paylines: the row (0 top … 2 bottom) on each reel. */
export const ORCHARD_LINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
] as const;

export const ORCHARD_STARS: SlotDefinition = {
  id: 'orchard-stars',
  name: 'Orchard Stars',
  rows: 3,
  // One string per reel, symbols separated by spaces, read cyclically from the stop.
  reels: [
    'L5 H1 H4 L3 H2 L4 L1 L5 H3 H4 L2 L3 W L4 H2 L5 L1 H1 H4 L3 H3 L2 L4 S L5 H4 H2 L3 L1 L4 H3 L2',
    'H2 L1 L4 H3 L5 L2 H4 L3 L4 S H1 H2 L1 L5 H4 L3 H3 W L2 L4 L5 H2 H4 L1 L3 H3 L4 L2 H1 L5 H4 L3 W',
    'H3 L2 L5 L3 H4 H1 L1 L4 W L2 L5 H2 H3 L3 L1 H4 S L4 L2 L5 L3 H1 H3 L1 L4 W L2 H4 L5 H2 L3 L1 S L4',
    'H4 L3 W L1 L4 H2 L2 L5 H3 L3 H4 L1 L4 L2 H1 L5 L3 H3 S W L1 L4 H2 H4 L2 L5 L3 L1 L4 H3 L2 H1 L5',
    'L1 L4 H3 L2 L5 S L3 H4 L1 H1 L4 L5 L2 H3 L3 H2 L5 L1 L4 H4 L2 L3 L5 L1 H3 H1 L4 W L2 H4 L5 L3 H2',
  ].map((strip) => strip.split(' ')),
  pays: {
    W: [0, 0, 60, 250, 1250],
    H1: [0, 0, 35, 125, 600],
    H2: [0, 0, 30, 120, 400],
    H3: [0, 0, 25, 80, 250],
    H4: [0, 0, 20, 65, 200],
    L1: [0, 0, 14, 40, 125],
    L2: [0, 0, 12, 30, 100],
    L3: [0, 0, 10, 25, 90],
    L4: [0, 0, 9, 20, 80],
    L5: [0, 0, 8, 20, 65],
  },
  wild: 'W',
  scatter: 'S',
  scatterPays: [0, 0, 2, 10, 50],
  mode: { kind: 'lines', lines: ORCHARD_LINES },
  coinsPerBet: 20,
  freeSpins: { minScatters: 3, spins: 10, multiplier: 3 },
};
