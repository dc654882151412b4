import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { floatSource } from './fair';
import {
  drawJackpot,
  isJackpotGame,
  JACKPOT_RTP_ADD,
  jackpotContribution,
  jackpotPlayerTag,
  jackpotTermsOf,
} from './jackpot';
import { CASINO_RTP } from './rtp';

const triple = (nonce: number) => ({ serverSeed: 'fairline-server-seed-1', clientSeed: 'player-client-seed', nonce });

describe('the jackpot draw', () => {
  it('reads the first 52 bits of HMAC_SHA256(serverSeed, clientSeed:nonce:jackpot) from the known seed triples', () => {
    expect([0, 1, 2].map((n) => drawJackpot(triple(n), 1, 100).roll)).toEqual([
      566860990277412, 4192397999972546, 3289061318877305,
    ]);
    expect(drawJackpot(triple(0), 1, 100).hash).toBe(
      '2038e9bf66724b07f8937aa39cb937d370adef05e836d9704585ca380f240283',
    );
  });

  it('derives the same hash as an independent node:crypto HMAC of casino.md’s scheme', () => {
    for (const nonce of [0, 7, 123_456]) {
      const expected = createHmac('sha256', 'seed-x').update(`client-y:${nonce}:jackpot`).digest('hex');
      expect(drawJackpot({ serverSeed: 'seed-x', clientSeed: 'client-y', nonce }, 1, 2).hash).toBe(expected);
    }
  });

  it('wins when roll / 2^52 < stake / oneIn, compared exactly (nonce 0 rolls 0.12587…)', () => {
    expect(drawJackpot(triple(0), 13, 100)).toMatchObject({ isWin: true, chance: 0.13 });
    expect(drawJackpot(triple(0), 12, 100).isWin).toBe(false);
    const roll = 566860990277412;
    expect(drawJackpot(triple(0), roll, 2 ** 52).isWin).toBe(false);
    expect(drawJackpot(triple(0), roll + 1, 2 ** 52).isWin).toBe(true);
    expect(drawJackpot(triple(0), 0, 100).isWin).toBe(false); // a free spin (stake 0) never wins
  });

  it('is independent of the game: the game floats of the same triple come from another message', () => {
    const game = floatSource(triple(0)).at(0);
    expect(game).not.toBeCloseTo(566860990277412 / 2 ** 52, 3);
  });

  it('rejects a bad nonce, stake or oneIn', () => {
    expect(() => drawJackpot(triple(-1), 1, 1)).toThrow(RangeError);
    expect(() => drawJackpot(triple(0), 1.5, 1)).toThrow(RangeError);
    expect(() => drawJackpot(triple(0), 1, 0)).toThrow(RangeError);
  });
});

describe('the jackpot terms', () => {
  it('converts the seed (1,000 USD) and the odds (one win per 1,000,000 USD staked) per currency', () => {
    expect(jackpotTermsOf('USD')).toEqual({ seed: 1000_00, oneIn: 1_000_000_00, digits: 2 });
    expect(jackpotTermsOf('EUR')).toEqual({ seed: 920_00, oneIn: 920_000_00, digits: 2 });
    expect(jackpotTermsOf('XXX')).toBeNull();
  });

  it('feeds 0.5 % of a stake, rounded down', () => {
    expect(jackpotContribution(10_000)).toBe(50);
    expect(jackpotContribution(199)).toBe(0);
    expect(jackpotContribution(200)).toBe(1);
  });

  it('adds 0.6 % to the return of every contributing game, and each game keeps a house edge', () => {
    expect(JACKPOT_RTP_ADD).toBeCloseTo(0.006, 12);
    for (const game of ['dice', 'roulette', 'mines', 'plinko', 'orchard-stars', 'sunstone-ways'] as const) {
      expect(isJackpotGame(game)).toBe(true);
      expect(CASINO_RTP[game].rtpMax + JACKPOT_RTP_ADD).toBeLessThan(1);
    }
    expect(isJackpotGame('blackjack')).toBe(false);
    expect(isJackpotGame('crash')).toBe(false);
  });

  it('names a winner by 6 hex characters of the SHA-256 of the seed owner', () => {
    expect(jackpotPlayerTag('player:42')).toBe('18793c');
  });
});
