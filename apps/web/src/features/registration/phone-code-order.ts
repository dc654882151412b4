import type { PhoneCountry } from '../../components/ui';

/**
 * The phone-code list with the given countries first, in that order: the visitor's own country (site
 * geo), then the brand's manual country code (registration.manualCountryCode). Empty codes are skipped.
 */
export function phoneCodesFirst(countries: readonly PhoneCountry[], codes: readonly string[]): PhoneCountry[] {
  const wanted = [...new Set(codes.map((code) => code.toLowerCase()).filter(Boolean))];
  const first = wanted.flatMap((code) => countries.filter((c) => c.country_code === code));
  return [...first, ...countries.filter((c) => !wanted.includes(c.country_code))];
}
