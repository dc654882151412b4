import type { FieldValue } from '@fairline/shared/validation';
import { describe, expect, it, vi } from 'vitest';
import { dependentsOf, withDependentReset } from './dependent-fields';
import type { FieldRelation } from './registration-api';

const relation = (field_id: string, parent_field_id: string): FieldRelation => ({
  field_id,
  parent_field_id,
  url: `/web-api/${field_id}`,
  param: parent_field_id,
});
const ADDRESS = [relation('region_id', 'country_id'), relation('city_id', 'region_id')];

describe('dependent fields', () => {
  it.each([
    ['country_id', ['region_id', 'city_id']],
    ['region_id', ['city_id']],
    ['city_id', []],
    ['currency_id', []],
  ])('a change of %s makes %j stale', (name, stale) => {
    expect(dependentsOf(ADDRESS, name)).toEqual(stale);
  });

  it('stops on relations that loop back', () => {
    expect(dependentsOf([relation('a', 'b'), relation('b', 'a')], 'a')).toEqual(['b']);
  });
});

describe('setting a value with dependents', () => {
  function formState(values: Record<string, FieldValue>) {
    return { values, setValue: vi.fn(), submitting: false };
  }

  it('empties the region and the city when the country changes', () => {
    const state = formState({ country_id: '77', region_id: '5', city_id: '9' });
    withDependentReset(state, ADDRESS).setValue('country_id', '1');
    expect(state.setValue.mock.calls).toEqual([
      ['country_id', '1'],
      ['region_id', ''],
      ['city_id', ''],
    ]);
  });

  it('empties only the city when the region changes', () => {
    const state = formState({ country_id: '77', region_id: '5', city_id: '9' });
    withDependentReset(state, ADDRESS).setValue('region_id', '6');
    expect(state.setValue.mock.calls).toEqual([
      ['region_id', '6'],
      ['city_id', ''],
    ]);
  });

  it('keeps the dependents when the same choice is picked again', () => {
    const state = formState({ country_id: 77, region_id: '5' });
    withDependentReset(state, ADDRESS).setValue('country_id', '77');
    expect(state.setValue.mock.calls).toEqual([['country_id', '77']]);
  });

  it('keeps the rest of the form state as it is', () => {
    const state = formState({});
    expect(withDependentReset(state, ADDRESS)).toMatchObject({ values: {}, submitting: false });
  });
});
