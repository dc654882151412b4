import { lengthOf } from '../field-value';
import { MessageKeys } from '../messages';
import type { RuleValidator } from '../types';
import { failure } from './failure';

/** Fails when text has more code points (or a list more items) than `value`. */
export const validateMaxLength: RuleValidator<'maxLength'> = (value, rule) => {
  const length = lengthOf(value);
  if (length === null || length <= rule.value) return null;
  return failure('maxLength', rule.message, MessageKeys.maxSymbolsLimit, { max: rule.value });
};
