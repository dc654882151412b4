import { describe, expect, it } from 'vitest';
import type { FieldDescription, ValidationContext } from './types';
import { isFieldRequired, validateField, validateForm } from './validate-form';

const now = new Date(Date.UTC(2025, 5, 15, 12));
const ctx = (values = {}): ValidationContext => ({ values, now });

const field = (overrides: Partial<FieldDescription>): FieldDescription => ({
  id: overrides.name ?? 'f',
  name: 'f',
  type: 'input',
  ...overrides,
});

describe('isFieldRequired', () => {
  it.each<[Partial<FieldDescription>, boolean]>([
    [{ required: true }, true],
    [{ required: 1 }, true],
    [{ required: 'true' }, true],
    [{ required: '1' }, true],
    [{ required: false }, false],
    [{ validation: { required: { message: 'm', value: true } } }, true],
    [{ validation: { required: { message: 'm', value: '1' } } }, true],
    [{ validation: { required: { message: 'm', value: false } } }, false],
    [{ validation: { required: { message: 'm' } } }, false],
    [{}, false],
  ])('%o is required: %s (the field says so or its required rule is true)', (overrides, required) => {
    expect(isFieldRequired(field(overrides))).toBe(required);
  });
});

describe('validateField', () => {
  const login = field({
    name: 'login',
    required: true,
    validation: {
      required: { message: 'enter_login' },
      minLength: { message: 'login_short', value: 4 },
      maxLength: { message: 'login_long', value: 8 },
      match: { message: 'login_chars', value: '^[a-z]+$' },
    },
  });

  it.each([
    ['', { field: 'login', rule: 'required', message: 'enter_login' }],
    ['ab', { field: 'login', rule: 'minLength', message: 'login_short', params: { min: 4 } }],
    ['abcdefghi', { field: 'login', rule: 'maxLength', message: 'login_long', params: { max: 8 } }],
    ['ab1', { field: 'login', rule: 'minLength', message: 'login_short', params: { min: 4 } }],
    ['abc1', { field: 'login', rule: 'match', message: 'login_chars' }],
    ['abcd', null],
  ])('reports only the first failing rule, required first: %j', (value, expected) => {
    expect(validateField(login, value, ctx())).toEqual(expected);
  });

  it('uses the required key when the server sent no required message', () => {
    expect(validateField(field({ required: true }), undefined, ctx())?.message).toBe('required');
  });

  it('skips the other rules of an optional field left empty', () => {
    const optional = field({ validation: { minLength: { message: 'short', value: 3 } } });
    expect(validateField(optional, '', ctx())).toBeNull();
  });

  it('still checks the boolean rule of an unchecked optional box', () => {
    const box = field({ type: 'checkbox', validation: { boolean: { message: 'must_agree' } } });
    expect(validateField(box, false, ctx())).toEqual({ field: 'f', rule: 'boolean', message: 'must_agree' });
  });

  it('fails a required checkbox left unchecked', () => {
    const box = field({ name: 'agree-policy', type: 'checkbox', required: true });
    expect(validateField(box, false, ctx())?.rule).toBe('required');
  });

  it('compares with another field of the form', () => {
    const again = field({ name: 'password_again', validation: { compare: { message: 'differ', value: 'password' } } });
    expect(validateField(again, 'one', ctx({ password: 'two' }))?.message).toBe('differ');
  });
});

describe('validateForm', () => {
  const fields: FieldDescription[] = [
    field({ name: 'email', id: 'email', required: true, validation: { required: { message: 'enter_email' } } }),
    field({ name: 'password', id: 'password', type: 'password', required: true }),
    field({ name: 'hint', id: 'hint', type: 'label', required: true }),
    field({ name: 'promo', id: 'promo', hide: true, required: true }),
    field({ name: 'ref_code', id: 'ref_code' }),
  ];

  it('validates visible value fields and keys errors by field name', () => {
    expect(validateForm(fields, { email: 'ivan@', password: 'password' }, { now })).toEqual({
      email: { field: 'email', rule: 'email', message: 'email_ends_with_at' },
      password: { field: 'password', rule: 'password', message: 'password_too_common' },
    });
  });

  it('returns no errors for a valid form', () => {
    expect(validateForm(fields, { email: 'ivan@mail.ru', password: 'long enough phrase' }, { now })).toEqual({});
  });

  it('reports missing required values', () => {
    expect(Object.keys(validateForm(fields, {}, { now }))).toEqual(['email', 'password']);
  });
});
