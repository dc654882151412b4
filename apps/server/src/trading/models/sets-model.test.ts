import { describe, expect, it } from 'vitest';
import { isSetOver, setScoreDistribution, setWinProb } from './sets-model';

describe('set race model', () => {
  it.each([
    [11, 0.5, 0.5],
    [25, 0.5, 0.5],
    [13, 0.5, 0.5],
  ])('gives even players an even set (race to %i)', (target, p, expected) => {
    expect(setWinProb(0, 0, target, () => p)).toBeCloseTo(expected, 12);
  });

  it('amplifies a small point edge into a larger set edge', () => {
    expect(setWinProb(0, 0, 11, () => 0.55)).toBeGreaterThan(0.6);
  });

  it('uses the deuce closed form past target − 1 all', () => {
    const p = 0.6;
    expect(setWinProb(10, 10, 11, () => p)).toBeCloseTo((p * p) / (p * p + (1 - p) * (1 - p)), 12);
  });

  it('ends a tennis set 7–6 by a tie-break and 6–4 by two games', () => {
    expect(isSetOver(7, 6, 6, 6)).toBe(true);
    expect(isSetOver(6, 5, 6, 6)).toBe(false);
    expect(isSetOver(6, 4, 6, 6)).toBe(true);
  });

  it('spreads best-of-five sets scores over the six possible finals, summing to 1', () => {
    const dist = setScoreDistribution(5, 0, 0, 0.6, 0.6, 0.6);
    expect([...dist.keys()].sort()).toEqual(['0:3', '1:3', '2:3', '3:0', '3:1', '3:2']);
    expect([...dist.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(dist.get('3:0')).toBeCloseTo(0.216, 12);
  });
});
