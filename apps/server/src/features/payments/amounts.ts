import type { Currency } from '@fairline/shared/lookups/currencies';
import { amountProblemText, readAmount } from '@fairline/shared/money/amount';
import { formatScaled } from '@fairline/shared/money/decimal';
import { AppError } from '../../errors';

/**
 * A positive decimal amount from the client in minor units of the currency, by the one amount rule
 * of packages/shared (money/amount.ts): more decimals than the currency has are refused rather than
 * rounded, as a stake's are, so the player pays what they typed.
 */
export function parsePaymentAmount(input: number | string, currency: Pick<Currency, 'minorDigits'>): number {
  const reading = readAmount(input, currency.minorDigits);
  if (reading.ok) return reading.minor;
  const why = amountProblemText(reading.problem, currency.minorDigits);
  throw new AppError('VALIDATION', why, { validationErrors: { amount: why } });
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
