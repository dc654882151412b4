import { describe, expect, it } from 'vitest';
import { addFractions, fraction, fractionToDecimal, mulFractions } from './exact';
import { floatSource } from './fair';
import { CASINO_RTP } from './rtp';
import { countScatters, evaluateSpin, linePay, playSlot, type SlotDefinition, slotWindow } from './slot-engine';
import { ORCHARD_STARS } from './slot-orchard-stars';
import { scatterDistribution, slotTheory } from './slot-rtp';
import { SUNSTONE_WAYS } from './slot-sunstone-ways';

const seeds = (nonce: number) =>
  floatSource({ serverSeed: 'fairline-server-seed-1', clientSeed: 'player-client-seed', nonce });

/** A small slot whose every stop combination can be enumerated outright. */
const tiny = (mode: SlotDefinition['mode']): SlotDefinition => ({
  id: 'tiny',
  name: 'Tiny',
  rows: 3,
  reels: [
    ['A', 'B', 'W', 'A', 'S', 'B', 'A'],
    ['B', 'A', 'S', 'A', 'W', 'B'],
    ['A', 'W', 'B', 'B', 'S', 'A', 'A'],
    ['S', 'A', 'B', 'W', 'A', 'B'],
    ['B', 'A', 'A', 'S', 'B', 'W', 'A'],
  ],
  wild: 'W',
  scatter: 'S',
  pays: { W: [0, 0, 20, 50, 200], A: [0, 1, 3, 6, 12], B: [0, 0, 4, 9, 25] },
  scatterPays: [0, 0, 2, 5, 20],
  mode,
  coinsPerBet: mode.kind === 'lines' ? mode.lines.length : 10,
  freeSpins: { minScatters: 3, spins: 5, multiplier: 2 },
});

/** Brute force over every combination of stops: the base spin's mean win and the trigger chance. */
function bruteForce(slot: SlotDefinition) {
  let win = fraction(0);
  let triggers = 0;
  let combos = 0;
  const walk = (stops: number[]) => {
    if (stops.length === 5) {
      const spin = evaluateSpin(slot, stops, 1);
      win = addFractions(win, fraction(Math.round(spin.win * slot.coinsPerBet * 1000), slot.coinsPerBet * 1000));
      if (spin.scatters >= slot.freeSpins.minScatters) triggers++;
      combos++;
      return;
    }
    for (let s = 0; s < (slot.reels[stops.length]?.length ?? 0); s++) walk([...stops, s]);
  };
  walk([]);
  return { base: mulFractions(win, fraction(1, combos)), trigger: fraction(triggers, combos) };
}

describe('video slots', () => {
  it('pays a line by its leading symbol with wilds substituting, or the wilds’ own pay when better', () => {
    expect(linePay(ORCHARD_STARS, ['H3', 'W', 'W', 'H3', 'H3'])).toBe(250);
    expect(linePay(ORCHARD_STARS, ['W', 'W', 'W', 'L5', 'H1'])).toBe(60);
    expect(linePay(ORCHARD_STARS, ['W', 'W', 'W', 'H1', 'H1'])).toBe(600);
    expect(linePay(ORCHARD_STARS, ['S', 'H1', 'H1', 'H1', 'H1'])).toBe(0);
    expect(linePay(ORCHARD_STARS, ['L1', 'L1', 'S', 'L1', 'L1'])).toBe(0);
  });

  it('plays the known seed triples: stops ⌊f·strip length⌋, windows, wins and free spins', () => {
    const orchard = playSlot(ORCHARD_STARS, seeds(11));
    expect(orchard.base.stops).toEqual([6, 16, 8, 16, 0]);
    expect(orchard.base.window).toEqual([
      ['L1', 'L5', 'H3'],
      ['H3', 'W', 'L2'],
      ['W', 'L2', 'L5'],
      ['L3', 'H3', 'S'],
      ['L1', 'L4', 'H3'],
    ]);
    expect(orchard.multiplier).toBe(14); // 280 coins on 20: H3 W W H3 H3 on line 5 is 250
    const feature = playSlot(ORCHARD_STARS, seeds(163));
    expect([feature.base.scatters, feature.freeSpins.length, feature.multiplier]).toEqual([3, 10, 6.2]);
    const sunstone = playSlot(SUNSTONE_WAYS, seeds(151));
    expect(sunstone.base.window).toEqual([
      ['H2', 'S', 'H3'],
      ['L1', 'S', 'H2'],
      ['H1', 'L1', 'S'],
      ['L1', 'L3', 'H1'],
      ['H2', 'H3', 'L2'],
    ]);
    expect([sunstone.base.win, sunstone.freeSpins.length]).toEqual([3, 16]); // a retrigger inside the feature
    expect(sunstone.multiplier).toBeCloseTo(50.04, 10);
  });

  it('never shows two scatters on one reel (the scatter pays and trigger count one per reel)', () => {
    for (const slot of [ORCHARD_STARS, SUNSTONE_WAYS]) {
      slot.reels.forEach((strip, r) => {
        for (let stop = 0; stop < strip.length; stop++) {
          const stops = slot.reels.map((_, i) => (i === r ? stop : 0));
          expect(slotWindow(slot, stops)[r]?.filter((s) => s === slot.scatter).length).toBeLessThanOrEqual(1);
        }
      });
      expect(
        scatterDistribution(slot)
          .slice(6)
          .every((p) => p.num === 0n),
      ).toBe(true);
    }
  });

  it('computes the base game and the trigger chance exactly: equal to enumerating every stop of a small slot', () => {
    for (const mode of [
      {
        kind: 'lines',
        lines: [
          [1, 1, 1, 1, 1],
          [0, 1, 2, 1, 0],
          [2, 2, 0, 2, 2],
        ],
      },
      { kind: 'ways' },
    ] as const) {
      const slot = tiny(mode);
      const theory = slotTheory(slot);
      const brute = bruteForce(slot);
      expect(theory.baseGame).toEqual(brute.base);
      expect(theory.triggerChance).toEqual(brute.trigger);
    }
  });

  it('publishes Orchard Stars’ exact RTP 191243851573/198620349048 ≈ 96.286 % from its reel strips', () => {
    const theory = slotTheory(ORCHARD_STARS);
    expect(`${theory.rtp.num}/${theory.rtp.den}`).toBe('191243851573/198620349048');
    expect(fractionToDecimal(theory.rtp, 6)).toBe('0.962861');
    expect(CASINO_RTP['orchard-stars'].rtp).toBe(Number(theory.rtp.num) / Number(theory.rtp.den));
    expect(fractionToDecimal(theory.triggerChance, 6)).toBe('0.010197'); // 1 in 98
  });

  it('publishes Sunstone Ways’ exact RTP 1519382797/1588028750 ≈ 95.677 % from its reel strips', () => {
    const theory = slotTheory(SUNSTONE_WAYS);
    expect(`${theory.rtp.num}/${theory.rtp.den}`).toBe('1519382797/1588028750');
    expect(fractionToDecimal(theory.rtp, 6)).toBe('0.956772');
    expect(CASINO_RTP['sunstone-ways'].rtp).toBe(Number(theory.rtp.num) / Number(theory.rtp.den));
  });

  it('counts scatters anywhere in the window', () => {
    expect(countScatters(ORCHARD_STARS, [['S'], ['A'], ['S', 'S']])).toBe(3);
  });
});
