import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';
import { minor } from './minor';

// ICU separates groups and symbols with no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    [123450, 'en', '$', '$1,234.50'],
    [123450, 'ru', '₽', '1 234,50 ₽'],
    [123450, 'de', '€', '1.234,50 €'],
    [-5, 'en', '$', '-$0.05'],
    [100000000, 'en', '', '1,000,000.00'],
    [0, 'ru', '', '0,00'],
  ] as const)('shows %i minor units in %s with %j as %j', (amount, locale, currencySymbol, expected) => {
    expect(plain(formatMoney(minor(amount), { locale, currencySymbol }))).toBe(expected);
  });

  it('shows as many decimals as the currency has', () => {
    expect(formatMoney(minor(150000000), { locale: 'en', currencySymbol: '₿', digits: 8 })).toBe('₿1.50000000');
  });
});
