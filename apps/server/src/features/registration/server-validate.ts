// The server re-runs the shared rule engine over the very descriptions it serves, then the checks
// only it can do: a select value must be one of its options, a region must lie in the country.
import {
  type FormValues,
  IDENTITY_CHECKS,
  isBlank,
  isFieldVisible,
  MessageKeys,
  validateForm,
} from '@fairline/shared/validation';
import type { ServedField } from '@fairline/shared/wire/registration';
import type { Database } from '../../infra/db';
import { isPlaceConsistent, PHONE_MASKS, PHONE_REGEX_RULES } from '../geo/geo.service';
import { idOf } from './submitted-values';

/** Field name → message key of the first failure of each failing visible field. */
export async function validateSubmission(
  database: Database,
  fields: readonly ServedField[],
  values: FormValues,
  input: { minAge: number; now?: Date },
): Promise<Record<string, string>> {
  const failures = validateForm(fields, values, {
    now: input.now ?? new Date(),
    minAge: input.minAge,
    phoneMasks: PHONE_MASKS,
    phoneRegexRules: PHONE_REGEX_RULES,
    customChecks: IDENTITY_CHECKS,
  });
  const errors: Record<string, string> = Object.fromEntries(
    Object.entries(failures).map(([name, f]) => [name, f.message]),
  );
  for (const field of fields) {
    if (errors[field.name] || isBlank(values[field.name]) || !isFieldVisible(field, fields, values)) continue;
    if (field.type === 'select' && field.options && field.options.length > 0 && !isOption(field, values[field.name])) {
      errors[field.name] = MessageKeys.invalidValue;
    }
  }
  await checkPlaces(database, fields, values, errors);
  return errors;
}

function isOption(field: ServedField, value: FormValues[string]): boolean {
  return (field.options ?? []).some((option) => String(option.id ?? option.value) === String(value));
}

async function checkPlaces(
  database: Database,
  fields: readonly ServedField[],
  values: FormValues,
  errors: Record<string, string>,
) {
  const shown = (name: string) => {
    const field = fields.find((f) => f.name === name);
    return field !== undefined && isFieldVisible(field, fields, values) && !isBlank(values[name]);
  };
  if (!shown('region_id') || errors.region_id || errors.country_id) return;
  const countryId = idOf(values.country_id);
  const regionId = idOf(values.region_id);
  const cityId = shown('city_id') ? idOf(values.city_id) : undefined;
  const place =
    countryId !== undefined && regionId !== undefined
      ? await isPlaceConsistent(database, { countryId, regionId, cityId })
      : undefined;
  if (!place?.region) errors.region_id = MessageKeys.invalidValue;
  else if (shown('city_id') && !errors.city_id && !place.city) errors.city_id = MessageKeys.invalidValue;
}
