import { describe, expect, it } from 'vitest';
import {
  CrashRules,
  crashMultiplier,
  crashPoint,
  crashRtp,
  crashSurvival,
  createCrashChain,
  verifyCrashChain,
} from './crash';
import { CASINO_RTP } from './rtp';
import { sha256Hex } from './sha256';

const SALT = 'public-salt-0000000000000000000a';
const E = 2n ** 52n;
const pointOfH = (h: bigint) => Number((100n * E - h) / (E - h)) / 100;

describe('crash', () => {
  const chain = createCrashChain('fairline-crash-chain-seed', 5);

  it('builds a reverse SHA-256 chain whose commitment is the hash of the first round', () => {
    expect(chain.commitment).toBe('f5b1ed6d976de33c8bdc48bea6288da04a06181752fa2756c23dbecb6b9401ac');
    expect(sha256Hex(chain.rounds[0] as string)).toBe(chain.commitment);
    expect(sha256Hex(chain.rounds[3] as string)).toBe(chain.rounds[2]);
    expect(verifyCrashChain(chain.rounds, chain.commitment)).toBe(true);
    expect(verifyCrashChain([chain.rounds[1] as string], chain.commitment)).toBe(false);
    expect(verifyCrashChain([...chain.rounds.slice(0, 2), 'ff'.repeat(32)], chain.commitment)).toBe(false);
  });

  it('gives the known crash points of the chain salted with the public value', () => {
    const points = chain.rounds.map((hash) => crashPoint(hash, SALT));
    expect(points.map((p) => p.point)).toEqual([1, 2.12, 151.51, 1.45, 1.03]);
    expect(points[0]).toMatchObject({
      isInstantBust: true,
      resultHash: 'f96af5fd4779c011922b89776c1b35e650b8fa1316eb4d0e1290e32e4e21f3c1',
    });
    expect(BigInt(`0x${points[0]?.resultHash}`) % 101n).toBe(0n);
    expect(points[1]?.resultHash).toBe('8857818a4b28da4019c4c0d08d2bbb9c1091b247eb7cc6d9ee7a9edfbbb9e1bd');
  });

  it('pays the cash-out only when the round reaches it, never on an instant bust', () => {
    expect(crashMultiplier(2.12, false, 2)).toBe(2);
    expect(crashMultiplier(2.12, false, 2.12)).toBe(2.12);
    expect(crashMultiplier(2.12, false, 2.13)).toBe(0);
    expect(crashMultiplier(1, true, 1.01)).toBe(0);
    expect(() => crashMultiplier(2.12, false, 1)).toThrow(RangeError);
    expect(() => crashMultiplier(2.12, false, 1.005)).toThrow(RangeError);
  });

  it('counts P(point ≥ x) exactly: the survival threshold is the first h that reaches x', () => {
    for (const x of [1.01, 1.5, 2, 3.33, 10, 1000]) {
      const threshold = E - crashSurvival(x).num;
      expect(pointOfH(threshold)).toBeGreaterThanOrEqual(x);
      expect(pointOfH(threshold - 1n)).toBeLessThan(x);
    }
  });

  it('publishes RTP (100/101)·x·P(point ≥ x): 98.02 % at the top, 99 % at 1.01×', () => {
    expect(CrashRules.instantBustDivisor).toBe(101);
    expect(crashRtp(2)).toBeCloseTo((100 / 101) * 2 * (1 - Math.ceil((100 * 2 ** 52) / 199) / 2 ** 52), 15);
    expect(crashRtp(1.01)).toBeCloseTo(CASINO_RTP.crash.rtpMax, 12);
    expect(crashRtp(CrashRules.maxCashOut)).toBe(CASINO_RTP.crash.rtp);
  });
});
