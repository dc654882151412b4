import { describe, expect, it } from 'vitest';
import type { FieldDescription, ValidationContext } from './types';
import { validateField } from './validate-form';

const ctx: ValidationContext = {
  values: {},
  now: new Date(Date.UTC(2025, 5, 15, 12)),
  minAge: 18,
  phoneMasks: [{ CountryId: 1, Mask: '(###) ###-##-##' }],
};

const field = (overrides: Partial<FieldDescription>): FieldDescription => ({
  id: 'f',
  name: 'f',
  type: 'input',
  ...overrides,
});

describe('built-in field checks', () => {
  it.each([
    ['name', 'Ivan2', 'name', 'name_available_symbols'],
    ['surname', "O'Connor-Smith", null, null],
    ['email', 'ivan.mail.ru', 'email', 'email_no_at'],
    ['password', 'short', 'password', 'min_symbols_limit'],
    ['password', 'iloveyou', 'password', 'password_too_common'],
    ['ref_code', 'anything goes', null, null],
  ])('field %s with %j fails %s with %s', (name, value, rule, message) => {
    const result = validateField(field({ name }), value, ctx);
    expect(result === null ? null : [result.rule, result.message]).toEqual(rule === null ? null : [rule, message]);
  });

  it('caps text at the field max_length', () => {
    expect(validateField(field({ max_length: 5 }), 'abcdef', ctx)).toEqual({
      field: 'f',
      rule: 'max_length',
      message: 'max_symbols_limit',
      params: { max: 5 },
    });
  });

  it('checks a phone field against its country mask even without a phone rule', () => {
    const phone = field({ name: 'phone', type: 'phone' });
    const value = {
      countryCode: 'ru',
      countryId: 1,
      phoneCode: '+7',
      phoneNum: '91612345678',
      fullPhone: '791612345678',
    };
    expect(validateField(phone, value, ctx)?.params).toEqual({ max: 10 });
  });

  it.each([
    ['2007-06-15', null],
    ['2007-06-16', 'min_age'],
    ['1899-12-31', 'too_old'],
    ['2007-02-30', 'date_incorrect'],
  ])('checks birthday %s against the field minimum and the minimum age', (birth, message) => {
    const birthday = field({
      name: 'date_birthday',
      type: 'birthday_date',
      minimum: { value: '1900-01-01', message: 'too_old' },
    });
    expect(validateField(birthday, birth, ctx)?.message ?? null).toBe(message);
  });

  it('checks a datepicker against its maximum', () => {
    const issued = field({ name: 'passport_date', type: 'datepicker', maximum: '2025-06-15' });
    expect(validateField(issued, '2025-06-16', ctx)).toEqual({
      field: 'passport_date',
      rule: 'maximum',
      message: 'date_max',
      params: { max: '2025-06-15' },
    });
  });
});
