import { describe, expect, it } from 'vitest';
import { isFormSubmittable, isSubmitExempt, SUBMIT_EXEMPT_FIELDS, unmetFields } from './form-validity';
import type { FieldDescription, FormValues, ValidationError } from './types';

const field = (name: string, overrides: Partial<FieldDescription> = {}): FieldDescription => ({
  id: name,
  name,
  type: 'input',
  required: true,
  ...overrides,
});

const fields: FieldDescription[] = [
  field('email'),
  field('agree-policy', { type: 'checkbox' }),
  field('ref_code', { required: false }),
  field('promo', { hide: true }),
  field('google_captcha_response', { type: 'captcha' }),
  field('country_id', { type: 'select' }),
  field('currency_id', { type: 'select' }),
  field('tel_code', { type: 'phone_code_button' }),
];

const filled: FormValues = { email: 'ivan@mail.ru', 'agree-policy': true };

describe('isFormSubmittable', () => {
  it.each<[string, FormValues, Record<string, ValidationError>, boolean]>([
    ['every visible required field has a value and no error', filled, {}, true],
    ['a required field is empty', { ...filled, email: '' }, {}, false],
    ['a required box is unchecked', { ...filled, 'agree-policy': false }, {}, false],
    ['a required field has an error', filled, { email: { field: 'email', rule: 'email', message: 'x' } }, false],
    ['an optional field is empty', { ...filled, ref_code: '' }, {}, true],
  ])('%s → %s', (_case, values, errors, expected) => {
    expect(isFormSubmittable(fields, values, errors)).toBe(expected);
  });

  it('ignores hidden required fields and the exempt captcha, country, currency and phone code', () => {
    const errors = { country_id: { field: 'country_id', rule: 'required', message: 'x' } } as const;
    expect(isFormSubmittable(fields, filled, errors)).toBe(true);
  });

  it('ignores a v1 child hidden by its parent', () => {
    const withChild = [
      ...fields,
      field('country'),
      field('inn', { parentFieldName: 'country', parentFieldValue: 'ru' }),
    ];
    expect(isFormSubmittable(withChild, { ...filled, country: 'de' }, {})).toBe(true);
    expect(isFormSubmittable(withChild, { ...filled, country: 'ru' }, {})).toBe(false);
  });
});

describe('unmetFields', () => {
  const names = (values: FormValues, errors: Record<string, ValidationError> = {}) =>
    unmetFields(fields, values, errors).map((f) => f.name);

  it('names every visible required field still empty or failing, in form order, and shrinks as they are filled', () => {
    expect(names({})).toEqual(['email', 'agree-policy']);
    expect(names({ email: 'ivan@mail.ru' })).toEqual(['agree-policy']);
    expect(names(filled)).toEqual([]);
    expect(names(filled, { email: { field: 'email', rule: 'email', message: 'x' } })).toEqual(['email']);
  });

  it('leaves out optional, hidden and exempt fields', () => {
    expect(names({ 'agree-policy': true })).toEqual(['email']);
  });
});

describe('isSubmitExempt', () => {
  it.each(SUBMIT_EXEMPT_FIELDS)('exempts %s', (name) => {
    expect(isSubmitExempt(field(name))).toBe(true);
  });

  it.each(['captcha', 'phone_country', 'phone_code_button'] as const)('exempts fields of type %s', (type) => {
    expect(isSubmitExempt(field('x', { type }))).toBe(true);
  });

  it('does not exempt other fields', () => {
    expect(isSubmitExempt(field('email'))).toBe(false);
  });
});
