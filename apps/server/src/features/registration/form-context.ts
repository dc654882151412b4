import type { CaptchaSettings } from '@fairline/shared/config';
import type { RegistrationType } from '@fairline/shared/enums';
import { isRegistrationType } from '@fairline/shared/enums';
import { currencyByCode } from '@fairline/shared/lookups/currencies';
import type { ServedField } from '@fairline/shared/wire/registration';
import { AppError } from '../../errors';
import type { Database } from '../../infra/db';
import type { ResolvedSite } from '../config/config.service';
import { placeParents } from '../geo/geo.service';
import { buildForm } from './forms';
import { registrationTypesOf, socialNetworksFor } from './registration-data';
import { welcomeBonuses } from './welcome-bonuses';

/** What the form descriptions depend on besides the registration type. */
export interface FormContext {
  lang: string;
  /** Geo country of the request: preselected country, CIS placeholder choice. */
  geoCountryId: number;
  geoCountryCode: string;
  /** Currency preselected (the site's default currency). */
  defaultCurrencyId: number | undefined;
  /** Countries that have regions, and regions that have cities (the address field dependencies). */
  places: { countryIds: readonly number[]; regionIds: readonly number[] };
  captcha: CaptchaSettings;
  /** Social networks offered for registration in the geo country. */
  socialNetworks: readonly string[];
  /** Bonus options offered at registration: id (bonus kind), info key, bonus code. */
  bonuses: readonly { id: number; info: string; bonusCode: string }[];
  /** Today as yyyy-MM-dd (the birth date maximum). */
  today: string;
}

/** The context the form descriptions of a site are built in. */
export async function formContext(
  database: Database,
  site: ResolvedSite,
  lang: string | undefined,
  bonus?: string,
): Promise<FormContext> {
  return {
    lang: lang ?? site.defaultLanguage,
    geoCountryId: site.geo.countryId,
    geoCountryCode: site.geo.countryCode,
    defaultCurrencyId: currencyByCode(site.settings.application.defaultCurrency)?.id,
    places: await placeParents(database),
    captcha: site.settings.captcha,
    socialNetworks: socialNetworksFor(site.settings.registration, site.geo.countryCode),
    bonuses: welcomeBonuses(bonus),
    today: new Date().toISOString().slice(0, 10),
  };
}

/** The type if the site offers it; 404 otherwise (unknown, not offered, or registration switched off). */
export function offeredType(site: ResolvedSite, type: string): RegistrationType {
  if (isRegistrationType(type) && registrationTypesOf(site).includes(type)) return type;
  throw new AppError('NOT_FOUND', 'Registration type is not offered');
}

/** The served form of an offered type. */
export async function siteForm(
  database: Database,
  site: ResolvedSite,
  type: RegistrationType,
  lang?: string,
  bonus?: string,
): Promise<ServedField[]> {
  return buildForm(type, await formContext(database, site, lang, bonus), site.settings.registration);
}

const RELATIONS = [
  { field_id: 'region_id', parent_field_id: 'country_id', url: '/web-api/getRegions', param: 'country_id' },
  { field_id: 'city_id', parent_field_id: 'region_id', url: '/web-api/getCitiesByRegion', param: 'region_id' },
] as const;

/** Where the options of the form's dependent selects load from, given their parent's value. */
export function relationFields(fields: readonly ServedField[]) {
  const names = new Set(fields.map((f) => f.name));
  return RELATIONS.filter((r) => names.has(r.field_id) && names.has(r.parent_field_id));
}
