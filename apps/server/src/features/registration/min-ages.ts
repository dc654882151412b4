import { countryByIso } from '@fairline/shared/lookups/countries';
import type { Database } from '../../infra/db';
import { loadBrandSettings } from '../config/config.service';

/** The legal floor: a country's configuration may raise the minimum age, never lower it below 18. */
export const LEGAL_MIN_AGE = 18;

export interface BrandMinAges {
  /** The minimum age in a country (ISO code, any case). */
  of(countryIso: string): number;
  /** The spec's minAgesInCountries for the countries the brand configures, plus extra ones asked for. */
  list(extraIsoCodes?: readonly string[]): { countryId: number; age: number }[];
}

const effective = (configured: number) => Math.max(LEGAL_MIN_AGE, configured);

/** Minimum ages of a brand per country, from its default configuration and its country rows. */
export async function loadMinAges(database: Database, brandId: number): Promise<BrandMinAges> {
  const settings = await loadBrandSettings(database, brandId);
  const baseAge = effective(settings.base.registration.minAge);
  const byCountry = new Map<string, number>();
  for (const [country, own] of settings.countries) byCountry.set(country, effective(own.registration.minAge));
  const of = (iso: string) => byCountry.get(iso.toLowerCase()) ?? baseAge;
  return {
    of,
    list(extra = []) {
      const codes = [...new Set([...byCountry.keys(), ...extra.map((c) => c.toLowerCase())])];
      return codes.flatMap((code) => {
        const country = countryByIso(code);
        return country ? [{ countryId: country.id, age: of(code) }] : [];
      });
    },
  };
}
