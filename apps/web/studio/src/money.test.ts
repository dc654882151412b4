import { describe, expect, it } from 'vitest';
import { formatMoney, formatMultiplier, inputToMinor, minorToInput } from './money';
import { defaultStake, niceStep, normaliseStake } from './stake';

describe('stake input', () => {
  it('parses a dot or a comma into minor units with the currency’s digits', () => {
    expect(inputToMinor('1.5', 2)).toBe(150);
    expect(inputToMinor('2,05', 2)).toBe(205);
    expect(inputToMinor('12', 0)).toBe(12);
    expect(inputToMinor('0.00012345', 8)).toBe(12345);
  });

  it('refuses more decimals than the currency has, and anything that is not an amount', () => {
    expect(inputToMinor('1.234', 2)).toBeNull();
    expect(inputToMinor('1.5', 0)).toBeNull();
    expect(inputToMinor('abc', 2)).toBeNull();
    expect(inputToMinor('-1', 2)).toBeNull();
  });

  it('writes minor units back with every digit', () => {
    expect(minorToInput(150, 2)).toBe('1.50');
    expect(minorToInput(7, 0)).toBe('7');
  });
});

describe('stake defaults', () => {
  it('starts near one US dollar on a 1-2-5 step', () => {
    expect(niceStep(0.92)).toBe(1);
    expect(niceStep(90)).toBe(100);
    expect(niceStep(3.3)).toBe(5);
    expect(niceStep(1)).toBe(1);
    expect(defaultStake('dice', 'EUR', 2)).toBe(100);
    expect(defaultStake('dice', 'RUB', 2)).toBe(10_000);
  });

  it('keeps blackjack stakes even (insurance is half a stake)', () => {
    expect(normaliseStake('blackjack', 151)).toBe(150);
    expect(normaliseStake('blackjack', 1)).toBe(2);
    expect(normaliseStake('dice', 151)).toBe(151);
  });
});

describe('display', () => {
  it('formats money in the player’s language with the session’s digits', () => {
    expect(formatMoney(123456, 'EUR', 2, 'en')).toBe('€1,234.56');
    expect(formatMoney(100000, 'USD', 2, 'ar')).toContain('1,000.00');
  });

  it('shows small multipliers with four decimals, others with two', () => {
    expect(formatMultiplier(1.0102)).toBe('1.0102×');
    expect(formatMultiplier(1)).toBe('1.00×');
    expect(formatMultiplier(2)).toBe('2.00×');
  });
});
