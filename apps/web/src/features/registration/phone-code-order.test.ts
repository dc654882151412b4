import { describe, expect, it } from 'vitest';
import type { PhoneCountry } from '../../components/ui';
import { phoneCodesFirst } from './phone-code-order';

const country = (id: number, code: string): PhoneCountry => ({ id, name: code, country_code: code, tel_code: `${id}` });
const list = [country(1, 'ru'), country(4, 'kz'), country(65, 'de'), country(85, 'gb')];
const codes = (countries: PhoneCountry[]) => countries.map((c) => c.country_code);

describe('the phone-code list order (registration.manualCountryCode)', () => {
  it('offers the visitor’s country first, then the brand’s manual country, then the rest', () => {
    expect(codes(phoneCodesFirst(list, ['de', 'GB']))).toEqual(['de', 'gb', 'ru', 'kz']);
  });

  it('keeps the list’s own order after the visitor’s country when the brand names no manual country', () => {
    expect(codes(phoneCodesFirst(list, ['kz', '']))).toEqual(['kz', 'ru', 'de', 'gb']);
  });

  it('lists a country once when the manual country is the visitor’s own', () => {
    expect(codes(phoneCodesFirst(list, ['gb', 'GB']))).toEqual(['gb', 'ru', 'kz', 'de']);
  });
});
