/** Which cells of a slot window won (pure, tested): the runs of paying lines, the ways' chains, the scatters. */
import { linePay, type SlotDefinition, type SlotWindow } from '@fairline/shared/casino/slot-engine';

/** A cell's key, "reel:row". */
export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/** The length of a line's paying run from the left (leading wilds, then the symbol they stand for). */
function runLength(slot: SlotDefinition, symbols: readonly string[]): number {
  let run = 0;
  while (run < symbols.length && symbols[run] === slot.wild) run++;
  const wildRun = run;
  const target = symbols[run];
  if (target === undefined || target === slot.scatter) return wildRun;
  while (run < symbols.length && (symbols[run] === target || symbols[run] === slot.wild)) run++;
  const wildPay = wildRun > 0 ? (slot.pays[slot.wild]?.[wildRun - 1] ?? 0) : 0;
  const symbolPay = slot.pays[target]?.[run - 1] ?? 0;
  return symbolPay >= wildPay ? run : wildRun;
}

export type WinningCells = { readonly cells: Set<string>; readonly lines: number[] };

/** The cells to light up and (lines games) the indexes of the paying lines. */
export function winningCells(slot: SlotDefinition, window: SlotWindow): WinningCells {
  const cells = new Set<string>();
  const lines: number[] = [];
  if (slot.mode.kind === 'lines') {
    slot.mode.lines.forEach((line, index) => {
      const symbols = line.map((row, reel) => window[reel]?.[row] as string);
      if (linePay(slot, symbols) <= 0) return;
      lines.push(index);
      const run = runLength(slot, symbols);
      for (let reel = 0; reel < run; reel++) cells.add(cellKey(reel, line[reel] as number));
    });
  } else {
    for (const [symbol, pays] of Object.entries(slot.pays)) {
      if (symbol === slot.wild) continue;
      let reels = 0;
      while (reels < window.length && window[reels]?.some((s) => s === symbol || s === slot.wild)) reels++;
      if (reels === 0 || (pays[reels - 1] ?? 0) <= 0) continue;
      for (let reel = 0; reel < reels; reel++)
        window[reel]?.forEach((s, row) => {
          if (s === symbol || s === slot.wild) cells.add(cellKey(reel, row));
        });
    }
  }
  const scatters = window.flat().filter((s) => s === slot.scatter).length;
  if (scatters > 0 && (slot.scatterPays[scatters - 1] ?? 0) > 0)
    window.forEach((column, reel) => {
      column.forEach((s, row) => {
        if (s === slot.scatter) cells.add(cellKey(reel, row));
      });
    });
  return { cells, lines };
}
