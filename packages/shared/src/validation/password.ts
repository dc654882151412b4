import { COMMON_PASSWORDS } from './common-passwords';
import { codePointLength } from './field-value';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';
import { MessageKeys } from './messages';
import type { CheckFailure } from './types';

/** Checks a new password per ASVS 6.2: length 8 to 128 code points, no composition rules, not a common password. */
export function checkPassword(password: string): CheckFailure | null {
  if (password === '') return { key: MessageKeys.required };
  // A code point takes at most two UTF-16 units, so a very long string is rejected without counting.
  const length = password.length > PASSWORD_MAX_LENGTH * 2 ? Number.POSITIVE_INFINITY : codePointLength(password);
  if (length < PASSWORD_MIN_LENGTH) return { key: MessageKeys.minSymbolsLimit, params: { min: PASSWORD_MIN_LENGTH } };
  if (length > PASSWORD_MAX_LENGTH) return { key: MessageKeys.maxSymbolsLimit, params: { max: PASSWORD_MAX_LENGTH } };
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return { key: MessageKeys.passwordTooCommon };
  return null;
}
