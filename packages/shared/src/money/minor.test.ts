import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinor, minor, roundDownMinor, roundDownRatio, toMinor } from './minor';

describe('toMinor', () => {
  it.each([
    ['10.10', 2, 1010],
    [10.1, 2, 1010],
    [0.1 + 0.2, 2, 30],
    ['1234.5', 2, 123450],
    ['0.00000001', 8, 1],
    ['12', 0, 12],
    ['-3.50', 2, -350],
  ] as const)('converts %s with %i digits to %i minor units exactly', (amount, digits, expected) => {
    expect(toMinor(amount, digits)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '1e400', 'ten', 1e300])('refuses %s', (amount) => {
    expect(() => toMinor(amount)).toThrow(RangeError);
  });

  it('round-trips every cent amount through fromMinor', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(toMinor(fromMinor(minor(cents)))).toBe(cents);
        expect(toMinor(String(fromMinor(minor(cents))))).toBe(cents);
      }),
    );
  });
});

describe('minor', () => {
  it('accepts only safe integers', () => {
    expect(minor(5)).toBe(5);
    expect(() => minor(1.5)).toThrow(RangeError);
    expect(() => minor(2 ** 53)).toThrow(RangeError);
  });
});

describe('rounding down', () => {
  it('rounds a float amount down once the float noise is gone', () => {
    expect(roundDownMinor(134.99999999999997)).toBe(135);
    expect(roundDownMinor(134.9)).toBe(134);
  });

  it('rounds an exact ratio down toward minus infinity', () => {
    expect(roundDownRatio({ num: 27n, den: 2n })).toBe(13);
    expect(roundDownRatio({ num: -27n, den: 2n })).toBe(-14);
    expect(roundDownRatio({ num: 26n, den: 2n })).toBe(13);
  });

  it('refuses a non-positive denominator', () => {
    expect(() => roundDownRatio({ num: 1n, den: 0n })).toThrow(RangeError);
  });
});
