import { MessageKeys } from '../messages';
import type { RuleValidator } from '../types';
import { compareWithBound } from './bound';
import { failure } from './failure';

/** Fails when a number (or a `yyyy-MM-dd HH:mm:ss` date) is below `value`, or cannot be read. */
export const validateMinValue: RuleValidator<'minValue'> = (value, rule) => {
  const difference = compareWithBound(value, rule.value);
  if (difference !== null && difference >= 0) return null;
  return failure('minValue', rule.message, MessageKeys.minValue, { min: rule.value });
};
