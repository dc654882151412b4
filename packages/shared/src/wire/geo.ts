// Wire payloads of the places and phone reference data behind the registration form: regions,
// cities, the phone-code picker's countries and the national-number masks.
import { z } from 'zod';

const lang = z
  .string()
  .max(10)
  .regex(/^[a-zA-Z_-]+$/)
  .optional()
  .describe('Language of the names; the site default when absent');
const placeId = z.coerce.number().int().min(1).max(2_147_483_647);

/** GET /web-api/getRegions query. */
export const regionsQuery = z.object({ country_id: placeId, lang });
/** GET /web-api/getRegions answer, in display order. */
export const regionsAnswer = z.object({
  regions: z.array(z.object({ id: z.number().int(), name: z.string(), country_id: z.number().int() })),
});
export type RegionsAnswer = z.infer<typeof regionsAnswer>;

/** GET /web-api/getCitiesByRegion query. */
export const citiesQuery = z.object({ region_id: placeId, lang });
/** GET /web-api/getCitiesByRegion answer, in display order. */
export const citiesAnswer = z.object({
  cities: z.array(z.object({ id: z.number().int(), name: z.string(), region_id: z.number().int() })),
});
export type CitiesAnswer = z.infer<typeof citiesAnswer>;

/** GET /web-api/user/getphonecountries query. */
export const phoneCountriesQuery = z.object({ lang });
/** A country of the phone-code picker. */
export const phoneCountry = z.object({
  id: z.number().int(),
  name: z.string(),
  country_code: z.string().describe('ISO 3166-1 alpha-2, lower case'),
  tel_code: z.string().describe('Calling code without +'),
});
export type PhoneCountry = z.infer<typeof phoneCountry>;
/** GET /web-api/user/getphonecountries answer: the priority countries first, then the rest by id. */
export const phoneCountriesAnswer = z.object({ countries: z.array(phoneCountry) });
export type PhoneCountriesAnswer = z.infer<typeof phoneCountriesAnswer>;

/** A national-number mask (digits after the calling code) with the accepted digit counts: a PhoneMaskEntry of the rules. */
export const phoneMask = z.object({
  CountryId: z.number().int(),
  Mask: z.string().describe('# is a digit place'),
  Max: z.number().int(),
  Min: z.number().int(),
});
export type PhoneMask = z.infer<typeof phoneMask>;
/** GET /web-api/api/user/phonemasks answer. */
export const phoneMasksAnswer = z.array(phoneMask);
export type PhoneMasksAnswer = z.infer<typeof phoneMasksAnswer>;
