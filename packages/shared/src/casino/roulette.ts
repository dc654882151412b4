/**
 * European roulette: one zero, 37 pockets, pocket = ⌊f·37⌋. Every bet returns 36/n times its stake
 * when one of its n numbers comes up (straight 35:1 … even money 1:1), so every bet's RTP is 36/37.
 * Zero loses every outside bet (no la partage).
 */
import type { FloatSource } from './fair';

export const ROULETTE_POCKETS = 37;
/** The red numbers of the standard layout; the other non-zero numbers are black. */
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type RouletteBet =
  | { readonly kind: 'straight' | 'split' | 'street' | 'corner' | 'sixLine'; readonly numbers: readonly number[] }
  | { readonly kind: 'dozen' | 'column'; readonly index: 1 | 2 | 3 }
  | { readonly kind: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' };

/** How many numbers each inside bet covers. */
const INSIDE_SIZE = { straight: 1, split: 2, street: 3, corner: 4, sixLine: 6 } as const;

const row = (n: number) => Math.ceil(n / 3); // 1 … 12
const col = (n: number) => ((n - 1) % 3) + 1; // 1 … 3

function isValidInside(kind: keyof typeof INSIDE_SIZE, numbers: readonly number[]): boolean {
  const ns = [...numbers].sort((a, b) => a - b);
  if (ns.length !== INSIDE_SIZE[kind] || new Set(ns).size !== ns.length) return false;
  if (ns.some((n) => !Number.isInteger(n) || n < 0 || n > 36)) return false;
  const [a = -1, b = -1, c = -1, d = -1] = ns;
  const key = ns.join(',');
  switch (kind) {
    case 'straight':
      return true;
    case 'split':
      if (a === 0) return b >= 1 && b <= 3;
      return b - a === 3 || (b - a === 1 && row(a) === row(b));
    case 'street':
      return key === '0,1,2' || key === '0,2,3' || (a > 0 && col(a) === 1 && b === a + 1 && c === a + 2);
    case 'corner':
      return key === '0,1,2,3' || (a > 0 && col(a) !== 3 && b === a + 1 && c === a + 3 && d === a + 4);
    case 'sixLine':
      return a > 0 && col(a) === 1 && a <= 31 && ns.every((n, i) => n === a + i);
  }
}

/** The numbers a bet covers; throws on a bet that is not on the layout. */
export function rouletteBetNumbers(bet: RouletteBet): number[] {
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  switch (bet.kind) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'sixLine':
      if (!isValidInside(bet.kind, bet.numbers))
        throw new RangeError(`not a ${bet.kind} on the layout: ${bet.numbers.join(',')}`);
      return [...bet.numbers];
    case 'dozen':
      return all.filter((n) => row(n) > (bet.index - 1) * 4 && row(n) <= bet.index * 4);
    case 'column':
      return all.filter((n) => col(n) === bet.index);
    case 'red':
      return all.filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return all.filter((n) => !RED_NUMBERS.has(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return all.filter((n) => n <= 18);
    case 'high':
      return all.filter((n) => n >= 19);
  }
}

/** What a winning bet returns per unit staked (stake included): 36 / numbers covered. */
export function roulettePayout(bet: RouletteBet): number {
  return 36 / rouletteBetNumbers(bet).length;
}

/** The winning pocket of a spin. */
export function rouletteSpin(source: FloatSource): number {
  return Math.floor(source.at(0) * ROULETTE_POCKETS);
}

export type RouletteStake = { readonly bet: RouletteBet; readonly amount: number };

/** Plays several bets on one spin: the pocket and each bet's return (0 when lost). */
export function playRoulette(source: FloatSource, stakes: readonly RouletteStake[]) {
  const pocket = rouletteSpin(source);
  const returns = stakes.map(({ bet, amount }) => {
    const numbers = rouletteBetNumbers(bet);
    return numbers.includes(pocket) ? (amount * 36) / numbers.length : 0;
  });
  return { pocket, returns, totalReturn: returns.reduce((s, r) => s + r, 0) };
}

/** Exact RTP of a bet: n/37 × 36/n = 36/37 whatever the bet. */
export function rouletteRtp(bet: RouletteBet): number {
  const n = rouletteBetNumbers(bet).length;
  return (n / ROULETTE_POCKETS) * (36 / n);
}
