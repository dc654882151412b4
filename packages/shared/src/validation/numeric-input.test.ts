import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeNumericInput } from './numeric-input';

describe('sanitizeNumericInput', () => {
  it.each([
    ['keeps only digits, dot, comma and minus', '1a2b$3', {}, '123'],
    ['drops every minus when unsigned', '-12-3', { unsigned: true }, '123'],
    ['keeps only a leading minus otherwise', '-12-3-', {}, '-123'],
    ['drops a minus that is not leading', '12-3', {}, '123'],
    ['turns a comma into the decimal dot', '12,5', {}, '12.5'],
    ['keeps only the first decimal separator', '1.2,3.4', {}, '1.234'],
    ['turns a leading dot into 0.', '.5', {}, '0.5'],
    ['turns a leading dot after the sign into 0.', '-.5', {}, '-0.5'],
    ['removes leading zeros', '007', {}, '7'],
    ['keeps one zero before the dot', '00.5', {}, '0.5'],
    ['keeps a single zero', '0', {}, '0'],
    ['removes leading zeros after the sign', '-007', {}, '-7'],
    ['raises a value below min to min', '3', { min: 10 }, '10'],
    ['lowers a value above max to max', '5000', { max: 1000 }, '1000'],
    ['leaves a value within bounds', '500', { min: 10, max: 1000 }, '500'],
    ['leaves a lone minus being typed', '-', { min: 10 }, '-'],
    ['cuts decimals to the accuracy', '1.23456', { accuracy: 2 }, '1.23'],
    ['makes integers when accuracy is 0', '12.99', { accuracy: 0 }, '12'],
    ['keeps a trailing dot while typing decimals', '12.', { accuracy: 2 }, '12.'],
    ['cuts the length to maxlength', '1234567', { maxlength: 4 }, '1234'],
    ['leaves an empty value empty', '', { min: 1 }, ''],
  ])('%s', (_rule, raw, options, expected) => {
    expect(sanitizeNumericInput(raw, options)).toBe(expected);
  });

  it('applies the steps in order: clamping happens before the decimals are cut', () => {
    expect(sanitizeNumericInput('abc,0,0,7', { min: 0.5, accuracy: 0 })).toBe('0');
    expect(sanitizeNumericInput('99,999', { max: 50.555, accuracy: 2 })).toBe('50.55');
  });

  it('always yields an optional minus, digits and at most one dot', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (raw, unsigned) => {
        const out = sanitizeNumericInput(raw, { unsigned });
        expect(out).toMatch(/^-?\d*\.?\d*$/);
        if (unsigned) expect(out).not.toContain('-');
      }),
    );
  });

  it('never leaves the bounds for a complete number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), (n) => {
        const out = Number(sanitizeNumericInput(n.toFixed(3), { min: -100, max: 100 }));
        expect(out).toBeGreaterThanOrEqual(-100);
        expect(out).toBeLessThanOrEqual(100);
      }),
    );
  });
});
