import { checkFieldItself } from './field-checks';
import { hasValue, isBlank } from './field-value';
import { isOn } from './flags';
import { runRule } from './rules';
import {
  type FieldDescription,
  type FieldRules,
  type FieldValue,
  type FormValues,
  RULE_TYPES,
  type RuleFailure,
  type RuleType,
  type ValidationContext,
  type ValidationError,
} from './types';
import { isFieldVisible } from './visibility';

/** Field types that only display something and hold no value to validate. */
export const DISPLAY_ONLY_FIELD_TYPES: readonly string[] = ['label', 'button', 'social_types'];

/** A field is required if it says so or its required rule is true. */
export function isFieldRequired(field: FieldDescription): boolean {
  return isOn(field.required) || isOn(field.validation?.required?.value);
}

/** The first failure of a field: required first, then its rules in rule-type order, then built-in checks. */
export function validateField(
  field: FieldDescription,
  value: FieldValue,
  ctx: ValidationContext,
): ValidationError | null {
  const failure = firstFailure(field, value, ctx);
  return failure ? { field: field.name, ...failure } : null;
}

/** Validates every visible field; the result holds the first failure of each failing field, by field name. */
export function validateForm(
  fields: readonly FieldDescription[],
  values: FormValues,
  ctx: Omit<ValidationContext, 'values'>,
): Record<string, ValidationError> {
  const errors: Record<string, ValidationError> = {};
  const context: ValidationContext = { ...ctx, values };
  for (const field of fields) {
    if (DISPLAY_ONLY_FIELD_TYPES.includes(field.type) || !isFieldVisible(field, fields, values)) continue;
    const error = validateField(field, values[field.name], context);
    if (error) errors[field.name] = error;
  }
  return errors;
}

function firstFailure(field: FieldDescription, value: FieldValue, ctx: ValidationContext): RuleFailure | null {
  const rules = field.validation ?? {};
  if (!hasValue(value) && isFieldRequired(field)) {
    return runRule('required', value, rules.required ?? { message: '' }, ctx);
  }
  // An optional field left empty has nothing to check; an unchecked box still meets its boolean rule.
  if (isBlank(value)) return null;
  for (const type of RULE_TYPES) {
    if (type === 'required') continue;
    const failure = runDeclared(type, rules, value, ctx);
    if (failure) return failure;
  }
  return checkFieldItself(field, value, ctx);
}

function runDeclared<K extends RuleType>(type: K, rules: FieldRules, value: FieldValue, ctx: ValidationContext) {
  const rule = rules[type];
  return rule ? runRule(type, value, rule, ctx) : null;
}
