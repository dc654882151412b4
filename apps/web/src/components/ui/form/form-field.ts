// The server's field description plus the few per-type properties the spec lists outside the shared
// engine's shape (button, checkbox, input mask), and the props every field component takes.
import type { FieldDescription, FieldValue, Flag, PhoneMaskEntry, SelectOption } from '@fairline/shared/validation';
import type { ReactNode } from 'react';

/** A link placed into an extended checkbox label at its `{key}` placeholder. */
export interface FieldLink {
  key: string;
  text: string;
  href: string;
}

/** A registration form field as the server sends it, with the type-specific extras. */
export interface FormField extends FieldDescription {
  /** Input mask: `#` digit, `X` letter or digit, `S` letter, `A` upper-case, `a` lower-case letter. */
  mask?: string;
  /** Button: extra class, caption, enabled whatever the form holds, countdown caption with `{{s}}`. */
  class?: string;
  text?: string;
  alwaysActive?: Flag;
  resendText?: string;
  /** Checkbox: the label (a key or a ready text), checked at start, texts replacing the label or link texts. */
  label?: string;
  defaultChecked?: Flag;
  overrideTexts?: Record<string, string>;
  links?: FieldLink[];
}

/** Phone country from the countries call; `country_code` lower-cased. */
export interface PhoneCountry {
  id: number | string;
  name: string;
  country_code: string;
  tel_code: string | number;
}

/** A callback's answer that may be left out: `async () => {}` resolves to void. */
// biome-ignore lint/suspicious/noConfusingVoidType: callers may write handlers that return nothing
export type Maybe<T> = T | undefined | void;

/** A server answer to a submit: field name → message (or messages). */
export interface SubmitResult {
  validation_errors?: Record<string, string | string[]>;
}

/** What a button field's action may answer: seconds until it may be pressed again. */
export interface ButtonActionResult {
  resendAfter?: number;
}

/** Data a field may need beyond its own description; the form fills it once for all fields. */
export interface FieldRenderContext {
  phoneCountries: readonly PhoneCountry[];
  phoneMasks: readonly PhoneMaskEntry[];
  defaultPhoneCountryId: number | string | undefined;
  /** Caller-provided content for slot fields (captcha, social types), keyed by field name or type. */
  renderSlot: (field: FormField) => ReactNode;
  /** Runs a button field's action (e.g. sending the SMS code). */
  onButton: (field: FormField) => Promise<Maybe<ButtonActionResult>>;
  /** Whether a non-`alwaysActive` button can be pressed now. */
  isButtonEnabled: (field: FormField) => boolean;
  loadOptions?: (field: FormField) => Promise<SelectOption[]>;
}

/** Props every field component takes; `error` is already translated. */
export interface FieldComponentProps {
  field: FormField;
  value: FieldValue;
  error?: string;
  disabled?: boolean;
  onChange: (value: FieldValue) => void;
  onBlur: () => void;
  context: FieldRenderContext;
}
