// Pure steps of the server form's state: first values, the phone-code default, server errors and
// what is sent on submit.
import {
  DISPLAY_ONLY_FIELD_TYPES,
  type FieldValue,
  type FormValues,
  isFieldVisible,
  isOn,
  isSubmitExempt,
  toPhoneValue,
  type ValidationError,
} from '@fairline/shared/validation';
import type { FormField, Maybe, PhoneCountry, SubmitResult } from './form-field';
import { findPhoneCountry } from './phone-countries';
import { selectedKeys } from './select-options';

export const COUNTRY_FIELD = 'country_id';

/** The country the phone code starts on: the chosen country, or the first country option while the country field is hidden. */
export function defaultPhoneCountryId(
  fields: readonly FormField[],
  values: FormValues,
  phoneCountries: readonly PhoneCountry[],
): number | string | undefined {
  const country = fields.find((field) => field.name === COUNTRY_FIELD);
  const first = country?.options?.[0];
  const firstId = first ? (first.country_id ?? first.id ?? first.value) : phoneCountries[0]?.id;
  if (!country || !isFieldVisible(country, fields, values)) return firstId;
  const chosen = values[COUNTRY_FIELD];
  return typeof chosen === 'string' || typeof chosen === 'number' ? (chosen === '' ? firstId : chosen) : firstId;
}

/** A field's value before the user touches it. */
export function initialValue(
  field: FormField,
  phoneCountry: PhoneCountry | undefined,
  phoneCountryId: unknown,
): FieldValue {
  switch (field.type) {
    case 'checkbox':
    case 'extended_checkbox':
      return isOn(field.defaultChecked);
    case 'multiselect':
      return selectedKeys(field.options);
    case 'select':
    case 'list':
      return selectedKeys(field.options)[0] ?? '';
    case 'phone':
      return phoneCountry ? toPhoneValue(phoneCountry, '') : undefined;
    case 'phone_country':
    case 'phone_code_button':
      return phoneCountryId === undefined ? '' : String(phoneCountryId);
    default:
      return '';
  }
}

/** Every field's first value; the phone code starts on the default country. */
export function initialValues(fields: readonly FormField[], phoneCountries: readonly PhoneCountry[]): FormValues {
  const preset: FormValues = {};
  for (const field of fields) {
    if (field.type === 'select') preset[field.name] = initialValue(field, undefined, undefined);
  }
  const countryId = defaultPhoneCountryId(fields, preset, phoneCountries);
  const country = findPhoneCountry(phoneCountries, countryId);
  const values: FormValues = {};
  for (const field of fields) values[field.name] = initialValue(field, country, countryId);
  return values;
}

/** Names of fields left alone by the submit check and by reset. */
export function exemptNames(fields: readonly FormField[]): string[] {
  return fields.filter(isSubmitExempt).map((field) => field.name);
}

/** The server's `validation_errors` as field errors; a list keeps its first message. */
export function serverErrorsOf(result: Maybe<SubmitResult>): Record<string, ValidationError> {
  const errors: Record<string, ValidationError> = {};
  for (const [field, messages] of Object.entries(result?.validation_errors ?? {})) {
    const message = Array.isArray(messages) ? messages[0] : messages;
    if (message) errors[field] = { field, rule: 'custom', message };
  }
  return errors;
}

/** Values of the visible fields that hold one; labels and buttons send nothing. */
export function submittedValues(fields: readonly FormField[], values: FormValues): FormValues {
  const sent: FormValues = {};
  for (const field of fields) {
    if (DISPLAY_ONLY_FIELD_TYPES.includes(field.type) || !isFieldVisible(field, fields, values)) continue;
    sent[field.name] = values[field.name];
  }
  return sent;
}
