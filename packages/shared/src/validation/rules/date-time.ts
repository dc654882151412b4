import { parseDateTime } from '../date-time';
import { textOf } from '../field-value';
import { MessageKeys } from '../messages';
import type { RuleValidator } from '../types';
import { failure } from './failure';

/** Fails when the value is not a real date in `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`). */
export const validateDateTime: RuleValidator<'dateTime'> = (value, rule) =>
  parseDateTime(textOf(value) ?? '') ? null : failure('dateTime', rule.message, MessageKeys.dateIncorrect);
