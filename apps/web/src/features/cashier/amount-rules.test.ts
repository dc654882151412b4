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
  ])('judges %s as %s', (amount, problem) => {
    expect(amountProblem(amount)).toBe(problem);
  });
});
