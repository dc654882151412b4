import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it.each([
    [0, 500],
    [1, 1000],
    [5, 16_000],
    [6, 30_000],
    [20, 30_000],
  ])('waits at most %i → %i ms', (attempt, ceiling) => {
    expect(reconnectDelay(attempt, () => 1)).toBe(ceiling);
  });

  it('draws every wait from the upper half of its ceiling', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.double({ min: 0, max: 1, noNaN: true }), (attempt, r) => {
        const ceiling = Math.min(30_000, 500 * 2 ** attempt);
        const wait = reconnectDelay(attempt, () => r);
        expect(wait).toBeGreaterThanOrEqual(ceiling / 2);
        expect(wait).toBeLessThanOrEqual(ceiling);
      }),
    );
  });
});
