import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesToFloat, commitServerSeed, floatSource, floats, roundBytes, verifyServerSeed } from './fair';
import { hmacSha256, sha256Hex, toHex } from './sha256';

const seeds = { serverSeed: 'fairline-server-seed-1', clientSeed: 'player-client-seed', nonce: 0 };

describe('SHA-256 and HMAC-SHA256 without node:crypto', () => {
  it('match FIPS 180-4 / RFC 4231 and node:crypto on every padding boundary', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(toHex(hmacSha256('key')('The quick brown fox jumps over the lazy dog'))).toBe(
      'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 200]) {
      const text = 'é'.repeat(length);
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
      for (const key of ['', 'k', 'k'.repeat(64), 'k'.repeat(100)]) {
        expect(toHex(hmacSha256(key)(text))).toBe(createHmac('sha256', key).update(text).digest('hex'));
      }
    }
  });
});

describe('the provably fair floats of casino.md', () => {
  it('commits SHA256(serverSeed) and verifies only the revealed seed against it', () => {
    const commitment = commitServerSeed(seeds.serverSeed);
    expect(commitment).toBe('afc2d9966f712c87850a61861184fb3966c46e064e54840cddf04a3feb50a8c3');
    expect(verifyServerSeed(seeds.serverSeed, commitment.toUpperCase())).toBe(true);
    expect(verifyServerSeed('another-seed', commitment)).toBe(false);
  });

  it('derives bytes as HMAC_SHA256(serverSeed, clientSeed:nonce:round)', () => {
    const expected = createHmac('sha256', seeds.serverSeed).update('player-client-seed:0:0').digest('hex');
    expect(toHex(roundBytes(seeds, 0))).toBe(expected);
    expect(expected).toBe('3d6044ced81deac2bac21e87366d4e0ca021cca57c93e5a41914ea33e2d8d932');
  });

  it('reads a float as Σ bᵢ/256^(i+1) over 4 bytes, 8 floats per round, then the next round', () => {
    const byRule = (nonce: number, index: number) => {
      const round = Math.floor((index * 4) / 32);
      const bytes = createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${nonce}:${round}`).digest();
      const at = (index * 4) % 32;
      return [0, 1, 2, 3].reduce((f, i) => f + (bytes[at + i] as number) / 256 ** (i + 1), 0);
    };
    const got = floats(seeds, 20);
    for (const [i, f] of got.entries()) expect(f).toBe(byRule(0, i));
    expect(got[0]).toBe(0.23975019482895732);
    expect(got[8]).toBe(0.7507564697880298); // cursor 32: round 1
    expect(floatSource({ ...seeds, nonce: 7 }).at(13)).toBe(byRule(7, 13));
    expect(bytesToFloat(new Uint8Array([255, 255, 255, 255]))).toBeLessThan(1);
    expect(bytesToFloat(new Uint8Array([128, 0, 0, 0]))).toBe(0.5);
  });

  it('refuses a negative or fractional nonce', () => {
    expect(() => floatSource({ ...seeds, nonce: -1 })).toThrow(RangeError);
    expect(() => floatSource({ ...seeds, nonce: 1.5 })).toThrow(RangeError);
  });
});
