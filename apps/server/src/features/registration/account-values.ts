// Turns validated form values into the account's columns and profile.
import { countryById } from '@fairline/shared/lookups/countries';
import { CurrencyId, currencyByCode } from '@fairline/shared/lookups/currencies';
import { type FormValues, isOn, type PhoneValue } from '@fairline/shared/validation';
import type { ResolvedSite } from '../config/config.service';
import type { NewAccount } from './accounts.repository';
import { identityProfile, idOf, trimmedText } from './submitted-values';

/** The country the account is registered in: the chosen one, else the phone's, else the geo country. */
export function accountCountry(values: FormValues, phone: PhoneValue | null, site: ResolvedSite): string {
  const chosen = idOf(values.country_id);
  const country = chosen === undefined ? undefined : countryById(chosen);
  return country?.code ?? phone?.countryCode ?? site.geo.countryCode;
}

/** The account row (without password and contacts) the values describe. */
export function accountFields(
  values: FormValues,
  input: { site: ResolvedSite; type: string; country: string; lang: string },
): Omit<NewAccount, 'passwordHash'> {
  const bonus = idOf(values.bonus_choice);
  const profile = compact({
    regionId: idOf(values.region_id),
    cityId: idOf(values.city_id),
    address: trimmedText(values.address),
    documentTypeId: idOf(values.document_type_id),
    passportSeries: trimmedText(values.passport_series),
    passport: trimmedText(values.passport),
    inn: trimmedText(values.inn),
    ...identityProfile(values),
    refCode: trimmedText(values.ref_code),
    bonusId: bonus,
    receiveNews: isOn(values.receive_news) || undefined,
    language: input.lang,
  });
  const birth = trimmedText(values.date_birthday);
  return {
    brandId: input.site.brand.id,
    country: input.country,
    currencyId:
      idOf(values.currency_id) ?? currencyByCode(input.site.settings.application.defaultCurrency)?.id ?? CurrencyId.EUR,
    registrationType: input.type,
    firstName: trimmedText(values.name),
    lastName: trimmedText(values.surname),
    birthDate: birth?.slice(0, 10),
    profile,
  };
}

function compact(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));
}
