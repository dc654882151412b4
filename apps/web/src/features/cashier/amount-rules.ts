import { sanitizeNumericInput } from '@fairline/shared/validation';

/** Bounds of one payment in major units: a typo guard on the client (the server re-checks). */
export const PaymentAmountBounds = { min: 1, max: 1_000_000_000 } as const;

/** Cleans a typed amount: digits and one separator, never negative, the currency's decimals. */
export function cleanAmount(raw: string, digits: number): string {
  return sanitizeNumericInput(raw, { unsigned: true, accuracy: digits, max: PaymentAmountBounds.max, maxlength: 16 });
}

export type AmountProblem = 'required' | 'min' | 'max';

/** Why the amount cannot be sent, or null when it can. */
export function amountProblem(amount: string): AmountProblem | null {
  if (amount === '' || Number(amount) === 0) return 'required';
  const value = Number(amount);
  if (value < PaymentAmountBounds.min) return 'min';
  if (value > PaymentAmountBounds.max) return 'max';
  return null;
}
