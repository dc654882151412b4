import { describe, expect, it } from 'vitest';
import { floatSource } from './fair';
import { minesMultiplier, minesRtp, placeMines, playMines } from './mines';
import { CASINO_RTP } from './rtp';

const seeds = (nonce: number) =>
  floatSource({ serverSeed: 'fairline-server-seed-1', clientSeed: 'player-client-seed', nonce });

describe('mines', () => {
  it('places mines by Fisher–Yates from the known seed triples', () => {
    expect(placeMines(seeds(0), 3)).toEqual([5, 18, 21]);
    expect(placeMines(seeds(1), 24)).not.toContain(21); // the one safe tile
    expect(placeMines(seeds(1), 24)).toHaveLength(24);
  });

  it('pays 0.99 · C(25,k)/C(25−m,k) after k safe reveals and nothing after a mine', () => {
    expect(minesMultiplier(1, 1)).toBeCloseTo(0.99 * (25 / 24), 12);
    expect(minesMultiplier(3, 2)).toBeCloseTo(0.99 * (300 / 231), 12);
    expect(minesMultiplier(24, 1)).toBeCloseTo(0.99 * 25, 12);
    expect(playMines(seeds(0), 3, [0, 1])).toEqual({
      mines: [5, 18, 21],
      safeReveals: 2,
      hitMine: false,
      multiplier: minesMultiplier(3, 2),
    });
    expect(playMines(seeds(0), 3, [0, 18, 1])).toMatchObject({ safeReveals: 1, hitMine: true, multiplier: 0 });
    expect(() => playMines(seeds(0), 3, [0, 0])).toThrow(RangeError);
  });

  it('returns 99 % for every mine count and every cash-out point, as published', () => {
    for (let m = 1; m <= 24; m++) for (let k = 1; k <= 25 - m; k++) expect(minesRtp(m, k)).toBeCloseTo(0.99, 12);
    expect(CASINO_RTP.mines.rtp).toBe(0.99);
  });
});
