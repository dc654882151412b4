// Shapes of the server-described registration form and of the rule engine's results.

/** The rule types a field's `validation` object may be keyed by. */
export const RULE_TYPES = [
  'required',
  'minLength',
  'maxLength',
  'compare',
  'match',
  'minValue',
  'maxValue',
  'email',
  'phone',
  'phoneConfirm',
  'boolean',
  'dateTime',
  'image',
  'custom',
] as const;

export type RuleType = (typeof RULE_TYPES)[number];

/** A configuration flag: the server sends true, 1, 'true' or '1' for on. */
export type Flag = boolean | number | string;

/** An uploaded image as the form holds it (a File satisfies this). */
export interface ImageValue {
  name: string;
  size?: number;
  type?: string;
}

/** Phone field value; `fullPhone` holds digits only (calling code + national number). */
export interface PhoneValue {
  countryCode: string;
  countryId: number | string;
  phoneCode: string;
  phoneNum: string;
  fullPhone: string;
}

export type FieldValue = string | number | boolean | string[] | PhoneValue | ImageValue | null | undefined;

export type FormValues = Record<string, FieldValue>;

/** A named check the web and the server both register, referenced by a `custom` rule. */
export type CustomCheck = (value: FieldValue, ctx: ValidationContext) => boolean;

/** Phone mask entry of a country, as the server sends it. */
export interface PhoneMaskEntry {
  CountryId: number | string;
  Mask: string;
  Max?: number;
  Min?: number;
}

/** A server regex rule for phone numbers; it carries its own message. `CountryId` absent = all countries. */
export interface PhoneRegexRule {
  regex: string;
  message: string;
  CountryId?: number | string;
}

/** What a rule can see besides the value: the other fields, the clock and loaded reference data. */
export interface ValidationContext {
  values: FormValues;
  now: Date;
  customChecks?: Record<string, CustomCheck>;
  phoneMasks?: readonly PhoneMaskEntry[];
  phoneRegexRules?: readonly PhoneRegexRule[];
  /** Minimum age in years; enforced on birthday date fields when given. */
  minAge?: number;
}

/** Rule bodies keyed by rule type; `message` is a translation key or a ready text. */
export interface RuleShapes {
  required: { message: string; value?: Flag };
  minLength: { message: string; value: number };
  maxLength: { message: string; value: number };
  /** `value` names the field this one must equal. */
  compare: { message: string; value: string };
  /** `value` is a regular expression source, optionally written as `/source/flags`. */
  match: { message: string; value: string };
  /** A number, or a date `yyyy-MM-dd HH:mm:ss`. */
  minValue: { message: string; value: number | string };
  maxValue: { message: string; value: number | string };
  email: { message: string; value?: Flag };
  phone: { message: string; value?: Flag };
  /** `value` is the code length; `mask` (X, #, …) describes allowed characters, alphanumeric by default. */
  phoneConfirm: { message: string; value: number; mask?: string };
  /** The checkbox must be in state `value` (true by default). */
  boolean: { message: string; value?: boolean };
  dateTime: { message: string; value?: Flag };
  /** `value` is the largest accepted size in bytes. */
  image: { message: string; value?: number };
  /** `value` is a check, or the name of one in `ctx.customChecks`. */
  custom: { message: string; value: CustomCheck | string };
}

/** One rule, discriminated by its type. */
export type FieldRule = { [K in RuleType]: { type: K } & RuleShapes[K] }[RuleType];

/** A field's rules as the server sends them: keyed by rule type. */
export type FieldRules = { [K in RuleType]?: RuleShapes[K] };

/** A rule type, or a built-in field check: field `max_length`, date `minimum`/`maximum`, `minAge`, `name`, `password`. */
export type CheckName = RuleType | 'max_length' | 'minimum' | 'maximum' | 'minAge' | 'name' | 'password';

/** A rule failure before it is tied to a field. */
export interface RuleFailure {
  rule: CheckName;
  message: string;
  params?: Record<string, string | number>;
}

/** A failure of a named field. */
export interface ValidationError extends RuleFailure {
  field: string;
}

/** Result of a standalone check: a message key and its parameters. */
export interface CheckFailure {
  key: string;
  params?: Record<string, string | number>;
}

/** Validator of one rule type. */
export type RuleValidator<K extends RuleType> = (
  value: FieldValue,
  rule: RuleShapes[K],
  ctx: ValidationContext,
) => RuleFailure | null;

/** The kinds of field a server-described form may hold. */
export const FIELD_TYPES = [
  'input',
  'password',
  'multiselect',
  'select',
  'label',
  'captcha',
  'button',
  'phone',
  'phone_country',
  'phone_code_button',
  'datepicker',
  'birthday_date',
  'social_types',
  'checkbox',
  'extended_checkbox',
  'list',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

/** A date field bound: a date `yyyy-MM-dd[ HH:mm:ss]`, with or without its own message. */
export type DateBound = string | { value: string; message: string };

/** A field that shows only when another field holds one of `condition`. */
export interface DependsOn {
  action: 'show';
  condition: ReadonlyArray<string | number>;
  field_id: string | number;
}

export interface SelectOption {
  id?: number | string;
  value?: number | string;
  name?: string;
  title?: string;
  Alpha2?: string;
  phone_code?: string;
  code?: string;
  ico?: string;
  country_id?: number | string;
  account_length?: number;
  aliases?: string[];
  selected?: boolean;
  symbol?: string;
}

/** A registration form field as the server describes it. */
export interface FieldDescription {
  id: string | number;
  name: string;
  type: FieldType;
  group?: string;
  title?: string;
  placeholder?: string;
  important_placeholder?: string;
  required?: Flag;
  disabled?: Flag;
  hide?: Flag;
  input_type?: string;
  max_length?: number;
  validation?: FieldRules;
  tooltip?: string;
  show_copy_icon?: Flag;
  show_pass_icon?: Flag;
  show_top_label?: Flag;
  customization?: Record<string, unknown>;
  options?: SelectOption[];
  minimum?: DateBound;
  maximum?: DateBound;
  parentFieldName?: string;
  parentFieldValue?: string | number;
  allVisibilityCases?: ReadonlyArray<string | number>;
  depends_on?: DependsOn;
}
