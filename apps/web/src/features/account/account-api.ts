import type { FormValues, SelectOption } from '@fairline/shared/validation';
import type {
  AccountDataAnswer,
  AccountForm,
  SaveAccountFieldsAnswer,
  SaveAccountFieldsRequest,
} from '@fairline/shared/wire/account';
import type { RelationField } from '@fairline/shared/wire/registration';
import { http } from '../../lib/http';

export type AccountData = AccountDataAnswer['data'];

export const accountKeys = {
  all: ['account-data'] as const,
  form: (form: AccountForm, lang: string) => ['account-data', form, lang] as const,
};

/** The profile or identification form: fields, what is editable, the stored values. */
export async function fetchAccountData(form: AccountForm, lang: string): Promise<AccountData> {
  const res = await http.requestOrThrow<AccountDataAnswer>({
    url: '/web-api/officeapi/getaccountdata',
    params: { form, lang },
  });
  return res.data;
}

export function saveAccountFields(form: AccountForm, fields: FormValues) {
  return http.requestOrThrow<SaveAccountFieldsAnswer>({
    url: '/web-api/officeapi/saveaccountfields',
    method: 'POST',
    params: { form, fields } as SaveAccountFieldsRequest,
  });
}

/** Options of a dependent select (regions of a country, cities of a region): the answer holds one list. */
export async function fetchRelationOptions(relation: RelationField, parentValue: string, lang: string) {
  const res = await http.requestOrThrow<Record<string, unknown>>({
    url: relation.url,
    params: { [relation.param]: parentValue, lang },
  });
  const list = Object.values(res).find(Array.isArray);
  return (list ?? []) as SelectOption[];
}
