import { isSupportedCountry, validatePhoneNumberLength } from 'libphonenumber-js';
import { MAX_MATCHED_LENGTH, PHONE_LIBRARY_MAX_DIGITS, PHONE_LIBRARY_MIN_DIGITS } from './limits';

export type PhonePossibleLength = 'IS_POSSIBLE' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_LENGTH';

/**
 * Whether a number's length is possible for its country (the national number with `countryIso`, else
 * the full international number, calling code first).
 */
export function phonePossibleLength(number: string, countryIso?: string): PhonePossibleLength {
  const digits = number.slice(0, MAX_MATCHED_LENGTH).replace(/\D/g, '');
  if (digits.length < PHONE_LIBRARY_MIN_DIGITS) return 'TOO_SHORT';
  if (digits.length > PHONE_LIBRARY_MAX_DIGITS) return 'TOO_LONG';
  const result = validateWithLibrary(digits, countryIso);
  if (result === undefined) return 'IS_POSSIBLE';
  if (result === 'TOO_SHORT' || result === 'TOO_LONG' || result === 'INVALID_LENGTH') return result;
  // NOT_A_NUMBER or an unknown calling code: no length of this number can be right.
  return 'INVALID_LENGTH';
}

function validateWithLibrary(digits: string, countryIso: string | undefined) {
  if (countryIso === undefined || countryIso === '') return validatePhoneNumberLength(`+${digits}`);
  const iso = countryIso.toUpperCase();
  return isSupportedCountry(iso) ? validatePhoneNumberLength(digits, iso) : 'INVALID_COUNTRY';
}
