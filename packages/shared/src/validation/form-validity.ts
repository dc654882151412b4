import { hasValue } from './field-value';
import type { FieldDescription, FormValues, ValidationError } from './types';
import { isFieldRequired } from './validate-form';
import { isFieldVisible } from './visibility';

/** Fields exempt from the submit check (and from form reset): captcha, country, currency, phone code. */
export const SUBMIT_EXEMPT_FIELDS: readonly string[] = [
  'google_captcha_response',
  'custom_captcha',
  'country_id',
  'currency_id',
  'tel_code',
];

/** Field types exempt for the same reason: captcha widgets and the phone code picker. */
export const SUBMIT_EXEMPT_TYPES: readonly string[] = ['captcha', 'phone_country', 'phone_code_button'];

/** Whether a field is left out of the submit check and of form reset. */
export function isSubmitExempt(field: FieldDescription): boolean {
  return (
    SUBMIT_EXEMPT_FIELDS.includes(field.name) ||
    SUBMIT_EXEMPT_FIELDS.includes(String(field.id)) ||
    SUBMIT_EXEMPT_TYPES.includes(field.type)
  );
}

/**
 * The fields that keep the form from being sent: visible, required, non-exempt and empty or failing
 * a check, in form order. The form says their names beside its disabled submit button.
 */
export function unmetFields<T extends FieldDescription>(
  fields: readonly T[],
  values: FormValues,
  errors: Readonly<Record<string, ValidationError | undefined>>,
): T[] {
  return fields.filter(
    (field) =>
      !isSubmitExempt(field) &&
      isFieldRequired(field) &&
      isFieldVisible(field, fields, values) &&
      (!hasValue(values[field.name]) || errors[field.name] !== undefined),
  );
}

/** The form can be sent when every visible, required, non-exempt field has a value and no error. */
export function isFormSubmittable(
  fields: readonly FieldDescription[],
  values: FormValues,
  errors: Readonly<Record<string, ValidationError | undefined>>,
): boolean {
  return unmetFields(fields, values, errors).length === 0;
}
