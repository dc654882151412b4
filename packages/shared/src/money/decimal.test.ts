import { describe, expect, it } from 'vitest';
import { formatScaled, parseScaled, stripFloatNoise, toFixedDecimal } from './decimal';

describe('stripFloatNoise', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [1.1 * 3, 3.3],
    [2.1 - 1, 1.1],
    [0, 0],
  ])('cuts %s to 12 significant digits → %s', (noisy, clean) => {
    expect(stripFloatNoise(noisy)).toBe(clean);
  });
});

describe('parseScaled', () => {
  it.each([
    ['10.25', 2, 1025n],
    ['10.255', 2, 1026n],
    ['-10.255', 2, -1026n],
    ['10.254', 2, 1025n],
    ['.5', 2, 50n],
    ['7.', 2, 700n],
    ['1e3', 2, 100000n],
    ['1.5e-1', 3, 150n],
    [0.1 + 0.2, 2, 30n],
    [1.005, 2, 101n],
    [1e21, 0, 10n ** 21n],
  ] as const)('reads %s with %i decimals as %s', (input, digits, scaled) => {
    expect(parseScaled(input, digits)).toBe(scaled);
  });

  it.each(['', '.', 'abc', '1,5', '1e9999', '--1'])('refuses %j', (input) => {
    expect(() => parseScaled(input, 2)).toThrow(RangeError);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('refuses %s', (input) => {
    expect(() => parseScaled(input, 2)).toThrow(RangeError);
  });
});

describe('formatScaled and toFixedDecimal', () => {
  it.each([
    [105n, 2, '1.05'],
    [-105n, 2, '-1.05'],
    [5n, 2, '0.05'],
    [42n, 0, '42'],
  ] as const)('writes %s with %i decimals as %s', (scaled, digits, text) => {
    expect(formatScaled(scaled, digits)).toBe(text);
  });

  it('rounds half away from zero on the decimal digits, not on the binary float', () => {
    expect(toFixedDecimal(1.005, 2)).toBe('1.01');
    expect(toFixedDecimal(-1.005, 2)).toBe('-1.01');
    expect(toFixedDecimal(-0.001, 2)).toBe('0.00');
  });
});
