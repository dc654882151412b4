import { describe, expect, it } from 'vitest';
import { floatSource } from './fair';
import { PLINKO_RTP, PLINKO_TABLES, type PlinkoRisk, playPlinko, plinkoRtpDecimal } from './plinko';
import { CASINO_RTP } from './rtp';

const seeds = (nonce: number) =>
  floatSource({ serverSeed: 'fairline-server-seed-1', clientSeed: 'player-client-seed', nonce });
const risks: PlinkoRisk[] = ['low', 'medium', 'high'];

describe('plinko', () => {
  it('drops the ball one float per row from the known seed triple', () => {
    expect(playPlinko(seeds(0), 16, 'high')).toEqual({
      path: ['L', 'R', 'R', 'L', 'R', 'L', 'L', 'R', 'R', 'L', 'L', 'L', 'L', 'L', 'L', 'L'],
      bucket: 5,
      multiplier: 1.3,
    });
    expect(() => playPlinko(seeds(0), 17, 'low')).toThrow(RangeError);
  });

  it('has symmetric tables of rows + 1 buckets', () => {
    for (const risk of risks) {
      for (let rows = 8; rows <= 16; rows++) {
        const table = PLINKO_TABLES[risk][rows as keyof (typeof PLINKO_TABLES)['low']];
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual([...table]);
      }
    }
  });

  it('publishes each table’s exact binomial RTP (Σ C(n,k)·mₖ / 2ⁿ), all between 98.7 % and 99 %', () => {
    const all: number[] = [];
    for (const risk of risks) {
      for (let rows = 8; rows <= 16; rows++) {
        const exact = plinkoRtpDecimal(rows, risk);
        expect(exact).toBe(PLINKO_RTP[risk][rows as keyof (typeof PLINKO_RTP)['low']]);
        all.push(Number(exact));
      }
    }
    expect(Math.min(...all)).toBe(CASINO_RTP.plinko.rtp);
    expect(Math.max(...all)).toBe(CASINO_RTP.plinko.rtpMax);
  });
});
