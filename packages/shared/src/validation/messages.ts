// Translation keys of the rule engine's own messages; the server sends its own texts for most rules.

/** Message keys used when a rule or check has no server-given message. */
export const MessageKeys = {
  required: 'required',
  authRequiredField: 'auth_required_field',
  authIncorrectCode: 'auth_incorrect_code',
  equalLength: 'equal_length',
  minSymbolsLimit: 'min_symbols_limit',
  maxSymbolsLimit: 'max_symbols_limit',
  phoneMinLength: 'phone_min_length',
  phoneMaxLength: 'phone_max_length',
  phoneIncorrect: 'phone_incorrect',
  emailStartsWithAt: 'email_starts_with_at',
  emailEndsWithAt: 'email_ends_with_at',
  emailNoAt: 'email_no_at',
  emailNoDotAfterAt: 'email_no_dot_after_at',
  emailHasSpace: 'email_has_space',
  emailDidYouMean: 'email_did_you_mean',
  emailIncorrect: 'email_incorrect',
  nameAvailableSymbols: 'name_available_symbols',
  passwordTooCommon: 'password_too_common',
  fieldsNotEqual: 'fields_not_equal',
  patternMismatch: 'pattern_mismatch',
  minValue: 'min_value',
  maxValue: 'max_value',
  dateMin: 'date_min',
  dateMax: 'date_max',
  dateIncorrect: 'date_incorrect',
  minAge: 'min_age',
  imageFormat: 'image_format',
  imageTooLarge: 'image_too_large',
  mustBeChecked: 'must_be_checked',
  invalidValue: 'invalid_value',
  cpfInvalid: 'cpf_invalid',
  bankAccountInvalid: 'bank_account_invalid',
} as const;

export type MessageKey = (typeof MessageKeys)[keyof typeof MessageKeys];
