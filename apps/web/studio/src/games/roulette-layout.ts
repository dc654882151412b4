/**
 * The European roulette table laid out upright for a phone (pure, tested): numbers in 12 rows of 3
 * (x 0–3, y 1–13), zero on top, columns (2 to 1) below, dozens and the even-money bets on the left.
 * Every standard bet is a spot: a cell, or a dot on a line or corner between numbers.
 */
import { RED_NUMBERS, type RouletteBet } from '@fairline/shared/casino/roulette';

export type Spot = {
  readonly id: string;
  readonly bet: RouletteBet;
  /** A cell (x, y, w, h in table units) or a dot at its centre. */
  readonly shape:
    | { readonly kind: 'cell'; readonly x: number; readonly y: number; readonly w: number; readonly h: number }
    | { readonly kind: 'dot'; readonly x: number; readonly y: number };
};

export const TABLE = { minX: -2, maxX: 3, minY: 0, maxY: 14 } as const;

const cellOf = (n: number) => ({ x: (n - 1) % 3, y: Math.ceil(n / 3) });
const inside = (kind: 'straight' | 'split' | 'street' | 'corner' | 'sixLine', numbers: number[]): RouletteBet => ({
  kind,
  numbers,
});
const idOf = (bet: RouletteBet) =>
  'numbers' in bet ? `${bet.kind}:${bet.numbers.join('-')}` : 'index' in bet ? `${bet.kind}:${bet.index}` : bet.kind;

/** Every spot of the table. */
export function rouletteSpots(): Spot[] {
  const spots: Spot[] = [];
  const add = (bet: RouletteBet, shape: Spot['shape']) => spots.push({ id: idOf(bet), bet, shape });
  add(inside('straight', [0]), { kind: 'cell', x: 0, y: 0, w: 3, h: 1 });
  for (let n = 1; n <= 36; n++) add(inside('straight', [n]), { kind: 'cell', ...cellOf(n), w: 1, h: 1 });
  for (let col = 1; col <= 3; col++)
    add({ kind: 'column', index: col as 1 | 2 | 3 }, { kind: 'cell', x: col - 1, y: 13, w: 1, h: 1 });
  for (let d = 1; d <= 3; d++)
    add({ kind: 'dozen', index: d as 1 | 2 | 3 }, { kind: 'cell', x: -1, y: 1 + (d - 1) * 4, w: 1, h: 4 });
  (['low', 'even', 'red', 'black', 'odd', 'high'] as const).forEach((kind, i) => {
    add({ kind }, { kind: 'cell', x: -2, y: 1 + i * 2, w: 1, h: 2 });
  });
  // Zero's splits, trios and the basket sit on the line under zero.
  for (let n = 1; n <= 3; n++) add(inside('split', [0, n]), { kind: 'dot', x: n - 0.5, y: 1 });
  add(inside('street', [0, 1, 2]), { kind: 'dot', x: 1, y: 1 });
  add(inside('street', [0, 2, 3]), { kind: 'dot', x: 2, y: 1 });
  add(inside('corner', [0, 1, 2, 3]), { kind: 'dot', x: 3, y: 1 });
  for (let n = 1; n <= 36; n++) {
    const { x, y } = cellOf(n);
    if (x < 2) add(inside('split', [n, n + 1]), { kind: 'dot', x: x + 1, y: y + 0.5 });
    if (n <= 33) add(inside('split', [n, n + 3]), { kind: 'dot', x: x + 0.5, y: y + 1 });
    if (x < 2 && n <= 33) add(inside('corner', [n, n + 1, n + 3, n + 4]), { kind: 'dot', x: x + 1, y: y + 1 });
    if (x === 0) add(inside('street', [n, n + 1, n + 2]), { kind: 'dot', x: 3, y: y + 0.5 });
    if (x === 0 && n <= 31)
      add(inside('sixLine', [n, n + 1, n + 2, n + 3, n + 4, n + 5]), { kind: 'dot', x: 3, y: y + 1 });
  }
  return spots;
}

/** The wheel's pockets clockwise from zero (the European wheel). */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
] as const;

/** A pocket's colour. */
export const pocketColour = (n: number): 'green' | 'red' | 'black' =>
  n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black';
