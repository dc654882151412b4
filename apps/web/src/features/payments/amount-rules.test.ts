import { describe, expect, it } from 'vitest';
import { amountProblem, cleanAmount, methodAmountProblem } from './amount-rules';

describe('payment amounts', () => {
  it.each([
    ['12.345', 2, '12.34'],
    ['-50', 2, '50'],
    ['1,5', 2, '1.5'],
    ['abc100', 2, '100'],
    ['0.123456789', 8, '0.12345678'],
    ['5000000000', 2, '1000000000'],
  ])('cleans %s (%d decimals) to %s', (raw, digits, clean) => {
    expect(cleanAmount(raw, digits)).toBe(clean);
  });

  it.each([
    ['', 'required'],
    ['0', 'required'],
    ['0.5', 'min'],
    ['1', null],
    ['1000000000', null],
    ['1000000000.01', 'max'],
    ['1.005', 'precision'],
  ])('judges %s as %s', (amount, problem) => {
    expect(amountProblem(amount, 2)).toBe(problem);
  });

  it('judges by the decimals of the currency the amount goes to', () => {
    expect(amountProblem('10.5', 0)).toBe('precision');
    expect(amountProblem('0.12345678', 8)).toBe('min');
    expect(amountProblem('1.12345678', 8)).toBeNull();
  });
});

describe('amounts against a payment method’s limits', () => {
  const ewallet = { min: 5, max: 2000 };

  it.each([
    ['4.99', 'methodMin'],
    ['5', null],
    ['2000', null],
    ['2000.01', 'methodMax'],
    ['', 'required'],
    ['1.005', 'precision'],
  ])('judges %s by a 5–2,000 method as %s', (amount, problem) => {
    expect(methodAmountProblem(amount, 2, ewallet)).toBe(problem);
  });

  it('lets a method’s minimum below one unit replace the generic minimum (crypto)', () => {
    expect(methodAmountProblem('0.0005', 8, { min: 0.0001, max: 0.02 })).toBeNull();
    expect(methodAmountProblem('0.00005', 8, { min: 0.0001, max: 0.02 })).toBe('methodMin');
  });

  it('falls back to the generic rule while no method is known', () => {
    expect(methodAmountProblem('0.5', 2, undefined)).toBe('min');
  });
});
