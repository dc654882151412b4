import { MessageKeys } from '../messages';
import type { RuleValidator } from '../types';
import { compareWithBound } from './bound';
import { failure } from './failure';

/** Fails when a number (or a `yyyy-MM-dd HH:mm:ss` date) is above `value`, or cannot be read. */
export const validateMaxValue: RuleValidator<'maxValue'> = (value, rule) => {
  const difference = compareWithBound(value, rule.value);
  if (difference !== null && difference <= 0) return null;
  return failure('maxValue', rule.message, MessageKeys.maxValue, { max: rule.value });
};
