import type { Currency } from '@fairline/shared/lookups/currencies';
import { fromMinor, minor } from '@fairline/shared/money/minor';
import type { PaymentDirection, PaymentMethodsAnswer } from '@fairline/shared/wire/cashier-methods';
import { AppError } from '../../errors';
import { formatMinor } from './amounts';
import { listBrandMethods, type MethodRow } from './methods.repository';
import type { PaymentsContext } from './payments-deps';
import { quickAmounts } from './quick-amounts';

const WORDS: Record<PaymentDirection, string> = { deposit: 'deposit', withdrawal: 'withdrawal' };

/** The methods of the user's brand in a currency whose provider is enabled here, in the brand's order. */
export async function offeredMethods(
  ctx: PaymentsContext,
  userId: number,
  direction: PaymentDirection,
  currency: Pick<Currency, 'id'>,
): Promise<MethodRow[]> {
  const rows = await listBrandMethods(ctx.database, userId, direction, currency.id);
  return rows.filter((row) => ctx.providers.has(row.provider));
}

/** GET /web-api/payments/methods: limits and quick amounts as decimals of the currency. */
export async function describeMethods(
  ctx: PaymentsContext,
  userId: number,
  direction: PaymentDirection,
  currency: Currency,
): Promise<PaymentMethodsAnswer> {
  const decimal = (value: number) => fromMinor(minor(value), currency.minorDigits);
  const methods = await offeredMethods(ctx, userId, direction, currency);
  return {
    direction,
    currency: currency.code,
    currency_id: currency.id,
    methods: methods.map((m) => ({
      code: m.code,
      logo: m.logo,
      min: decimal(m.min),
      max: decimal(m.max),
      quick_amounts: quickAmounts(m.min, m.max, currency).map(decimal),
    })),
  };
}

/**
 * The method a payment goes through: the one asked for, or the first offered. Refused with a clear
 * reason when none serves the currency or the code is not offered to this player.
 */
export async function chooseMethod(
  ctx: PaymentsContext,
  userId: number,
  direction: PaymentDirection,
  currency: Currency,
  code: string | undefined,
): Promise<MethodRow> {
  const methods = await offeredMethods(ctx, userId, direction, currency);
  if (methods.length === 0) {
    throw new AppError('BAD_REQUEST', `No payment method takes a ${WORDS[direction]} in ${currency.code}`, {
      errorCode: 'no_method',
    });
  }
  if (code === undefined) return methods[0] as MethodRow;
  const method = methods.find((m) => m.code === code);
  if (!method) {
    const why = `The payment method "${code}" is not available for a ${WORDS[direction]} in ${currency.code}`;
    throw new AppError('VALIDATION', why, { validationErrors: { method: why }, errorCode: 'unknown_method' });
  }
  return method;
}

/** Refuses an amount outside the method's limits in its currency, naming the limit. */
export function assertWithinMethodLimits(
  amount: number,
  method: MethodRow,
  currency: Currency,
  direction: PaymentDirection,
): void {
  const word = WORDS[direction];
  if (amount < method.min) {
    const why = `The smallest ${word} by this method is ${formatMinor(method.min, currency)} ${currency.code}`;
    throw new AppError('VALIDATION', why, { validationErrors: { amount: why }, errorCode: 'method_min' });
  }
  if (amount > method.max) {
    const why = `The largest ${word} by this method is ${formatMinor(method.max, currency)} ${currency.code}`;
    throw new AppError('VALIDATION', why, { validationErrors: { amount: why }, errorCode: 'method_max' });
  }
}
