import { isOn } from '../flags';
import { MessageKeys } from '../messages';
import type { RuleValidator } from '../types';
import { failure } from './failure';

/** Fails when a checkbox is not in the required state (checked unless `value` is false). */
export const validateBoolean: RuleValidator<'boolean'> = (value, rule) => {
  const checked = isOn(value);
  return checked === (rule.value ?? true) ? null : failure('boolean', rule.message, MessageKeys.mustBeChecked);
};
