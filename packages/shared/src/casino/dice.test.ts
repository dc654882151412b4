import { describe, expect, it } from 'vitest';
import { diceMultiplier, diceRtp, diceWinChance, playDice } from './dice';
import { floatSource, floatsFrom } from './fair';
import { CASINO_RTP } from './rtp';

const seeds = (nonce: number) =>
  floatSource({ serverSeed: 'fairline-server-seed-1', clientSeed: 'player-client-seed', nonce });

describe('dice', () => {
  it('rolls ⌊f·10001⌋/100 from the known seed triples', () => {
    expect([0, 1, 2].map((n) => playDice(seeds(n), { target: 50, direction: 'over' }).roll)).toEqual([
      23.97, 0.53, 16.25,
    ]);
    expect(playDice(seeds(0), { target: 50, direction: 'under' })).toEqual({
      roll: 23.97,
      isWin: true,
      multiplier: 1.98,
    });
  });

  it('pays (100 − 1)/chance, over winning strictly above the target and under strictly below', () => {
    expect(diceWinChance({ target: 75.5, direction: 'over' })).toBe(24.5);
    expect(diceMultiplier({ target: 50, direction: 'over' })).toBe(1.98);
    expect(playDice(floatsFrom([5000 / 10001]), { target: 50, direction: 'over' }).isWin).toBe(false); // roll 50.00
    expect(playDice(floatsFrom([5001 / 10001]), { target: 50, direction: 'over' }).isWin).toBe(true);
    expect(playDice(floatsFrom([0.999_999_9]), { target: 2, direction: 'over' })).toEqual({
      roll: 100,
      isWin: true,
      multiplier: 99 / 98,
    });
    expect(() => diceWinChance({ target: 1, direction: 'over' })).toThrow(RangeError); // 99 % > max 98 %
  });

  it('has RTP 9900/10001 for every target, as published', () => {
    for (const target of [2, 25.25, 50, 90, 97.99]) {
      for (const direction of ['over', 'under'] as const) {
        const chance = direction === 'over' ? 100 - target : target;
        if (chance < 0.01 || chance > 98) continue;
        expect(diceRtp({ target, direction })).toBeCloseTo(9900 / 10001, 12);
      }
    }
    expect(CASINO_RTP.dice.rtp).toBe(9900 / 10001);
  });
});
