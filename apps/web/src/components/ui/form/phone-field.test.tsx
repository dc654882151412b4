// @vitest-environment jsdom
import type { PhoneMaskEntry, PhoneValue } from '@fairline/shared/validation';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormField, PhoneCountry } from './form-field';
import { FieldHarness } from './forms-test-utils';
import { PhoneField, phoneValueFor } from './phone-field';

afterEach(() => cleanup());

const ru: PhoneCountry = { id: 1, name: 'Russia', country_code: 'ru', tel_code: '7' };
const kz: PhoneCountry = { id: 4, name: 'Kazakhstan', country_code: 'kz', tel_code: '7' };
const de: PhoneCountry = { id: 23, name: 'Germany', country_code: 'de', tel_code: '49' };
const phoneMasks: PhoneMaskEntry[] = [
  { CountryId: 1, Mask: '(***) ***-**-**', Min: 10, Max: 10 },
  { CountryId: 4, Mask: '(###) ###-##-##' },
];
const phone: FormField = { id: 'phone', name: 'phone', type: 'phone', title: 'Phone' };

function renderPhone(initial?: PhoneValue) {
  const onValue = vi.fn();
  render(
    <FieldHarness
      component={PhoneField}
      field={phone}
      initial={initial}
      onValue={onValue}
      context={{ phoneCountries: [ru, kz, de], phoneMasks, defaultPhoneCountryId: 1 }}
    />,
  );
  return { onValue, input: screen.getByLabelText('Phone') };
}

describe('phone field', () => {
  it.each([
    ['ru', '8123', '', ru],
    ['ru', '9123', '9123', ru],
    ['kz', '7012', '7012', kz],
    ['kz', '6012', '6012', kz],
    ['kz', '5012', '', kz],
    ['de', '1512', '1512', de],
  ])('%s: a number typed as %s keeps "%s"', (_iso, typed, kept, country) => {
    expect(phoneValueFor(typed, country, undefined).phoneNum).toBe(kept);
  });

  it('cuts the number to the mask digit places and builds the full phone', () => {
    const { onValue, input } = renderPhone();
    fireEvent.change(input, { target: { value: '+9 (123) 456-78-90-12' } });
    expect(onValue).toHaveBeenLastCalledWith({
      countryCode: 'ru',
      countryId: 1,
      phoneCode: '+7',
      phoneNum: '9123456789',
      fullPhone: '79123456789',
    });
    expect((input as HTMLInputElement).value).toBe('(912) 345-67-89');
  });

  it('clears the number when the first digit is not allowed for the country', () => {
    const { onValue, input } = renderPhone();
    fireEvent.change(input, { target: { value: '8' } });
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ phoneNum: '', fullPhone: '7' }));
  });

  it('shows the mask as * unfocused and # focused', () => {
    const { input } = renderPhone();
    expect(input.getAttribute('placeholder')).toBe('(***) ***-**-**');
    fireEvent.focus(input);
    expect(input.getAttribute('placeholder')).toBe('(###) ###-##-##');
  });

  it('searches the code list by digits (at most 3, shown with +) and switches the country', () => {
    const { onValue } = renderPhone();
    fireEvent.click(screen.getByRole('button', { name: /Country code \+7/ }));
    const search = screen.getByLabelText('Search by country code') as HTMLInputElement;
    fireEvent.change(search, { target: { value: '+4x97' } });
    expect(search.value).toBe('+497');
    fireEvent.change(search, { target: { value: '4' } });
    expect(search.value).toBe('+4');
    expect(screen.queryByRole('button', { name: /^Russia/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Germany/ }));
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ countryId: 23, phoneCode: '+49' }));
    expect(screen.getByRole('button', { name: /Country code \+49 Germany/ })).toBeTruthy();
  });

  it('re-checks the number against the new country when the code changes', () => {
    const { onValue } = renderPhone({
      countryCode: 'de',
      countryId: 23,
      phoneCode: '+49',
      phoneNum: '15123456789',
      fullPhone: '4915123456789',
    });
    fireEvent.click(screen.getByRole('button', { name: /Country code \+49/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Russia/ }));
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ countryId: 1, phoneNum: '' }));
  });
});
