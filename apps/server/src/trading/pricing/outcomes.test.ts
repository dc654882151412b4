import { MIN_PRICE } from '@fairline/shared/odds/price-grid';
import { describe, expect, it } from 'vitest';
import { type FairMarket, plain } from './fair';
import { DEFAULT_MARGIN_CONFIG } from './margin';
import { priceMarket } from './outcomes';

const ctx = { config: DEFAULT_MARGIN_CONFIG, live: true, minorLeague: false, blocked: false };
const x12 = (home: number, draw: number): FairMarket => ({
  G: 1,
  lines: [{ outcomes: [plain(1, home), plain(2, draw), plain(3, 1 - home - draw)] }],
});

describe('priceMarket and the minimum odds', () => {
  it('suspends a near-certainty whose price rounds to 1.00 instead of offering it at 1.01', () => {
    const [home, draw, away] = priceMarket(x12(0.9999997, 0.0000002), ctx).outcomes;
    expect(home).toMatchObject({ T: 1, C: MIN_PRICE, B: true });
    expect(draw?.B).toBeUndefined();
    expect(away?.B).toBeUndefined();
  });

  it('offers a short price that rounds to 1.01 on its own, unblocked', () => {
    const [home] = priceMarket(x12(0.93, 0.05), ctx).outcomes;
    expect(home?.C).toBeGreaterThanOrEqual(MIN_PRICE);
    expect(home?.B).toBeUndefined();
  });

  it('suspends every outcome under a brand minimum and leaves the others offered', () => {
    const config = { ...DEFAULT_MARGIN_CONFIG, minOdds: 1.3 };
    const [home, draw, away] = priceMarket(x12(0.8, 0.12), { ...ctx, config }).outcomes;
    expect(home?.C).toBeLessThan(1.3);
    expect(home?.B).toBe(true);
    expect(draw?.B).toBeUndefined();
    expect(away?.B).toBeUndefined();
  });
});
