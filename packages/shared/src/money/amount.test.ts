import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AmountBounds, amountProblemText, cleanAmountInput, readAmount } from './amount';
import { formatScaled } from './decimal';

const CURRENCY_DIGITS = [0, 2, 3, 8] as const;

describe('readAmount', () => {
  it.each([
    ['10', 2, 1000],
    ['10.5', 2, 1050],
    ['10.50', 2, 1050],
    [10.25, 2, 1025],
    ['1.010', 2, 101],
    ['1500', 0, 1500],
    ['0.00012345', 8, 12345],
    [1e-8, 8, 1],
    [1.5e-7, 8, 15],
    [0.1 + 0.2 - 0.00000000000000004, 2, 30],
    ['1000000000', 2, 100_000_000_000],
  ] as const)('reads %s with %i decimals as %i minor units', (value, digits, expected) => {
    expect(readAmount(value, digits)).toEqual({ ok: true, minor: expected });
  });

  it.each([
    [1.005, 2],
    ['1.005', 2],
    ['0.001', 2],
    ['10.5', 0],
    [0.1 + 0.2, 2],
    ['0.000000001', 8],
  ] as const)('refuses %s with more decimals than %i instead of rounding it', (value, digits) => {
    expect(readAmount(value, digits)).toEqual({ ok: false, problem: 'tooPrecise' });
  });

  it.each([
    ['0', 'notPositive'],
    ['0.00', 'notPositive'],
    [0, 'notPositive'],
    [-5, 'notPositive'],
    [-1.005, 'notPositive'],
    ['-5', 'notANumber'],
    ['abc', 'notANumber'],
    ['1e5', 'notANumber'],
    ['10,5', 'notANumber'],
    ['', 'notANumber'],
    [Number.NaN, 'notANumber'],
    [Number.POSITIVE_INFINITY, 'notANumber'],
    ['1000000000.01', 'tooLarge'],
    [1e21, 'tooLarge'],
  ] as const)('refuses %s as %s', (value, problem) => {
    expect(readAmount(value, 2)).toEqual({ ok: false, problem });
  });

  it('refuses an amount whose minor units would not be a safe integer (8 decimals, 100 million)', () => {
    expect(readAmount('100000000', 8)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(readAmount('90000000', 8)).toEqual({ ok: true, minor: 9_000_000_000_000_000 });
  });

  it('reads every amount of the currency exactly, as text and as a number', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCY_DIGITS), fc.bigInt({ min: 1n, max: 10n ** 15n }), (digits, scaled) => {
        const bound = BigInt(AmountBounds.maxMajor) * 10n ** BigInt(digits);
        const text = formatScaled(scaled, digits);
        const reading = readAmount(text, digits);
        if (scaled > bound) {
          expect(reading).toEqual({ ok: false, problem: 'tooLarge' });
          return;
        }
        expect(reading).toEqual({ ok: true, minor: Number(scaled) });
        // A number survives when its decimal text does (up to 15 significant digits).
        if (text.replace('.', '').replace(/^0+/, '').length <= 15) {
          expect(readAmount(Number(text), digits)).toEqual({ ok: true, minor: Number(scaled) });
        }
      }),
    );
  });

  it('refuses any amount with one decimal more than the currency has, whatever its size', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_DIGITS),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 1, max: 9 }),
        (digits, scaled, extra) => {
          const text = `${formatScaled(scaled, digits)}${digits === 0 ? '.' : ''}${extra}`;
          expect(readAmount(text, digits)).toEqual({ ok: false, problem: 'tooPrecise' });
        },
      ),
    );
  });

  it('never reads an amount other than the one sent: the minor units written back give the same value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_DIGITS),
        fc.double({ min: -1e10, max: 1e10, noNaN: true }),
        (digits, value) => {
          const reading = readAmount(value, digits);
          if (reading.ok) expect(Number(formatScaled(BigInt(reading.minor), digits))).toBe(value);
        },
      ),
      { numRuns: 5000 },
    );
  });
});

describe('amountProblemText', () => {
  it('names the field and the currency’s decimals', () => {
    expect(amountProblemText('tooPrecise', 2, 'The stake')).toBe(
      'The stake has more decimals than the currency allows (at most 2)',
    );
    expect(amountProblemText('tooPrecise', 0)).toMatch(/whole number/);
  });
});

describe('cleanAmountInput', () => {
  it.each([
    ['12.345', 2, '12.34'],
    ['-50', 2, '50'],
    ['1,5', 2, '1.5'],
    ['10.5', 0, '10'],
    ['0.123456789', 8, '0.12345678'],
    ['5000000000', 2, '1000000000'],
  ])('cleans %s (%d decimals) to %s', (raw, digits, clean) => {
    expect(cleanAmountInput(raw, digits)).toBe(clean);
  });

  it('only ever leaves text readAmount accepts, or an empty or zero amount', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCY_DIGITS), fc.string({ maxLength: 30 }), (digits, raw) => {
        const clean = cleanAmountInput(raw, digits);
        const reading = readAmount(clean.endsWith('.') ? clean.slice(0, -1) : clean, digits);
        if (!reading.ok) expect(['notPositive', 'notANumber']).toContain(reading.problem);
        if (!reading.ok && reading.problem === 'notANumber') expect(clean.replace('.', '')).toBe('');
      }),
    );
  });
});
