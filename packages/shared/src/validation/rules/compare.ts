import { textOf } from '../field-value';
import { MessageKeys } from '../messages';
import type { RuleValidator } from '../types';
import { failure } from './failure';

/** Fails when the value differs from the field named by `value` (e.g. password_again and password). */
export const validateCompare: RuleValidator<'compare'> = (value, rule, ctx) => {
  const other = ctx.values[rule.value];
  const text = textOf(value);
  const same = text === null ? value === other : text === textOf(other);
  return same ? null : failure('compare', rule.message, MessageKeys.fieldsNotEqual, { field: rule.value });
};
