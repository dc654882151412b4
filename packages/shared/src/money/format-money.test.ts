import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney, setMoneyTemplate } from './format-money';
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

describe('formatMoney with the brand template (application.amountTemplate)', () => {
  afterEach(() => setMoneyTemplate(undefined));

  it.each([
    ['{value} {currency}', 'en', '$', '1,234.50 $'],
    ['{currency} {value}', 'ru', '₸', '₸ 1 234,50'],
    ['{currency}{value}', 'en', 'US$', 'US$1,234.50'],
    ['{value} {currency}', 'en', '', '1,234.50'],
    ['{value}', 'en', '€', '1,234.50'],
  ] as const)('follows %j in %s with %j: %j', (template, locale, currencySymbol, expected) => {
    expect(plain(formatMoney(minor(123450), { locale, currencySymbol, template }))).toBe(expected);
  });

  it('keeps a negative amount’s sign with the number', () => {
    expect(formatMoney(minor(-5), { locale: 'en', currencySymbol: '€', template: '{value} {currency}' })).toBe(
      '-0.05 €',
    );
  });

  it('takes a $ in the symbol literally', () => {
    expect(formatMoney(minor(100), { currencySymbol: '$&', template: '{currency}{value}' })).toBe('$&1.00');
  });

  it('applies the template set for the app to every call that names none', () => {
    setMoneyTemplate('{value} {currency}');
    expect(formatMoney(minor(123450), { locale: 'en', currencySymbol: '€' })).toBe('1,234.50 €');
    setMoneyTemplate(undefined);
    expect(formatMoney(minor(123450), { locale: 'en', currencySymbol: '€' })).toBe('€1,234.50');
  });
});
