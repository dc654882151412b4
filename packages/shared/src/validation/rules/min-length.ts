import { lengthOf } from '../field-value';
import { MessageKeys } from '../messages';
import type { RuleValidator } from '../types';
import { failure } from './failure';

/** Fails when text has fewer code points (or a list fewer items) than `value`. */
export const validateMinLength: RuleValidator<'minLength'> = (value, rule) => {
  const length = lengthOf(value);
  if (length === null || length >= rule.value) return null;
  return failure('minLength', rule.message, MessageKeys.minSymbolsLimit, { min: rule.value });
};
