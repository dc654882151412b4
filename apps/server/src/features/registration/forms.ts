// The fields of each registration type, in the order the brand's sort list gives (else ours).

import type { RegistrationSettings } from '@fairline/shared/config';
import type { RegistrationType } from '@fairline/shared/enums';
import { normalizeV1Rules, type RawRule } from '@fairline/shared/validation';
import type { ServedField } from '@fairline/shared/wire/registration';
import { fieldCatalog } from './field-catalog';
import type { FormContext } from './form-context';
import { IDENTITY_FIELD_IDS } from './identity-fields';

const FULL = [
  'email',
  'password',
  'password_again',
  'name',
  'surname',
  'date_birthday',
  'country_id',
  'region_id',
  'city_id',
  'address',
  'document_type_id',
  'passport_series',
  'passport',
  'inn',
  'currency_id',
  'ref_code',
  'bonus_choice',
  'receive_news',
  'agree-policy',
  'custom_captcha',
  'google_captcha_response',
];

/** Default field order per registration type; a field a brand does not serve (e.g. no captcha) is skipped. */
export const DEFAULT_FORMS: Readonly<Record<RegistrationType, readonly string[]>> = {
  fast_reg: [
    'country_id',
    'currency_id',
    'ref_code',
    'bonus_choice',
    'agree-policy',
    'custom_captcha',
    'google_captcha_response',
  ],
  phone_reg: [
    'phone',
    'send_code',
    'phone_confirmation',
    'password',
    'currency_id',
    'ref_code',
    'bonus_choice',
    'agree-policy',
  ],
  full_reg: FULL,
  soc_reg: ['social_types', 'currency_id', 'bonus_choice', 'agree-policy'],
  short_reg: ['email', 'password', 'currency_id', 'agree-policy', 'custom_captcha', 'google_captcha_response'],
  full_reg_v1: FULL,
};

/** Types whose account is keyed by e-mail: the answer never tells whether the address is taken. */
export const EMAIL_TYPES: readonly RegistrationType[] = ['full_reg', 'short_reg', 'full_reg_v1'];

/** The form of a registration type: fields ordered by the brand's `<type>_sort` list, then the default order. */
export function buildForm(type: RegistrationType, ctx: FormContext, settings: RegistrationSettings): ServedField[] {
  const catalog = fieldCatalog(ctx);
  const wanted = DEFAULT_FORMS[type];
  // A brand's sort list may also ask for identity fields no default form carries (CPF, bank details, …).
  const optional: readonly string[] = type === 'fast_reg' || type === 'soc_reg' ? [] : IDENTITY_FIELD_IDS;
  const sortList = settings[`${type}_sort`].filter((id) => wanted.includes(id) || optional.includes(id));
  const order = [...sortList, ...wanted.filter((id) => !sortList.includes(id))];
  const fields = order.map((id) => catalog[id]).filter((f): f is ServedField => f !== undefined);
  return type === 'full_reg_v1' ? fields.map(toV1) : fields;
}

/**
 * The v1 form: a conditional field becomes a dependent field of its parent (parentFieldName with the
 * parent values it shows for), and rules are normalised the v1 way (a rule lacking its message or
 * value is dropped: the text fields' maxLength carries no message in v1 and is enforced by max_length).
 */
function toV1(field: ServedField): ServedField {
  const { depends_on, validation, ...rest } = field;
  const raw: Record<string, RawRule | undefined> = { ...(validation as Record<string, RawRule | undefined>) };
  if (raw.maxLength && field.type === 'input') raw.maxLength = { ...raw.maxLength, message: '' };
  // Kept rules are served rules (never a check function), so they stay wire rules.
  const rules = normalizeV1Rules(raw) as ServedField['validation'];
  if (!depends_on) return { ...rest, validation: rules };
  return {
    ...rest,
    validation: rules,
    parentFieldName: String(depends_on.field_id),
    allVisibilityCases: depends_on.condition,
  };
}
