import { describe, expect, it } from 'vitest';
import { checkPhone, type PhoneCheckOptions } from './phone-check';

const startsWith9 = { regex: '^9', message: 'phone_must_start_with_9' };

describe('checkPhone', () => {
  it.each<[string, string, PhoneCheckOptions, ReturnType<typeof checkPhone>]>([
    ['empty gives required', '', {}, { key: 'required' }],
    ['non-digits are refused', '916-123', {}, { key: 'phone_incorrect' }],
    [
      'a server regex rule gives its own message',
      '8161234567',
      { rules: [startsWith9] },
      { key: 'phone_must_start_with_9' },
    ],
    ['server regex rules come before the length', '81', { rules: [startsWith9] }, { key: 'phone_must_start_with_9' }],
    ['an invalid server regex is not enforced', '9161234567', { rules: [{ regex: '(', message: 'x' }] }, null],
    [
      'fewer than 6 digits gives the min-length message with 6',
      '91612',
      {},
      { key: 'phone_min_length', params: { min: 6 } },
    ],
    ['6 digits pass without a country', '916123', {}, null],
    ['without a country the maximum is 20', '1'.repeat(21), {}, { key: 'phone_max_length', params: { max: 20 } }],
    ['20 digits pass without a country', '1'.repeat(20), {}, null],
    ['country Min applies', '9161234', { min: 10, max: 12 }, { key: 'phone_min_length', params: { min: 10 } }],
    ['country Max applies', '9161234567890', { min: 10, max: 12 }, { key: 'phone_max_length', params: { max: 12 } }],
    ['a length within country Min and Max passes', '91612345678', { min: 10, max: 12 }, null],
    [
      'equal country Min and Max demand that exact length',
      '916123456',
      { min: 10, max: 10 },
      { key: 'equal_length', params: { length: 10 } },
    ],
    [
      'fewer than 6 digits wins over a lower country Min',
      '91612',
      { min: 4, max: 10 },
      { key: 'phone_min_length', params: { min: 6 } },
    ],
    [
      'without country Min/Max the range is 6 to 20',
      '1'.repeat(21),
      { countryIso: 'de' },
      { key: 'phone_max_length', params: { max: 20 } },
    ],
    ['the US uses 10 digits', '201555012', { countryIso: 'US' }, { key: 'equal_length', params: { length: 10 } }],
    ['a 10-digit US number passes', '2015550123', { countryIso: 'us' }, null],
    ['server Min/Max override the US default', '20155501', { countryIso: 'us', min: 8, max: 8 }, null],
    [
      'the mask caps the digits',
      '91612345678',
      { mask: '(###) ###-##-##' },
      { key: 'phone_max_length', params: { max: 10 } },
    ],
    ['a number filling the mask passes', '9161234567', { mask: '(###) ###-##-##' }, null],
    [
      'the mask applies after country Min/Max',
      '91612345678',
      { mask: '(###) ###-##-##', min: 6, max: 12 },
      { key: 'phone_max_length', params: { max: 10 } },
    ],
  ])('%s', (_rule, digits, options, expected) => {
    expect(checkPhone(digits, options)).toEqual(expected);
  });
});
