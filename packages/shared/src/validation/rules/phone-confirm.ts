import { textOf } from '../field-value';
import { applyMask } from '../mask';
import { MessageKeys } from '../messages';
import type { RuleValidator } from '../types';
import { failure } from './failure';

/** Fails when a confirmation code has not exactly `value` characters or breaks its mask (alphanumeric by default). */
export const validatePhoneConfirm: RuleValidator<'phoneConfirm'> = (value, rule) => {
  const code = textOf(value) ?? '';
  if (code.length !== rule.value) {
    return failure('phoneConfirm', MessageKeys.equalLength, MessageKeys.equalLength, { length: rule.value });
  }
  // A code fits its mask when masking changes nothing: no character skipped, none re-cased.
  const mask = rule.mask || 'X'.repeat(rule.value);
  return applyMask(code, mask) === code ? null : failure('phoneConfirm', rule.message, MessageKeys.authIncorrectCode);
};
