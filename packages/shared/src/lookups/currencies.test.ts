import { describe, expect, it } from 'vitest';
import { CURRENCIES, CurrencyId, currencyByCode, currencyById, selectableCurrencies } from './currencies';
import { currencyName } from './display-names';

describe('currencies lookup', () => {
  it.each([
    [1, 'RUB'],
    [10, 'USD'],
    [12, 'EUR'],
  ])('maps id %i to %s as the spec does', (id, code) => {
    expect(currencyById(id)?.code).toBe(code);
    expect(currencyByCode(code)?.id).toBe(id);
  });

  it.each([
    'RUB',
    'USD',
    'EUR',
    'KZT',
    'UAH',
    'BYN',
    'UZS',
    'TRY',
    'BRL',
    'INR',
    'NGN',
    'KES',
    'AED',
    'GBP',
    'BTC',
    'ETH',
    'USDT',
  ])('includes %s', (code) => {
    expect(currencyByCode(code)).toBeDefined();
  });

  it('gives ids and codes once each', () => {
    expect(new Set(CURRENCIES.map((currency) => currency.id)).size).toBe(CURRENCIES.length);
    expect(new Set(CURRENCIES.map((currency) => currency.code)).size).toBe(CURRENCIES.length);
  });

  it('flags exactly BTC, ETH and USDT as crypto', () => {
    expect(CURRENCIES.filter((currency) => currency.isCrypto).map((currency) => currency.code)).toEqual([
      'BTC',
      'ETH',
      'USDT',
    ]);
  });

  it('shows the tenge sign for KZT', () => {
    expect(currencyById(CurrencyId.KZT)?.symbol).toBe('₸');
  });

  it('measures conversion against USD, whose coefficient is 1', () => {
    expect(currencyByCode('USD')?.conversionCoefficient).toBe(1);
    for (const currency of CURRENCIES) expect(currency.conversionCoefficient).toBeGreaterThan(0);
  });

  it('keeps minimum bets as positive whole minor units', () => {
    for (const currency of CURRENCIES) {
      expect(Number.isInteger(currency.minBet)).toBe(true);
      expect(currency.minBet).toBeGreaterThan(0);
      expect(Number.isInteger(currency.minorDigits)).toBe(true);
    }
  });

  it('keeps every minimum bet within a few US dollars', () => {
    for (const currency of CURRENCIES) {
      const usd = currency.minBet / 10 ** currency.minorDigits / currency.conversionCoefficient;
      expect(usd).toBeGreaterThan(0.05);
      expect(usd).toBeLessThan(1);
    }
  });

  it('finds a currency by code in either case', () => {
    expect(currencyByCode('usd')?.id).toBe(10);
    expect(currencyByCode('XYZ')).toBeUndefined();
  });

  it('leaves hidden currencies out of the selectable list', () => {
    const selectable = selectableCurrencies();
    expect(selectable.some((currency) => currency.hide)).toBe(false);
    expect(selectable.length).toBe(CURRENCIES.filter((currency) => !currency.hide).length);
    expect(CURRENCIES.some((currency) => currency.hide)).toBe(true);
  });

  it("names a currency with the lookup's name in English and by CLDR in other languages, capitalised", () => {
    const usd = currencyById(CurrencyId.USD);
    const kzt = currencyById(CurrencyId.KZT);
    if (usd === undefined || kzt === undefined) throw new Error('rows missing');
    expect(currencyName(usd, 'en')).toBe(usd.name);
    expect(currencyName(usd, 'ar')).toBe('دولار أمريكي');
    expect(currencyName(kzt, 'ru')).toBe('Казахский тенге');
  });

  it('keeps the English name of a crypto currency the CLDR does not name, a four-letter ticker included', () => {
    for (const id of [CurrencyId.BTC, CurrencyId.USDT]) {
      const crypto = currencyById(id);
      if (crypto === undefined) throw new Error(`${id} missing`);
      expect(currencyName(crypto, 'ar')).toBe(crypto.name);
      expect(currencyName(crypto, 'ru')).toBe(crypto.name);
    }
  });

  it('names every currency in every UI language without failing', () => {
    for (const lang of ['ru', 'en', 'ar', 'ru-RU', 'xx', '!!']) {
      for (const currency of CURRENCIES) expect(currencyName(currency, lang)).not.toBe('');
    }
  });
});
