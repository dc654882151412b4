// The served account fields as the form kit draws them: option names that are keys translated,
// placeholders without a translation left out, and the stored choices of dependent selects given
// their options (so a region shows its name) while their parent still holds the stored value.
import type { FieldValue, FormValues, SelectOption } from '@fairline/shared/validation';
import type { FormField } from '../../components/ui';
import type { AccountData } from './account-api';

type T = (key: string) => string;
/** Selects whose option names are translation keys. */
const KEYED_OPTIONS = ['gender', 'document_type_id'];

const known = (t: T, key: string | undefined) => (key && t(key) !== key ? key : undefined);

/** Options of the dependent selects loaded for the stored parent values, by field name. */
export type StoredOptions = Record<string, SelectOption[]>;

export function accountFields(data: AccountData, t: T, values: FormValues, stored: StoredOptions): FormField[] {
  return data.fields.map((field) => {
    const adapted: FormField = { ...field, placeholder: known(t, field.placeholder), tooltip: known(t, field.tooltip) };
    if (field.options && KEYED_OPTIONS.includes(field.name)) {
      adapted.options = field.options.map((option) => ({ ...option, name: t(option.name ?? '') }));
    }
    const relation = data.relation_fields.find((r) => r.field_id === field.name);
    const options = stored[field.name];
    if (relation && options && sameValue(values[relation.parent_field_id], data.values[relation.parent_field_id])) {
      adapted.options = options;
    }
    return adapted;
  });
}

const sameValue = (a: FieldValue, b: unknown) => String(a ?? '') === String(b ?? '');

/** The stored values as form values: ids as text (the select keys), nothing stored as empty. */
export function formValuesOf(data: AccountData): FormValues {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(data.values)) {
    values[name] = typeof value === 'number' ? String(value) : (value ?? '');
  }
  return values;
}

/** The fields among `relations` children whose parent holds a stored value: their options load once. */
export function storedRelations(data: AccountData) {
  return data.relation_fields.filter((r) => data.values[r.parent_field_id] !== undefined);
}
