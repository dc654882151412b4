import { describe, expect, it } from 'vitest';
import { checkSmsCode } from './sms-code';

describe('checkSmsCode', () => {
  it.each([
    ['', { length: 6 }, { key: 'auth_required_field' }],
    ['12345', { length: 6 }, { key: 'equal_length', params: { length: 6 } }],
    ['1234567', { length: 6 }, { key: 'equal_length', params: { length: 6 } }],
    ['12a456', { length: 6 }, { key: 'auth_incorrect_code' }],
    ['ab12', { length: 4, pattern: /^[a-z]+$/ }, { key: 'auth_incorrect_code' }],
    ['123456', { length: 6 }, null],
    ['ab12', { length: 4, pattern: /^[a-z0-9]+$/ }, null],
  ])('checks %j with %o → %o (required, then exact length, then pattern)', (code, options, expected) => {
    expect(checkSmsCode(code, options)).toEqual(expected);
  });
});
