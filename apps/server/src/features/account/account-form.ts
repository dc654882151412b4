// The account form of a player: the registration catalog's fields the profile (or the identification
// form) shows, each disabled unless the brand's settings let the player edit it, with the stored values.
import { isOn } from '@fairline/shared/validation';
import type { AccountForm } from '@fairline/shared/wire/account';
import type { ServedField } from '@fairline/shared/wire/registration';
import type { VerificationStatus } from '@fairline/shared/wire/verification';
import { notFound } from '../../errors';
import type { Database } from '../../infra/db';
import type { ResolvedSite } from '../config/config.service';
import { fieldCatalog, formContext, loadMinAges } from '../registration/registration.service';
import { verificationStatusOf } from '../verification/verification.service';
import { type AccountRow, findAccount } from './account.repository';
import { ALWAYS_SHOWN, isStorable, PROFILE_FIELD_IDS, storedValues } from './account-fields';
import { loadFieldSettings } from './account-settings';

/** Statuses that lock the account fields: the provider reads them under review, and they were verified. */
const LOCKING: readonly VerificationStatus[] = ['pending', 'verified'];
/** Registration shows these only for CIS countries; an account holder of any country has a document. */
const ANY_COUNTRY = ['document_type_id', 'passport'];

export interface BuiltAccountForm {
  row: AccountRow;
  fields: ServedField[];
  values: ReturnType<typeof storedValues>;
  locked: boolean;
  status: VerificationStatus;
  minAge: number;
}

interface Shape {
  editable: boolean;
  /** The field must keep a value: the identification form asks it, or the profile has one stored. */
  mustHaveValue: boolean;
}

function shape(field: ServedField, { editable, mustHaveValue }: Shape): ServedField {
  const { depends_on, ...served } = field;
  // The stored value is the choice: no option is preselected (an untouched select would save it).
  const rest = served.options
    ? { ...served, options: served.options.map(({ selected: _selected, ...option }) => option) }
    : served;
  const kept = depends_on && !ANY_COUNTRY.includes(field.name) ? { depends_on } : {};
  // A read-only field is not validated: the server keeps its stored value whatever is sent.
  if (!editable) return { ...rest, ...kept, disabled: true, required: false, validation: {} };
  const { required: _required, ...rules } = field.validation ?? {};
  const isRequired = mustHaveValue && isOn(field.required ?? false);
  return {
    ...rest,
    ...kept,
    disabled: false,
    required: isRequired,
    validation: isRequired && field.validation?.required ? { required: field.validation.required, ...rules } : rules,
  };
}

/** Builds the profile or identification form of a player for the request's site and language. */
export async function buildAccountForm(
  database: Database,
  site: ResolvedSite,
  input: { userId: number; form: AccountForm; lang: string },
): Promise<BuiltAccountForm> {
  const row = await findAccount(database, input.userId);
  if (!row) throw notFound('Account');
  const [settings, status, minAges, ctx] = await Promise.all([
    loadFieldSettings(database, row.slug, row.country),
    verificationStatusOf(database, input.userId),
    loadMinAges(database, row.brand_id),
    formContext(database, site, input.lang),
  ]);
  const locked = LOCKING.includes(status);
  const values = storedValues(row);
  const catalog = fieldCatalog(ctx);
  const isProfile = input.form === 'profile';
  const ids = isProfile
    ? PROFILE_FIELD_IDS.filter(
        (id) => ALWAYS_SHOWN.includes(id) || settings.editable.includes(id) || values[id] !== undefined,
      )
    : settings.identification.filter(isStorable);
  const fields = ids.flatMap((id) => {
    const field = catalog[id];
    if (!field) return [];
    const editable = !locked && isStorable(id) && (!isProfile || settings.editable.includes(id));
    return [shape(field, { editable, mustHaveValue: !isProfile || values[id] !== undefined })];
  });
  return { row, fields, values, locked, status, minAge: minAges.of(row.country) };
}
