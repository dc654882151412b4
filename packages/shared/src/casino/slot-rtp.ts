/**
 * The exact theoretical RTP of a slot, from its reel strips: every reel's stops are enumerated and,
 * reels being independent, the expectations multiply. Lines: a line's symbol on a reel is uniform
 * over the strip whatever its row, so one line's value is the sum over symbol 5-tuples weighted by
 * their counts on the strips. Ways: E[Π ways] = Π E[count on reel] × P(the next reel breaks the chain).
 * Free spins: each spin triggers with p, so a trigger yields F/(1 − pF) spins on average (Wald).
 */
import { addFractions, divFractions, type Fraction, fraction, mulFractions } from './exact';
import { linePay, type SlotDefinition } from './slot-engine';

const ZERO = fraction(0);
const ONE = fraction(1);

function symbolCounts(strip: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const s of strip) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts];
}

/** Expected coins of one line per coin staked on it. */
function lineValue(slot: SlotDefinition): Fraction {
  const reels = slot.reels.map(symbolCounts);
  let total = 0n;
  const walk = (r: number, symbols: string[], weight: bigint) => {
    if (r === reels.length) {
      total += weight * BigInt(linePay(slot, symbols));
      return;
    }
    for (const [s, n] of reels[r] as [string, number][]) walk(r + 1, [...symbols, s], weight * BigInt(n));
  };
  walk(0, [], 1n);
  return fraction(
    total,
    slot.reels.reduce((d, strip) => d * BigInt(strip.length), 1n),
  );
}

function windowCounts(strip: readonly string[], matches: (s: string) => boolean): number[] {
  return strip.map(
    (_, stop) => [0, 1, 2].filter((row) => matches(strip[(stop + row) % strip.length] as string)).length,
  );
}

/** Expected way coins of one spin. */
function waysValue(slot: SlotDefinition): Fraction {
  let value = ZERO;
  for (const [symbol, pays] of Object.entries(slot.pays)) {
    if (symbol === slot.wild) continue;
    const perReel = slot.reels.map((strip) => {
      const counts = windowCounts(strip, (s) => s === symbol || s === slot.wild);
      return {
        mean: fraction(
          counts.reduce((a, b) => a + b, 0),
          strip.length,
        ),
        breaks: fraction(counts.filter((c) => c === 0).length, strip.length),
      };
    });
    let chain = ONE;
    perReel.forEach((reel, r) => {
      chain = mulFractions(chain, reel.mean);
      const next = perReel[r + 1];
      const ends = next ? mulFractions(chain, next.breaks) : chain;
      value = addFractions(value, mulFractions(ends, fraction(pays[r] ?? 0)));
    });
  }
  return value;
}

/** P(n scatters in the window) for n = 0 … 15, by convolving the reels. */
export function scatterDistribution(slot: SlotDefinition): Fraction[] {
  let dist: Fraction[] = [ONE];
  for (const strip of slot.reels) {
    const counts = windowCounts(strip, (s) => s === slot.scatter);
    const next: Fraction[] = Array.from({ length: dist.length + 3 }, () => ZERO);
    dist.forEach((p, n) => {
      for (let c = 0; c <= 3; c++) {
        const q = fraction(counts.filter((x) => x === c).length, strip.length);
        next[n + c] = addFractions(next[n + c] as Fraction, mulFractions(p, q));
      }
    });
    dist = next;
  }
  return dist;
}

export type SlotTheory = {
  readonly rtp: Fraction;
  readonly baseGame: Fraction;
  readonly freeSpins: Fraction;
  readonly triggerChance: Fraction;
  readonly spinsPerTrigger: Fraction;
};

/** The exact RTP of a slot and its parts (in multiples of the total bet). */
export function slotTheory(slot: SlotDefinition): SlotTheory {
  const coins =
    slot.mode.kind === 'ways' ? waysValue(slot) : mulFractions(lineValue(slot), fraction(slot.mode.lines.length));
  const perSpin = divFractions(coins, fraction(slot.coinsPerBet));
  const dist = scatterDistribution(slot);
  const scatterValue = dist.reduce(
    (v, p, n) => (n === 0 ? v : addFractions(v, mulFractions(p, fraction(slot.scatterPays[Math.min(n, 5) - 1] ?? 0)))),
    ZERO,
  );
  const trigger = dist.reduce((v, p, n) => (n >= slot.freeSpins.minScatters ? addFractions(v, p) : v), ZERO);
  const F = fraction(slot.freeSpins.spins);
  const spinsPerTrigger = divFractions(F, addFractions(ONE, mulFractions(fraction(-1), mulFractions(trigger, F))));
  const baseGame = addFractions(perSpin, scatterValue);
  const freeSpin = addFractions(mulFractions(perSpin, fraction(slot.freeSpins.multiplier)), scatterValue);
  const freeSpins = mulFractions(mulFractions(trigger, spinsPerTrigger), freeSpin);
  return { rtp: addFractions(baseGame, freeSpins), baseGame, freeSpins, triggerChance: trigger, spinsPerTrigger };
}
