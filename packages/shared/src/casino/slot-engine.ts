/**
 * A 5-reel, 3-row video slot from data: reel strips, a paytable, paylines or "ways" (every
 * left-to-right adjacent chain), a wild that stands for every paying symbol, a scatter that pays
 * anywhere and triggers free spins (a multiplier on line/way wins, retriggered by scatters again).
 * Stops come from the bet's floats: reel r stops at ⌊f·length⌋ of its strip.
 */
import type { FloatSource } from './fair';

export type SlotDefinition = {
  readonly id: string;
  readonly name: string;
  readonly rows: 3;
  /** Five reel strips, each read cyclically; the window shows positions stop, stop + 1, stop + 2. */
  readonly reels: readonly (readonly string[])[];
  readonly wild: string;
  readonly scatter: string;
  /** Pays per symbol for 1 … 5 of a kind, in coins per line (lines) or per way (ways). */
  readonly pays: Readonly<Record<string, readonly [number, number, number, number, number]>>;
  /** Scatter pays for 1 … 5 scatters anywhere, in multiples of the total bet. */
  readonly scatterPays: readonly [number, number, number, number, number];
  readonly mode: { readonly kind: 'lines'; readonly lines: readonly (readonly number[])[] } | { readonly kind: 'ways' };
  /** Coins in one bet: lines × 1 coin, or the ways game's fixed coin count. */
  readonly coinsPerBet: number;
  readonly freeSpins: { readonly minScatters: number; readonly spins: number; readonly multiplier: number };
};

export type SlotWindow = string[][]; // [reel][row]

/** The symbols shown for given stops. */
export function slotWindow(slot: SlotDefinition, stops: readonly number[]): SlotWindow {
  return slot.reels.map((strip, r) => {
    const stop = stops[r] as number;
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length] as string);
  });
}

/** What a line of symbols pays in coins: the better of the leading wilds' own pay and the first symbol's run. */
export function linePay(slot: SlotDefinition, symbols: readonly string[]): number {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === slot.wild) wildRun++;
  const wildPay = wildRun > 0 ? (slot.pays[slot.wild]?.[wildRun - 1] ?? 0) : 0;
  const target = symbols[wildRun];
  if (target === undefined || target === slot.scatter) return wildPay;
  let run = wildRun;
  while (run < symbols.length && (symbols[run] === target || symbols[run] === slot.wild)) run++;
  return Math.max(wildPay, slot.pays[target]?.[run - 1] ?? 0);
}

/** Ways pay in coins: for each symbol, the chain of reels from the left showing it (or a wild) × its ways. */
export function waysPay(slot: SlotDefinition, window: SlotWindow): number {
  let total = 0;
  for (const [symbol, pays] of Object.entries(slot.pays)) {
    if (symbol === slot.wild) continue;
    let ways = 1;
    let reels = 0;
    for (const column of window) {
      const count = column.filter((s) => s === symbol || s === slot.wild).length;
      if (count === 0) break;
      ways *= count;
      reels++;
    }
    if (reels > 0) total += (pays[reels - 1] ?? 0) * ways;
  }
  return total;
}

/** Scatters anywhere in the window. */
export function countScatters(slot: SlotDefinition, window: SlotWindow): number {
  return window.reduce((n, column) => n + column.filter((s) => s === slot.scatter).length, 0);
}

export type SlotSpin = {
  readonly stops: number[];
  readonly window: SlotWindow;
  readonly win: number;
  readonly scatters: number;
};

/** One spin's win in multiples of the total bet (line/way wins × multiplier, plus scatter pays). */
export function evaluateSpin(slot: SlotDefinition, stops: readonly number[], multiplier: number): SlotSpin {
  const window = slotWindow(slot, stops);
  const coins =
    slot.mode.kind === 'ways'
      ? waysPay(slot, window)
      : slot.mode.lines.reduce(
          (s, line) =>
            s +
            linePay(
              slot,
              line.map((row, r) => window[r]?.[row] as string),
            ),
          0,
        );
  const scatters = countScatters(slot, window);
  const scatterWin = scatters > 0 ? (slot.scatterPays[scatters - 1] ?? 0) : 0;
  return { stops: [...stops], window, win: (coins * multiplier) / slot.coinsPerBet + scatterWin, scatters };
}

export type SlotRound = { readonly base: SlotSpin; readonly freeSpins: SlotSpin[]; readonly multiplier: number };

/** A paid spin and the free spins it triggers (floats 5 at a time: the base spin, then each free spin). */
export function playSlot(slot: SlotDefinition, source: FloatSource): SlotRound {
  let cursor = 0;
  const spin = (multiplier: number) => {
    const stops = slot.reels.map((strip) => Math.floor(source.at(cursor++) * strip.length));
    return evaluateSpin(slot, stops, multiplier);
  };
  const base = spin(1);
  const freeSpins: SlotSpin[] = [];
  let left = base.scatters >= slot.freeSpins.minScatters ? slot.freeSpins.spins : 0;
  while (left > 0) {
    const free = spin(slot.freeSpins.multiplier);
    freeSpins.push(free);
    left += (free.scatters >= slot.freeSpins.minScatters ? slot.freeSpins.spins : 0) - 1;
  }
  const total = base.win + freeSpins.reduce((s, f) => s + f.win, 0);
  return { base, freeSpins, multiplier: total };
}
