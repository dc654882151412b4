// Where each account field lives (a users column or a key of the profile) and how its value is kept:
// the same keys registration writes, read back as form values and written from validated ones.
import { countryByIso } from '@fairline/shared/lookups/countries';
import { type FieldValue, type FormValues, isOn } from '@fairline/shared/validation';
import type { AccountRow, AccountUpdate } from './account.repository';

type Kind = 'text' | 'date' | 'id' | 'flag';
type Column = keyof AccountUpdate['columns'];
interface Place {
  kind: Kind;
  column?: Column;
  key?: string;
  /** The kept form of a validated text (digits of a CPF, an IBAN without spaces). */
  normalize?: (text: string) => string;
}

const profile = (key: string, kind: Kind, normalize?: Place['normalize']): Place => ({ kind, key, normalize });

const PLACES: Record<string, Place> = {
  name: { kind: 'text', column: 'first_name' },
  surname: { kind: 'text', column: 'last_name' },
  date_birthday: { kind: 'date', column: 'birth_date' },
  gender: profile('gender', 'id'),
  citizenship_id: profile('citizenshipId', 'id'),
  birthplace: profile('birthplace', 'text'),
  region_id: profile('regionId', 'id'),
  city_id: profile('cityId', 'id'),
  address: profile('address', 'text'),
  postal_code: profile('postalCode', 'text', (t) => t.toUpperCase()),
  document_type_id: profile('documentTypeId', 'id'),
  passport_series: profile('passportSeries', 'text'),
  passport: profile('passport', 'text'),
  passport_date: profile('passportDate', 'date'),
  passport_end_date: profile('passportEndDate', 'date'),
  passport_who: profile('passportWho', 'text'),
  inn: profile('inn', 'text'),
  cpf: profile('cpf', 'text', (t) => t.replace(/\D/g, '')),
  bank: profile('bank', 'text'),
  bank_account: profile('bankAccount', 'text', (t) => t.replace(/\s/g, '').toUpperCase()),
  bank_account_owner: profile('bankAccountOwner', 'text'),
  pep: profile('pep', 'flag'),
};

/** The profile's fields in the order the office shows them; the country is shown, never edited. */
export const PROFILE_FIELD_IDS = ['country_id', ...Object.keys(PLACES)] as const;
/** Shown in the profile even while empty and not editable. */
export const ALWAYS_SHOWN: readonly string[] = ['country_id', 'name', 'surname', 'date_birthday'];
/** The fields that can be stored (the country is the registration's and is not). */
export const isStorable = (id: string) => id in PLACES;

type Stored = string | number | boolean | null;

/** The stored values as form values by field name; a field never filled is left out. */
export function storedValues(row: AccountRow): Record<string, Stored> {
  const values: Record<string, Stored> = {};
  const country = countryByIso(row.country);
  if (country) values.country_id = country.id;
  for (const [id, place] of Object.entries(PLACES)) {
    const raw = place.column ? row[place.column] : row.profile[place.key ?? ''];
    if (raw === null || raw === undefined || raw === '') continue;
    if (place.kind === 'flag') values[id] = raw === true;
    else if (place.kind === 'id') values[id] = Number(raw);
    else values[id] = String(raw);
  }
  return values;
}

const textOf = (value: FieldValue) => (typeof value === 'string' ? value.trim() : String(value ?? '').trim());

function kept(place: Place, value: FieldValue): Stored {
  if (place.kind === 'flag') return isOn(value as boolean | string | number);
  const text = textOf(value);
  if (text === '') return null;
  if (place.kind === 'id') return Number(text);
  if (place.kind === 'date') return text.slice(0, 10);
  return place.normalize ? place.normalize(text) : text;
}

/** Whether a submitted value is the stored one (an id sent as text, a date with a time part). */
export function isSameValue(id: string, submitted: FieldValue, stored: Stored | undefined): boolean {
  const place = PLACES[id];
  if (!place) return String(submitted ?? '') === String(stored ?? '');
  const next = kept(place, submitted);
  const before = stored === undefined ? null : place.kind === 'flag' ? stored === true : stored;
  return String(next ?? '') === String(before ?? '');
}

/** The update writing validated values of `ids`; blank values empty their field. */
export function accountUpdate(ids: readonly string[], values: FormValues): AccountUpdate {
  const update: AccountUpdate = { columns: {}, profile: {}, removed: [] };
  for (const id of ids) {
    const place = PLACES[id];
    if (!place) continue;
    const value = kept(place, values[id]);
    if (place.column) update.columns[place.column] = value === null ? null : String(value);
    else if (value === null) update.removed.push(place.key ?? id);
    else update.profile[place.key ?? id] = value;
  }
  return update;
}
