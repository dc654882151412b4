import { MAX_MATCHED_LENGTH, PHONE_CODE_MAX_LENGTH } from './limits';
import { maskDigitPlaces } from './mask';
import type { PhoneValue } from './types';

// Countries whose mobile numbers start only with these digits; any other first digit clears the field.
const ALLOWED_FIRST_DIGITS: Readonly<Record<string, readonly string[]>> = { kz: ['6', '7'], ru: ['9'] };

const NON_DIGITS = /\D/g;

export interface PhoneInputOptions {
  countryIso?: string;
  mask?: string;
}

/** Cleans typed phone digits: digits only (plus signs go too), cut to the mask, first digit checked per country. */
export function sanitizePhoneInput(raw: string, { countryIso, mask }: PhoneInputOptions = {}): string {
  let digits = raw.slice(0, MAX_MATCHED_LENGTH).replace(NON_DIGITS, '');
  const places = maskDigitPlaces(mask ?? '');
  if (places > 0) digits = digits.slice(0, places);
  const allowed = countryIso === undefined ? undefined : ALLOWED_FIRST_DIGITS[normalizeCountryCode(countryIso)];
  if (allowed && digits !== '' && !allowed.includes(digits[0]!)) return '';
  return digits;
}

/** Country codes are compared and stored lower-cased. */
export function normalizeCountryCode(code: string): string {
  return code.trim().toLowerCase();
}

/** Cleans the phone-code search box: digits only (unsigned, no plus), at most 3. */
export function sanitizePhoneCodeSearch(raw: string): string {
  return raw.replace(NON_DIGITS, '').slice(0, PHONE_CODE_MAX_LENGTH);
}

/** A phone code as shown: with a leading plus. */
export function formatPhoneCode(code: string | number): string {
  return `+${String(code).replace(NON_DIGITS, '')}`;
}

/** Countries whose phone code starts with the searched digits, keeping their order. */
export function searchByPhoneCode<T extends { tel_code: string | number }>(
  countries: readonly T[],
  query: string,
): T[] {
  const digits = sanitizePhoneCodeSearch(query);
  if (digits === '') return [...countries];
  return countries.filter((country) => String(country.tel_code).replace(NON_DIGITS, '').startsWith(digits));
}

/** Builds a phone value; `fullPhone` is the calling code and the number, digits only. */
export function toPhoneValue(
  country: { id: number | string; country_code: string; tel_code: string | number },
  phoneNum: string,
): PhoneValue {
  const phoneCode = formatPhoneCode(country.tel_code);
  const number = phoneNum.replace(NON_DIGITS, '');
  return {
    countryCode: normalizeCountryCode(country.country_code),
    countryId: country.id,
    phoneCode,
    phoneNum: number,
    fullPhone: `${phoneCode.slice(1)}${number}`,
  };
}
