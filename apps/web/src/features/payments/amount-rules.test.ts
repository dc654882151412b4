import { describe, expect, it } from 'vitest';
import { amountProblem, cleanAmount } from './amount-rules';

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
