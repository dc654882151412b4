import { formFailureOf } from '../../lib/form-failure';

const KNOWN_CODES: ReadonlySet<string> = new Set([
  'deposit_limit',
  'blocked',
  'need_verify',
  'no_account',
  'no_method',
  'unknown_method',
  'verification_required',
]);

/** A refused payment call as a message key of the cashier (with the server's text for the unknown). */
export function paymentFailureText(error: unknown, t: (key: string) => string): string {
  const failure = formFailureOf(error);
  const code = typeof failure.errorCode === 'string' ? failure.errorCode : '';
  if (KNOWN_CODES.has(code)) return t(`money.cashier.error.${code}`);
  if (failure.status === 403) return t('money.cashier.error.blocked');
  const field = Object.values(failure.fields)[0];
  if (field) return field;
  if (failure.status === 400 && failure.message) return failure.message;
  return t('money.cashier.error.generic');
}
