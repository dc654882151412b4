import { AmountBounds, cleanAmountInput, readAmount } from '@fairline/shared/money/amount';

/** Bounds of one payment in major units: the minimum is a typo guard of the client, the maximum the one amount rule's. */
export const PaymentAmountBounds = { min: 1, max: AmountBounds.maxMajor } as const;

/** Cleans a typed amount: digits and one separator, never negative, the currency's decimals. */
export function cleanAmount(raw: string, digits: number): string {
  return cleanAmountInput(raw, digits);
}

export type AmountProblem = 'required' | 'min' | 'max' | 'precision';

/**
 * Why the amount cannot be sent, or null when it can: judged by the one amount rule the server
 * applies (packages/shared money/amount.ts), so more decimals than the currency has are caught here
 * (an amount typed before switching to a currency with fewer decimals) rather than refused there.
 */
export function amountProblem(amount: string, digits: number): AmountProblem | null {
  if (amount === '') return 'required';
  const reading = readAmount(amount, digits);
  if (!reading.ok) {
    if (reading.problem === 'tooPrecise') return 'precision';
    if (reading.problem === 'tooLarge') return 'max';
    return 'required';
  }
  return Number(amount) < PaymentAmountBounds.min ? 'min' : null;
}

/** What the server refuses outside a method's limits, as a key under `money.cashier.amount.`. */
export type MethodAmountProblem = AmountProblem | 'methodMin' | 'methodMax';

/**
 * The amount judged against the chosen method's minimum and maximum in the currency (decimals),
 * which replace the client's generic minimum: a method's minimum may be below one unit (crypto) or
 * far above it.
 */
export function methodAmountProblem(
  amount: string,
  digits: number,
  method: { min: number; max: number } | undefined,
): MethodAmountProblem | null {
  const base = amountProblem(amount, digits);
  if (!method) return base;
  if (base !== null && base !== 'min') return base;
  const value = Number(amount);
  if (value < method.min) return 'methodMin';
  if (value > method.max) return 'methodMax';
  return null;
}
