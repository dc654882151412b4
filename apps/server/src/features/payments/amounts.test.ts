import { currencyByCode } from '@fairline/shared/lookups/currencies';
import { amountProblemText } from '@fairline/shared/money/amount';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { convertForLimit, formatMinor, parsePaymentAmount } from './amounts';

const usd = currencyByCode('USD')!;
const eur = currencyByCode('EUR')!;
const krw = currencyByCode('KRW')!;
const btc = currencyByCode('BTC')!;

describe('parsePaymentAmount', () => {
  it.each([
    ['10', usd, 1000],
    ['10.5', usd, 1050],
    [10.25, usd, 1025],
    ['10.50', usd, 1050],
    ['1500', krw, 1500],
    ['0.00012345', btc, 12345],
  ] as const)('reads %s in minor units', (input, currency, expected) => {
    expect(parsePaymentAmount(input, currency)).toBe(expected);
  });

  it.each(['0', '-5', '10.001', 'abc', '1e5', '', '10,5', '2000000000'])('refuses %s', (input) => {
    expect(() => parsePaymentAmount(input, usd)).toThrow(AppError);
  });

  it('refuses decimals on a currency without minor units', () => {
    expect(() => parsePaymentAmount('10.5', krw)).toThrow(AppError);
  });

  it('refuses 1.005 by the one amount rule a stake of 1.005 is refused by, never rounding it', () => {
    const refused = (() => {
      try {
        parsePaymentAmount(1.005, usd);
      } catch (err) {
        return err as AppError;
      }
    })();
    expect(refused?.options.validationErrors?.amount).toBe(amountProblemText('tooPrecise', usd.minorDigits));
  });
});

describe('convertForLimit', () => {
  it('keeps an amount in the limit currency as it is', () => {
    expect(convertForLimit(12345, usd, usd)).toBe(12345);
  });

  it('converts at the demo rates and rounds up so a limit is never undercut', () => {
    expect(convertForLimit(9200, eur, usd)).toBe(10000);
    expect(convertForLimit(1, eur, usd)).toBe(2);
  });
});

describe('formatMinor', () => {
  it('writes minor units with the currency’s decimals', () => {
    expect(formatMinor(1050, usd)).toBe('10.50');
    expect(formatMinor(1500, krw)).toBe('1500');
  });
});
