import { describe, expect, it } from 'vitest';
import type { FieldValue, PhoneValue, ValidationContext } from '../types';
import { runRule } from './index';

const kz = (phoneNum: string): PhoneValue => ({
  countryCode: 'kz',
  countryId: 57,
  phoneCode: '+7',
  phoneNum,
  fullPhone: `7${phoneNum}`,
});

const ctx: ValidationContext = {
  values: {},
  now: new Date(0),
  phoneMasks: [{ CountryId: 57, Mask: '(###) ###-##-##', Min: 10, Max: 10 }],
  phoneRegexRules: [
    { CountryId: 57, regex: '^[67]', message: 'kz_phone_prefix' },
    { CountryId: 1, regex: '^9', message: 'ru_phone_prefix' },
  ],
};

describe('phone rule', () => {
  it.each<[FieldValue, ReturnType<typeof runRule>]>([
    [kz('7012345678'), null],
    [kz('8012345678'), { rule: 'phone', message: 'kz_phone_prefix' }],
    [kz('701234567'), { rule: 'phone', message: 'equal_length', params: { length: 10 } }],
    [kz('70123'), { rule: 'phone', message: 'phone_min_length', params: { min: 6 } }],
    ['12345678', null],
    ['1'.repeat(21), { rule: 'phone', message: 'phone_max_length', params: { max: 20 } }],
  ])('checks %j with the country mask entry and its regex rules', (value, expected) => {
    expect(runRule('phone', value, { message: '' }, ctx)).toEqual(expected);
  });
});

describe('phoneConfirm rule', () => {
  it.each<[string, { value: number; mask?: string }, string | null]>([
    ['a1B2', { value: 4 }, null],
    ['a1B', { value: 4 }, 'equal_length'],
    ['a1-2', { value: 4 }, 'wrong_code'],
    ['1234', { value: 4, mask: '####' }, null],
    ['12a4', { value: 4, mask: '####' }, 'wrong_code'],
    ['ABCD', { value: 4, mask: 'AAAA' }, null],
    ['abcd', { value: 4, mask: 'AAAA' }, 'wrong_code'],
  ])('%j with %o → %s', (code, rule, message) => {
    const result = runRule('phoneConfirm', code, { message: 'wrong_code', ...rule }, ctx);
    expect(result?.message ?? null).toBe(message);
  });
});
