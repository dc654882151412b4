// The builders every catalog field is made with: a field's defaults, a text input with its length rule,
// and the "show when another field holds one of these values" dependency.
import { COUNTRIES, countryName, LAST_ISO_COUNTRY_ID } from '@fairline/shared/lookups/countries';
import { MessageKeys } from '@fairline/shared/validation';
import type { ServedField } from '@fairline/shared/wire/registration';

export const REQUIRED = { message: MessageKeys.required, value: true } as const;

/** A field of `type` with the catalog's defaults (title and placeholder keys by id). */
export const base = (
  id: string,
  type: ServedField['type'],
  group: string,
  extra: Partial<ServedField> = {},
): ServedField => ({
  id,
  name: id,
  type,
  group,
  title: `registration.field.${id}`,
  placeholder: `registration.placeholder.${id}`,
  required: false,
  disabled: false,
  hide: false,
  input_type: 'text',
  validation: {},
  show_copy_icon: false,
  show_pass_icon: false,
  show_top_label: true,
  ...extra,
});

/** A text input with its maxLength rule (and required, when asked). */
export const text = (
  id: string,
  group: string,
  maxLength: number,
  required: boolean,
  extra: Partial<ServedField> = {},
) =>
  base(id, 'input', group, {
    required,
    max_length: maxLength,
    validation: {
      ...(required ? { required: REQUIRED } : {}),
      maxLength: { message: MessageKeys.maxSymbolsLimit, value: maxLength },
    },
    ...extra,
  });

/** Shows the field while `fieldId` holds one of `condition`. */
export const showFor = (fieldId: string, condition: readonly number[]) => ({
  action: 'show' as const,
  condition,
  field_id: fieldId,
});

/** Every ISO country as a select option, by name in `lang`; `selectedId` preselected. */
export function countryOptions(lang: string, selectedId?: number) {
  return COUNTRIES.filter((c) => c.id <= LAST_ISO_COUNTRY_ID)
    .map((c) => ({
      id: c.id,
      name: countryName(c, lang),
      Alpha2: c.code.toUpperCase(),
      code: c.code,
      phone_code: (c.phoneCode ?? '').replace('+', ''),
      ...(c.id === selectedId ? { selected: true } : {}),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}
