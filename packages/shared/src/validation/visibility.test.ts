import { describe, expect, it } from 'vitest';
import type { FieldDescription, FormValues } from './types';
import { isFieldVisible, visibleChildren } from './visibility';

const field = (name: string, overrides: Partial<FieldDescription> = {}): FieldDescription => ({
  id: name,
  name,
  type: 'input',
  ...overrides,
});

const fields: FieldDescription[] = [
  field('document_type_id', { type: 'select' }),
  field('passport', { parentFieldName: 'document_type_id', parentFieldValue: 1 }),
  field('passport_series', { parentFieldName: 'document_type_id', allVisibilityCases: [1, 2] }),
  field('id_card', { parentFieldName: 'document_type_id', parentFieldValue: 3 }),
  field('other_document', { parentFieldName: 'document_type_id', allVisibilityCases: ['default'] }),
  field('note', { parentFieldName: 'document_type_id', allVisibilityCases: ['default', 2] }),
];

const names = (values: FormValues) => visibleChildren('document_type_id', fields, values).map((f) => f.name);

describe('child visibility', () => {
  it.each<[string, FormValues, string[]]>([
    ['children tied to the parent value show', { document_type_id: 1 }, ['passport', 'passport_series']],
    ['a value matching a case list shows those children', { document_type_id: 2 }, ['passport_series', 'note']],
    ['a single tied child shows alone', { document_type_id: '3' }, ['id_card']],
    ['no child tied to the value: default children show', { document_type_id: 9 }, ['other_document', 'note']],
    ['no parent value: default children show', {}, ['other_document', 'note']],
  ])('%s', (_rule, values, expected) => {
    expect(names(values)).toEqual(expected);
  });

  it('hides children whose cases name another value', () => {
    expect(isFieldVisible(fields[3]!, fields, { document_type_id: 1 })).toBe(false);
  });

  it('hides the children of a hidden parent', () => {
    const hiddenParent = fields.map((f) => (f.name === 'document_type_id' ? { ...f, hide: true } : f));
    expect(visibleChildren('document_type_id', hiddenParent, { document_type_id: 1 })).toEqual([]);
  });

  it('matches any selected item of a multiselect parent', () => {
    expect(names({ document_type_id: ['3', '7'] })).toEqual(['id_card']);
  });
});

describe('depends_on', () => {
  const form: FieldDescription[] = [
    field('country_id', { id: 10, type: 'select' }),
    field('cpf', { id: 11, depends_on: { action: 'show', condition: [31, 'br'], field_id: 10 } }),
    field('bank', { id: 12, depends_on: { action: 'show', condition: ['yes'], field_id: 11 } }),
  ];

  it.each<[FormValues, boolean]>([
    [{ country_id: 31 }, true],
    [{ country_id: '31' }, true],
    [{ country_id: 'br' }, true],
    [{ country_id: 7 }, false],
    [{}, false],
  ])('shows cpf for %o: %s', (values, visible) => {
    expect(isFieldVisible(form[1]!, form, values)).toBe(visible);
  });

  it('hides a field whose condition field is itself hidden', () => {
    expect(isFieldVisible(form[2]!, form, { country_id: 7, cpf: 'yes' })).toBe(false);
    expect(isFieldVisible(form[2]!, form, { country_id: 31, cpf: 'yes' })).toBe(true);
  });

  it('hides fields caught in a dependency loop instead of recursing forever', () => {
    const loop: FieldDescription[] = [
      field('a', { id: 1, depends_on: { action: 'show', condition: ['x'], field_id: 2 } }),
      field('b', { id: 2, depends_on: { action: 'show', condition: ['x'], field_id: 1 } }),
    ];
    expect(isFieldVisible(loop[0]!, loop, { a: 'x', b: 'x' })).toBe(false);
  });

  it('shows a plain field unless it is hidden', () => {
    expect(isFieldVisible(field('x'), [], {})).toBe(true);
    expect(isFieldVisible(field('x', { hide: '1' }), [], {})).toBe(false);
  });
});
