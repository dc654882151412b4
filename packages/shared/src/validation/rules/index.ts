import type { FieldValue, RuleFailure, RuleShapes, RuleType, RuleValidator, ValidationContext } from '../types';
import { validateBoolean } from './boolean';
import { validateCompare } from './compare';
import { validateCustom } from './custom';
import { validateDateTime } from './date-time';
import { validateEmail } from './email';
import { validateImage } from './image';
import { validateMatch } from './match';
import { validateMaxLength } from './max-length';
import { validateMaxValue } from './max-value';
import { validateMinLength } from './min-length';
import { validateMinValue } from './min-value';
import { validatePhone } from './phone';
import { validatePhoneConfirm } from './phone-confirm';
import { validateRequired } from './required';

/** The validator of every rule type. */
export const RULE_VALIDATORS: { readonly [K in RuleType]: RuleValidator<K> } = {
  required: validateRequired,
  minLength: validateMinLength,
  maxLength: validateMaxLength,
  compare: validateCompare,
  match: validateMatch,
  minValue: validateMinValue,
  maxValue: validateMaxValue,
  email: validateEmail,
  phone: validatePhone,
  phoneConfirm: validatePhoneConfirm,
  boolean: validateBoolean,
  dateTime: validateDateTime,
  image: validateImage,
  custom: validateCustom,
};

/** Runs the validator of one rule type. */
export function runRule<K extends RuleType>(
  type: K,
  value: FieldValue,
  rule: RuleShapes[K],
  ctx: ValidationContext,
): RuleFailure | null {
  const validate: RuleValidator<K> = RULE_VALIDATORS[type];
  return validate(value, rule, ctx);
}

export { IMAGE_FORMATS } from './image';
