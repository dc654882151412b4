import { describe, expect, it } from 'vitest';
import type { AccountData } from './account-api';
import { accountFields, formValuesOf, storedRelations } from './account-fields';

const data: AccountData = {
  form: 'profile',
  verification_status: 'not_started',
  locked: false,
  min_age: 18,
  fields: [
    { id: 'gender', name: 'gender', type: 'select', options: [{ id: 1, name: 'registration.gender.male' }] },
    { id: 'region_id', name: 'region_id', type: 'select', options: [] },
    { id: 'city_id', name: 'city_id', type: 'select', options: [] },
    { id: 'name', name: 'name', type: 'input', placeholder: 'registration.placeholder.name' },
  ],
  relation_fields: [
    { field_id: 'region_id', parent_field_id: 'country_id', url: '/web-api/getRegions', param: 'country_id' },
    { field_id: 'city_id', parent_field_id: 'region_id', url: '/web-api/getCitiesByRegion', param: 'region_id' },
  ],
  values: { country_id: 4, region_id: 404, name: 'Amina', pep: false },
};
const t = (key: string) => (key === 'registration.gender.male' ? 'Male' : key);
const stored = { region_id: [{ id: 404, name: 'Karaganda Region' }], city_id: [{ id: 40401, name: 'Karaganda' }] };

describe('account fields', () => {
  it('turns stored ids into select keys and leaves flags and texts as they are', () => {
    expect(formValuesOf(data)).toEqual({ country_id: '4', region_id: '404', name: 'Amina', pep: false });
  });

  it('loads the options of a dependent select only when its parent holds a stored value', () => {
    expect(storedRelations(data).map((r) => r.field_id)).toEqual(['region_id', 'city_id']);
    expect(storedRelations({ ...data, values: {} })).toEqual([]);
  });

  it('translates keyed option names and drops placeholders without a translation', () => {
    const [gender, , , name] = accountFields(data, t, formValuesOf(data), stored);
    expect(gender?.options?.[0]?.name).toBe('Male');
    expect(name?.placeholder).toBeUndefined();
  });

  it('gives a dependent select its stored options while the parent keeps its stored value, none once it changes', () => {
    const same = accountFields(data, t, formValuesOf(data), stored);
    expect(same[2]?.options?.[0]?.name).toBe('Karaganda');
    const moved = accountFields(data, t, { ...formValuesOf(data), region_id: '401' }, stored);
    expect(moved[2]?.options).toEqual([]);
    expect(moved[1]?.options?.[0]?.name).toBe('Karaganda Region');
  });
});
