// Checks the spec attaches to fields themselves rather than to declared rules: the server re-runs
// them even when a form's configuration forgot the matching rule.

import { checkDateBounds, checkMinimumAge } from './date-bounds';
import { checkEmail } from './email';
import { lengthOf, textOf } from './field-value';
import { MessageKeys } from './messages';
import { checkName } from './name';
import { checkPassword } from './password';
import { runRule } from './rules';
import type { FieldDescription, FieldValue, RuleFailure, ValidationContext } from './types';

/** Field names whose text must be a personal name. */
export const NAME_FIELDS: readonly string[] = ['name', 'surname', 'bank_account_owner'];

/** Field names that take a new password. */
export const NEW_PASSWORD_FIELDS: readonly string[] = ['password'];

const DATE_FIELD_TYPES: readonly string[] = ['datepicker', 'birthday_date'];

/** The first failing built-in check of a field with a value entered, or null. */
export function checkFieldItself(
  field: FieldDescription,
  value: FieldValue,
  ctx: ValidationContext,
): RuleFailure | null {
  const rules = field.validation ?? {};
  const text = textOf(value);
  const length = lengthOf(value);
  if (field.max_length !== undefined && length !== null && length > field.max_length) {
    return { rule: 'max_length', message: MessageKeys.maxSymbolsLimit, params: { max: field.max_length } };
  }
  if (field.type === 'phone' && !rules.phone) return runRule('phone', value, { message: '' }, ctx);
  if (text === null) return null;
  if (field.name === 'email' && !rules.email) return asFailure('email', checkEmail(text));
  if (NAME_FIELDS.includes(field.name)) return asFailure('name', checkName(text));
  if (NEW_PASSWORD_FIELDS.includes(field.name)) return asFailure('password', checkPassword(text));
  if (DATE_FIELD_TYPES.includes(field.type)) return checkDateField(field, text, ctx);
  return null;
}

function checkDateField(field: FieldDescription, text: string, ctx: ValidationContext): RuleFailure | null {
  const bounds = checkDateBounds(text, { minimum: field.minimum, maximum: field.maximum });
  if (bounds) {
    const rule =
      bounds.params?.min !== undefined ? 'minimum' : bounds.params?.max !== undefined ? 'maximum' : 'dateTime';
    return { rule, message: bounds.key, ...(bounds.params && { params: bounds.params }) };
  }
  if (field.type !== 'birthday_date' || ctx.minAge === undefined) return null;
  return asFailure('minAge', checkMinimumAge(text, ctx.minAge, ctx.now));
}

function asFailure(rule: RuleFailure['rule'], result: { key: string; params?: RuleFailure['params'] } | null) {
  if (!result) return null;
  return result.params ? { rule, message: result.key, params: result.params } : { rule, message: result.key };
}
