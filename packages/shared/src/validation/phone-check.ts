import { MAX_MATCHED_LENGTH, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './limits';
import { maskDigitPlaces } from './mask';
import { MessageKeys } from './messages';
import { compileServerPattern } from './server-pattern';
import type { CheckFailure } from './types';

/** A server regex rule with the message shown when the number does not match it. */
export interface PhonePatternRule {
  regex: string;
  message: string;
}

export interface PhoneCheckOptions {
  /** ISO 3166 alpha-2 code of the selected country, any case. */
  countryIso?: string;
  /** The country's input mask; the number may not have more digits than it has places. */
  mask?: string;
  rules?: readonly PhonePatternRule[];
  /** The country's Min and Max digit counts. */
  min?: number;
  max?: number;
}

// Countries whose numbering plan fixes the length when the server sends no Min/Max for them.
const FIXED_LENGTH_BY_COUNTRY: Readonly<Record<string, number>> = { us: 10 };

const NON_DIGIT = /\D/;

/** Checks a phone number (digits only, without the calling code) in the spec's order. */
export function checkPhone(digits: string, options: PhoneCheckOptions = {}): CheckFailure | null {
  if (digits === '') return { key: MessageKeys.required };
  if (digits.length > MAX_MATCHED_LENGTH) return { key: MessageKeys.phoneMaxLength, params: { max: PHONE_MAX_DIGITS } };
  if (NON_DIGIT.test(digits)) return { key: MessageKeys.phoneIncorrect };
  for (const rule of options.rules ?? []) {
    const pattern = compileServerPattern(rule.regex);
    if (pattern && !pattern.test(digits)) return { key: rule.message };
  }
  const length = digits.length;
  if (length < PHONE_MIN_DIGITS) return { key: MessageKeys.phoneMinLength, params: { min: PHONE_MIN_DIGITS } };
  const lengthFailure = checkCountryLength(length, options);
  if (lengthFailure) return lengthFailure;
  // A mask without digit places is not a phone mask and limits nothing.
  const places = maskDigitPlaces(options.mask ?? '');
  if (places > 0 && length > places) return { key: MessageKeys.phoneMaxLength, params: { max: places } };
  return null;
}

function checkCountryLength(length: number, { countryIso, min, max }: PhoneCheckOptions): CheckFailure | null {
  const fixed = countryIso === undefined ? undefined : FIXED_LENGTH_BY_COUNTRY[countryIso.toLowerCase()];
  const lower = min ?? fixed ?? PHONE_MIN_DIGITS;
  const upper = max ?? fixed ?? PHONE_MAX_DIGITS;
  if (lower === upper && length !== lower) return { key: MessageKeys.equalLength, params: { length: lower } };
  if (length < lower) return { key: MessageKeys.phoneMinLength, params: { min: lower } };
  if (length > upper) return { key: MessageKeys.phoneMaxLength, params: { max: upper } };
  return null;
}
