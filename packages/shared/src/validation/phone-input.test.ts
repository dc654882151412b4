import { describe, expect, it } from 'vitest';
import {
  formatPhoneCode,
  normalizeCountryCode,
  sanitizePhoneCodeSearch,
  sanitizePhoneInput,
  searchByPhoneCode,
  toPhoneValue,
} from './phone-input';

describe('sanitizePhoneInput', () => {
  it.each([
    ['keeps digits only', '(916) 123-45-67', {}, '9161234567'],
    ['strips plus signs', '+7+916', {}, '7916'],
    ['truncates to the mask digit length', '91612345678999', { mask: '(###) ###-##-##' }, '9161234567'],
    ['lets KZ numbers start with 7', '7012345678', { countryIso: 'kz' }, '7012345678'],
    ['lets KZ numbers start with 6', '6012345678', { countryIso: 'KZ' }, '6012345678'],
    ['clears a KZ number starting with another digit', '8012345678', { countryIso: 'kz' }, ''],
    ['lets RU numbers start with 9', '9161234567', { countryIso: 'ru' }, '9161234567'],
    ['clears a RU number not starting with 9', '8161234567', { countryIso: 'RU' }, ''],
    ['checks the first digit after cleaning', '+ 9161234567', { countryIso: 'ru' }, '9161234567'],
    ['leaves other countries unrestricted', '0123456', { countryIso: 'de' }, '0123456'],
    ['ignores a mask without digit places', '9161234567', { mask: '+7' }, '9161234567'],
    ['keeps an empty value empty', '', { countryIso: 'ru' }, ''],
  ])('%s', (_rule, raw, options, expected) => {
    expect(sanitizePhoneInput(raw, options)).toBe(expected);
  });
});

describe('phone code helpers', () => {
  it('lower-cases the country code', () => {
    expect(normalizeCountryCode(' KZ ')).toBe('kz');
  });

  it.each([
    ['+7', '7'],
    ['-380', '380'],
    ['99812', '998'],
    ['a1b', '1'],
  ])('cleans the phone-code search %j to %j: max 3 chars, numeric, unsigned', (raw, expected) => {
    expect(sanitizePhoneCodeSearch(raw)).toBe(expected);
  });

  it('shows a phone code with a leading +', () => {
    expect(formatPhoneCode('7')).toBe('+7');
    expect(formatPhoneCode('+380')).toBe('+380');
    expect(formatPhoneCode(998)).toBe('+998');
  });

  it('finds countries whose phone code starts with the search', () => {
    const countries = [
      { id: 1, tel_code: '+7' },
      { id: 2, tel_code: '+375' },
      { id: 3, tel_code: 380 },
      { id: 4, tel_code: '+374' },
    ];
    expect(searchByPhoneCode(countries, '+37').map((c) => c.id)).toEqual([2, 4]);
    expect(searchByPhoneCode(countries, '38').map((c) => c.id)).toEqual([3]);
    expect(searchByPhoneCode(countries, '')).toHaveLength(4);
  });

  it('builds a phone value whose fullPhone holds digits only', () => {
    expect(toPhoneValue({ id: 57, country_code: 'KZ', tel_code: '+7' }, '701 234-56-78')).toEqual({
      countryCode: 'kz',
      countryId: 57,
      phoneCode: '+7',
      phoneNum: '7012345678',
      fullPhone: '77012345678',
    });
  });
});
