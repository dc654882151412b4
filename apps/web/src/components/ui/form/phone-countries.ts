import type { PhoneMaskEntry, SelectOption } from '@fairline/shared/validation';
import { normalizeCountryCode } from '@fairline/shared/validation';
import type { PhoneCountry } from './form-field';

/** Phone countries out of select options that carry a phone code (a country select doubles as the list). */
export function phoneCountriesFromOptions(options: readonly SelectOption[] | undefined): PhoneCountry[] {
  return (options ?? []).flatMap((option) => {
    const id = option.country_id ?? option.id ?? option.value;
    const code = option.Alpha2 ?? option.code;
    if (id === undefined || !option.phone_code || !code) return [];
    return [
      {
        id,
        name: option.name ?? option.title ?? code,
        country_code: normalizeCountryCode(code),
        tel_code: option.phone_code,
      },
    ];
  });
}

/** The country with this id. */
export function findPhoneCountry(
  countries: readonly PhoneCountry[],
  id: number | string | undefined,
): PhoneCountry | undefined {
  if (id === undefined || id === '') return undefined;
  return countries.find((country) => String(country.id) === String(id));
}

/** The country's number mask from the masks call, if it has one. */
export function phoneMaskFor(
  masks: readonly PhoneMaskEntry[],
  countryId: number | string | undefined,
): string | undefined {
  if (countryId === undefined) return undefined;
  return masks.find((entry) => String(entry.CountryId) === String(countryId))?.Mask || undefined;
}
