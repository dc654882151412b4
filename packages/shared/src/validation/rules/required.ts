import { hasValue } from '../field-value';
import { MessageKeys } from '../messages';
import type { RuleValidator } from '../types';
import { failure } from './failure';

/** Fails when nothing is entered (an unchecked box counts as nothing); the server sends the message. */
export const validateRequired: RuleValidator<'required'> = (value, rule) =>
  hasValue(value) ? null : failure('required', rule.message, MessageKeys.required);
