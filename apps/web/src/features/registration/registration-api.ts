import type { FormValues, PhoneMaskEntry, SelectOption } from '@fairline/shared/validation';
import type { PhoneCountriesAnswer, PhoneMasksAnswer } from '@fairline/shared/wire/geo';
import type {
  RegisterAnswer,
  RegistrationCodeAnswer,
  RegistrationCodeRequest,
  RegistrationDataAnswer,
  RegistrationDataRequest,
  RegistrationTypesAnswer,
  RelationField,
  TypeFieldsAnswer,
} from '@fairline/shared/wire/registration';
import type { FormField, PhoneCountry } from '../../components/ui';
import { http } from '../../lib/http';

export type { RegisterAnswer } from '@fairline/shared/wire/registration';

/** Where a dependent select loads its options from, given its parent's value. */
export type FieldRelation = RelationField;

export interface TypeForm {
  fields: FormField[];
  relations: FieldRelation[];
}

/** The registration data loaded when the registration view opens (spec §3). */
export type RegistrationData = RegistrationDataAnswer;

const V1 = '/web-api/api/web/registration/v1';

export async function fetchRegistrationTypes(): Promise<string[]> {
  const res = await http.requestOrThrow<RegistrationTypesAnswer>({ url: `${V1}/types` });
  return res.data.attributes.types;
}

export async function fetchTypeForm(type: string, lang: string): Promise<TypeForm> {
  const res = await http.requestOrThrow<TypeFieldsAnswer>({ url: `${V1}/fields`, path: [type], params: { lang } });
  return { fields: res.data.attributes.fields, relations: res.data.attributes.relation_fields };
}

export function fetchRegistrationData(isWidget: boolean) {
  return http.requestOrThrow<RegistrationData>({
    url: '/web-api/registration',
    method: 'POST',
    params: { isWidget } satisfies RegistrationDataRequest,
  });
}

/** Options of a dependent select: the answer holds one list (regions or cities). */
export async function fetchRelationOptions(
  relation: FieldRelation,
  parentValue: string,
  lang: string,
): Promise<SelectOption[]> {
  const res = await http.requestOrThrow<Record<string, unknown>>({
    url: relation.url,
    params: { [relation.param]: parentValue, lang },
  });
  const list = Object.values(res).find(Array.isArray);
  return (list ?? []) as SelectOption[];
}

export async function fetchPhoneCountries(lang: string): Promise<PhoneCountry[]> {
  const res = await http.requestOrThrow<PhoneCountriesAnswer>({
    url: '/web-api/user/getphonecountries',
    params: { lang },
  });
  return res.countries;
}

export function fetchPhoneMasks(): Promise<PhoneMaskEntry[]> {
  return http.requestOrThrow<PhoneMasksAnswer>({ url: '/web-api/api/user/phonemasks' });
}

/** phone_reg step 1: the SMS code, after a captcha. */
export function sendRegistrationCode(input: RegistrationCodeRequest) {
  return http.requestOrThrow<RegistrationCodeAnswer>({
    url: `${V1}/phone-code`,
    method: 'POST',
    params: input,
  });
}

export function register(type: string, input: { fields: FormValues; captcha?: string; lang: string }) {
  return http.requestOrThrow<RegisterAnswer>({
    // The body carries the form; the language of the welcome e-mail travels in the query.
    url: `${V1}/register/${encodeURIComponent(type)}?${new URLSearchParams({ lang: input.lang })}`,
    method: 'POST',
    params: { fields: input.fields, ...(input.captcha ? { captcha: input.captcha } : {}) },
  });
}
