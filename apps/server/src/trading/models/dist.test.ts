import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutAt, discreteNormal, meanOf } from './dist';
import { diffDist, scoreGrid, totalDist } from './score-grid';

describe('distributions and score grids', () => {
  it('cuts a distribution into above, at and below that sum to 1', () => {
    const d = totalDist(scoreGrid(1.6, 1.1, -0.1));
    for (const k of [0.5, 1, 2.25, 2.5, 2.75, 3]) {
      const c = cutAt(d, k);
      expect(c.above + c.at + c.below).toBeCloseTo(1, 12);
    }
    expect(cutAt(d, 2.5).at).toBe(0);
  });

  it('makes a quarter line the average of its two neighbouring half-lines', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 3.5, noNaN: true }),
        fc.double({ min: 0.2, max: 3.5, noNaN: true }),
        fc.integer({ min: -12, max: 12 }),
        (l, m, q) => {
          const d = diffDist(scoreGrid(l, m, -0.1));
          const k = q / 2 + 0.25;
          const mid = cutAt(d, k);
          const lo = cutAt(d, k - 0.25);
          const hi = cutAt(d, k + 0.25);
          expect(mid.above).toBeCloseTo((lo.above + hi.above) / 2, 12);
          expect(mid.at).toBeCloseTo((lo.at + hi.at) / 2, 12);
        },
      ),
    );
  });

  it('applies the Dixon–Coles correction: ρ < 0 adds 0:0 and 1:1 draws', () => {
    const plain = scoreGrid(1.4, 1.1, 0);
    const dc = scoreGrid(1.4, 1.1, -0.1);
    expect(cutAt(diffDist(dc), 0).at).toBeGreaterThan(cutAt(diffDist(plain), 0).at);
    expect(dc.p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('keeps the expected goals of a grid near λ + μ', () => {
    expect(meanOf(totalDist(scoreGrid(1.5, 1.2, 0)))).toBeCloseTo(2.7, 6);
  });

  it('rounds a normal to integers without losing mass or moving its mean', () => {
    const d = discreteNormal(160.3, 14);
    expect(d.p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(meanOf(d)).toBeCloseTo(160.3, 2);
  });
});
