import type { Currency } from '@fairline/shared/lookups/currencies';
import { formatScaled, parseScaled } from '@fairline/shared/money/decimal';
import { AppError } from '../../errors';

const DECIMAL = /^\d{1,15}(\.\d{1,18})?$/;

/** The largest single payment we accept, in major units (a guard against typos and overflow). */
export const MAX_PAYMENT_MAJOR = 1_000_000_000;

/**
 * A positive decimal amount from the client in minor units of the currency. More decimals than the
 * currency has are refused rather than rounded: the player pays what they typed.
 */
export function parsePaymentAmount(input: number | string, currency: Pick<Currency, 'minorDigits'>): number {
  const text = typeof input === 'number' ? String(input) : input.trim();
  const refuse = (why: string) => new AppError('VALIDATION', why, { validationErrors: { amount: why } });
  if (!DECIMAL.test(text)) throw refuse('Enter an amount like 10 or 10.50');
  const fraction = text.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > currency.minorDigits)
    throw refuse(`At most ${currency.minorDigits} decimals`);
  const scaled = parseScaled(text, currency.minorDigits);
  if (scaled <= 0n) throw refuse('The amount must be above zero');
  if (scaled > parseScaled(String(MAX_PAYMENT_MAJOR), currency.minorDigits)) throw refuse('The amount is too large');
  return Number(scaled);
}

/**
 * Minor units of one currency expressed in another at the demo conversion rates, rounded up: deposit
 * limits are set in the registration currency and must never let a foreign deposit slip under them.
 */
export function convertForLimit(
  amount: number,
  from: Pick<Currency, 'id' | 'minorDigits' | 'conversionCoefficient'>,
  to: Pick<Currency, 'id' | 'minorDigits' | 'conversionCoefficient'>,
): number {
  if (from.id === to.id) return amount;
  const usd = amount / 10 ** from.minorDigits / from.conversionCoefficient;
  const converted = usd * to.conversionCoefficient * 10 ** to.minorDigits;
  return Math.ceil(Number(converted.toPrecision(12)));
}

/** Minor units as a decimal string for display in the hosted page and callbacks. */
export function formatMinor(amount: number, currency: Pick<Currency, 'minorDigits'>): string {
  return formatScaled(BigInt(amount), currency.minorDigits);
}
