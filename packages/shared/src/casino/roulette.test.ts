import { describe, expect, it } from 'vitest';
import { floatSource } from './fair';
import {
  playRoulette,
  type RouletteBet,
  rouletteBetNumbers,
  roulettePayout,
  rouletteRtp,
  rouletteSpin,
} from './roulette';
import { CASINO_RTP } from './rtp';

const seeds = (nonce: number) =>
  floatSource({ serverSeed: 'fairline-server-seed-1', clientSeed: 'player-client-seed', nonce });

describe('European roulette', () => {
  it('spins ⌊f·37⌋ from the known seed triples', () => {
    expect([0, 1, 2].map((n) => rouletteSpin(seeds(n)))).toEqual([8, 0, 6]);
  });

  it('pays every standard bet 36/n: 35:1, 17:1, 11:1, 8:1, 5:1, 2:1, 1:1', () => {
    const cases: [RouletteBet, number][] = [
      [{ kind: 'straight', numbers: [17] }, 36],
      [{ kind: 'split', numbers: [8, 11] }, 18],
      [{ kind: 'split', numbers: [0, 2] }, 18],
      [{ kind: 'street', numbers: [7, 8, 9] }, 12],
      [{ kind: 'street', numbers: [0, 1, 2] }, 12],
      [{ kind: 'corner', numbers: [8, 9, 11, 12] }, 9],
      [{ kind: 'corner', numbers: [0, 1, 2, 3] }, 9],
      [{ kind: 'sixLine', numbers: [31, 32, 33, 34, 35, 36] }, 6],
      [{ kind: 'dozen', index: 2 }, 3],
      [{ kind: 'column', index: 3 }, 3],
      [{ kind: 'red' }, 2],
      [{ kind: 'black' }, 2],
      [{ kind: 'odd' }, 2],
      [{ kind: 'even' }, 2],
      [{ kind: 'low' }, 2],
      [{ kind: 'high' }, 2],
    ];
    for (const [bet, payout] of cases) {
      expect(roulettePayout(bet)).toBe(payout);
      expect(rouletteRtp(bet)).toBeCloseTo(36 / 37, 15);
    }
    expect(rouletteBetNumbers({ kind: 'dozen', index: 2 })).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(rouletteBetNumbers({ kind: 'column', index: 1 })).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(CASINO_RTP.roulette.rtp).toBe(36 / 37);
  });

  it('refuses bets that are not on the layout', () => {
    for (const bet of [
      { kind: 'split', numbers: [3, 4] },
      { kind: 'street', numbers: [2, 3, 4] },
      { kind: 'corner', numbers: [3, 4, 6, 7] },
      { kind: 'sixLine', numbers: [34, 35, 36, 37, 38, 39] },
      { kind: 'straight', numbers: [37] },
    ] as RouletteBet[]) {
      expect(() => rouletteBetNumbers(bet)).toThrow(RangeError);
    }
  });

  it('loses every outside bet on zero and settles several bets on one spin', () => {
    const spin = playRoulette(seeds(1), [
      { bet: { kind: 'red' }, amount: 10 },
      { bet: { kind: 'straight', numbers: [0] }, amount: 1 },
      { bet: { kind: 'low' }, amount: 5 },
    ]);
    expect(spin).toEqual({ pocket: 0, returns: [0, 36, 0], totalReturn: 36 });
  });
});
