import { sanitizeSiteConfig } from '@fairline/shared/config';
import { countryByIso } from '@fairline/shared/lookups/countries';
import type { Database } from '../../infra/db';
import { mergeConfig } from '../config/merge-config';

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
  const rows = await database.query<{ country: string; config: unknown }>(
    'select country, config from site_configs where brand_id = $1',
    [brandId],
  );
  const base = rows.find((r) => r.country === '*')?.config;
  const baseAge = effective(sanitizeSiteConfig(mergeConfig(base, undefined)).registration.minAge);
  const byCountry = new Map<string, number>();
  for (const row of rows) {
    if (row.country === '*') continue;
    byCountry.set(row.country, effective(sanitizeSiteConfig(mergeConfig(base, row.config)).registration.minAge));
  }
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
