import { isPhoneValue } from './field-value';
import { isOn } from './flags';
import type { FieldDescription, FieldValue, FormValues } from './types';

/** The case a v1 child lists to show when no sibling is tied to the parent's value. */
export const DEFAULT_VISIBILITY_CASE = 'default';

/**
 * Whether a field shows: not hidden, its parent (v1 dependent field) or `depends_on` field shows, and
 * the parent's value selects it.
 */
export function isFieldVisible(
  field: FieldDescription,
  fields: readonly FieldDescription[],
  values: FormValues,
): boolean {
  return isVisible(field, fields, values, new Set());
}

/** The children of a v1 parent field that show for the form's current values. */
export function visibleChildren(
  parentName: string,
  fields: readonly FieldDescription[],
  values: FormValues,
): FieldDescription[] {
  return fields.filter((field) => field.parentFieldName === parentName && isFieldVisible(field, fields, values));
}

type Lookup = { fields: readonly FieldDescription[]; values: FormValues };

function isVisible(
  field: FieldDescription,
  fields: readonly FieldDescription[],
  values: FormValues,
  path: Set<string>,
) {
  if (isOn(field.hide)) return false;
  // A dependency loop in the configuration hides the fields caught in it rather than recursing forever.
  if (path.has(field.name)) return false;
  path.add(field.name);
  const lookup = { fields, values };
  const visible = parentSelects(field, lookup, path) && dependencyShows(field, lookup, path);
  path.delete(field.name);
  return visible;
}

function parentSelects(field: FieldDescription, { fields, values }: Lookup, path: Set<string>) {
  const parentName = field.parentFieldName;
  if (parentName === undefined) return true;
  const parent = fields.find((candidate) => candidate.name === parentName);
  if (parent && !isVisible(parent, fields, values, path)) return false;
  const siblings = fields.filter((candidate) => candidate.parentFieldName === parentName);
  return isSelectedChild(field, siblings, valueKeys(values[parentName]));
}

function dependencyShows(field: FieldDescription, { fields, values }: Lookup, path: Set<string>) {
  if (!field.depends_on) return true;
  const { condition, field_id } = field.depends_on;
  const target = fields.find((candidate) => String(candidate.id) === String(field_id));
  if (target && !isVisible(target, fields, values, path)) return false;
  const keys = valueKeys(values[target?.name ?? String(field_id)]);
  return condition.some((wanted) => keys.includes(String(wanted)));
}

/** Children tied to the parent's value show; if none is, the default children show. */
function isSelectedChild(child: FieldDescription, siblings: readonly FieldDescription[], parentKeys: string[]) {
  const matches = (field: FieldDescription) => casesOf(field).some((key) => parentKeys.includes(key));
  if (matches(child)) return true;
  return !siblings.some(matches) && casesOf(child).includes(DEFAULT_VISIBILITY_CASE);
}

function casesOf(field: FieldDescription): string[] {
  const cases = (field.allVisibilityCases ?? []).map(String);
  return field.parentFieldValue === undefined ? cases : [...cases, String(field.parentFieldValue)];
}

/** The value as comparable keys: each selected item of a list, the country id of a phone, else the text. */
function valueKeys(value: FieldValue): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  if (isPhoneValue(value)) return [String(value.countryId)];
  if (typeof value === 'object') return [];
  return [String(value)];
}
