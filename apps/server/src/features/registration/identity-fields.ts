// The identity fields a brand may ask for (registration sort lists, the registrationIdentification
// form, the office profile): citizenship, gender, birthplace, document dates and issuer, postal code,
// CPF, bank details and the PEP declaration. Each carries the rules the shared engine runs on both sides.
import { MessageKeys } from '@fairline/shared/validation';
import type { ServedField } from '@fairline/shared/wire/registration';
import { base, countryOptions, REQUIRED, text } from './field-builders';
import type { FormContext } from './form-context';

/** Letters of any script, spaces and the punctuation of place names. */
const PLACE_PATTERN = "/^[\\p{L}\\p{M} .,'’()-]+$/u";
/** Letters and digits with inner spaces or hyphens: the postal codes of every country (3 to 10 characters). */
const POSTAL_CODE_PATTERN = '^[A-Za-z0-9](?:[A-Za-z0-9 -]{1,8})[A-Za-z0-9]$';
const CPF_PATTERN = '^\\d{3}\\.?\\d{3}\\.?\\d{3}-?\\d{2}$';
const BANK_ACCOUNT_PATTERN = '^[A-Za-z0-9 ]{5,42}$';
/** A document's expiry date may lie this far ahead at most. */
const LATEST_EXPIRY = '2100-12-31';

/** The field ids of this file, in the order a form shows them by default. */
export const IDENTITY_FIELD_IDS = [
  'citizenship_id',
  'gender',
  'birthplace',
  'passport_date',
  'passport_end_date',
  'passport_who',
  'postal_code',
  'cpf',
  'bank',
  'bank_account',
  'bank_account_owner',
  'pep',
] as const;

const required = (rules: ServedField['validation'] = {}) => ({ required: REQUIRED, ...rules });
const select = (id: string, group: string, options: NonNullable<ServedField['options']>) =>
  base(id, 'select', group, { required: true, validation: required(), options });
const date = (id: string, minimum: string, maximum: string) =>
  base(id, 'datepicker', 'document', {
    required: true,
    input_type: 'date',
    validation: required({ dateTime: { message: MessageKeys.dateIncorrect, value: true } }),
    minimum,
    maximum,
  });
const withRules = (field: ServedField, rules: ServedField['validation']): ServedField => ({
  ...field,
  validation: { ...field.validation, ...rules },
});

/** The identity fields, built for one request's context. */
export function identityFields(ctx: FormContext): ServedField[] {
  return [
    select('citizenship_id', 'personal', countryOptions(ctx.lang)),
    select('gender', 'personal', [
      { id: 1, name: 'registration.gender.male' },
      { id: 2, name: 'registration.gender.female' },
    ]),
    withRules(text('birthplace', 'personal', 100, true), {
      match: { message: MessageKeys.patternMismatch, value: PLACE_PATTERN },
    }),
    // Issued by today at the latest; valid from today at the earliest (an expired document is refused).
    date('passport_date', '1900-01-01', ctx.today),
    date('passport_end_date', ctx.today, LATEST_EXPIRY),
    text('passport_who', 'document', 200, true),
    withRules(text('postal_code', 'address', 10, true), {
      match: { message: MessageKeys.patternMismatch, value: POSTAL_CODE_PATTERN },
    }),
    withRules(text('cpf', 'document', 14, true, { input_type: 'tel' }), {
      match: { message: MessageKeys.patternMismatch, value: CPF_PATTERN },
      custom: { message: MessageKeys.cpfInvalid, value: 'cpf' },
    }),
    text('bank', 'bank', 100, true),
    withRules(text('bank_account', 'bank', 42, true), {
      match: { message: MessageKeys.patternMismatch, value: BANK_ACCOUNT_PATTERN },
      custom: { message: MessageKeys.bankAccountInvalid, value: 'bank_account' },
    }),
    // Checked by the name rule (letters, spaces, apostrophes, hyphens) as the account's own name.
    text('bank_account_owner', 'bank', 100, true),
    base('pep', 'checkbox', 'agreement', {
      label: 'registration.checkbox.pep',
      default_checked: false,
      show_top_label: false,
    }),
  ];
}
