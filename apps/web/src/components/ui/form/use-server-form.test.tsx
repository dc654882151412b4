// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormField, PhoneCountry } from './form-field';
import { type UseServerFormOptions, useServerForm } from './use-server-form';

const email: FormField = {
  id: 'email',
  name: 'email',
  type: 'input',
  required: true,
  validation: { required: { message: 'Enter your e-mail' } },
};
const captcha: FormField = { id: 'custom_captcha', name: 'custom_captcha', type: 'captcha', required: true };
const currency: FormField = {
  id: 'currency_id',
  name: 'currency_id',
  type: 'select',
  required: true,
  options: [
    { id: 1, name: 'RUB', selected: true },
    { id: 2, name: 'EUR' },
  ],
};
const country: FormField = {
  id: 'country_id',
  name: 'country_id',
  type: 'select',
  required: true,
  options: [
    { id: 77, name: 'Kazakhstan', Alpha2: 'KZ', phone_code: '7' },
    { id: 1, name: 'Russia', Alpha2: 'RU', phone_code: '7' },
  ],
};
const phone: FormField = { id: 'phone', name: 'phone', type: 'phone', required: true };
const news: FormField = { id: 'receive_news', name: 'receive_news', type: 'checkbox', defaultChecked: '1' };
const phoneCountries: PhoneCountry[] = [
  { id: 1, name: 'Russia', country_code: 'ru', tel_code: '7' },
  { id: 77, name: 'Kazakhstan', country_code: 'kz', tel_code: '7' },
];

function setup(fields: FormField[], extra: Partial<UseServerFormOptions> = {}) {
  const onSubmit = vi.fn(extra.onSubmit ?? (async () => undefined));
  const hook = renderHook(() => useServerForm({ fields, onSubmit, phoneCountries, ...extra }));
  return { ...hook, onSubmit };
}

describe('useServerForm', () => {
  it('starts from the server presets: selected options and default-checked boxes', () => {
    const { result } = setup([currency, news, email]);
    expect(result.current.values).toEqual({ currency_id: '1', receive_news: true, email: '' });
  });

  it('shows a required error only after the field is left, with the server message', () => {
    const { result } = setup([email]);
    expect(result.current.errors.email).toBeUndefined();
    act(() => result.current.blur('email'));
    expect(result.current.errors.email?.message).toBe('Enter your e-mail');
    act(() => result.current.setValue('email', 'player@example.com'));
    expect(result.current.errors.email).toBeUndefined();
  });

  it('on submit shows every failing field and does not send', async () => {
    const { result, onSubmit } = setup([email, phone]);
    await act(async () => void (await result.current.submit()));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(Object.keys(result.current.errors).sort()).toEqual(['email', 'phone']);
  });

  it('lets captcha, country, currency and phone code through the submit check', async () => {
    const telCode: FormField = { id: 'tel_code', name: 'tel_code', type: 'phone_code_button', required: true };
    const { result, onSubmit } = setup([
      email,
      captcha,
      { ...country, hide: false },
      { ...currency, options: [] },
      telCode,
    ]);
    act(() => result.current.setValue('email', 'player@example.com'));
    act(() => result.current.setValue('country_id', ''));
    expect(result.current.canSubmit).toBe(true);
    await act(async () => void (await result.current.submit()));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'player@example.com', custom_captcha: '' }));
  });

  it('keeps exempt fields on reset and clears the rest', () => {
    const { result } = setup([email, country, currency]);
    act(() => {
      result.current.setValue('email', 'player@example.com');
      result.current.setValue('country_id', '1');
      result.current.setValue('currency_id', '2');
      result.current.blur('email');
    });
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ email: '', country_id: '1', currency_id: '2' });
    expect(result.current.touched.size).toBe(0);
  });

  it('merges the server validation_errors into field errors until the field changes', async () => {
    const { result } = setup([email], {
      onSubmit: async () => ({
        validation_errors: { email: ['This e-mail is taken'], ref_code: 'Unknown promo code' },
      }),
    });
    act(() => result.current.setValue('email', 'player@example.com'));
    let sent = true;
    await act(async () => {
      sent = await result.current.submit();
    });
    expect(sent).toBe(false);
    expect(result.current.errors.email?.message).toBe('This e-mail is taken');
    expect(result.current.formErrors.map((e) => e.message)).toEqual(['Unknown promo code']);
    expect(result.current.canSubmit).toBe(false);
    act(() => result.current.setValue('email', 'other@example.com'));
    expect(result.current.errors.email).toBeUndefined();
    expect(result.current.canSubmit).toBe(true);
  });

  it('flags submitting while the request runs', async () => {
    let finish: () => void = () => undefined;
    const { result } = setup([email], { onSubmit: () => new Promise<undefined>((r) => (finish = () => r(undefined))) });
    act(() => result.current.setValue('email', 'player@example.com'));
    let pending: Promise<boolean> = Promise.resolve(true);
    act(() => {
      pending = result.current.submit();
    });
    expect(result.current.submitting).toBe(true);
    expect(result.current.canSubmit).toBe(false);
    await act(async () => {
      finish();
      await pending;
    });
    expect(result.current.submitting).toBe(false);
  });

  it('shows children tied to the parent value, else the default ones, and validates only shown fields', async () => {
    const docType: FormField = {
      id: 'document_type_id',
      name: 'document_type_id',
      type: 'select',
      options: [
        { id: 1, name: 'Passport' },
        { id: 2, name: 'ID card' },
      ],
    };
    const passport: FormField = {
      id: 'passport',
      name: 'passport',
      type: 'input',
      required: true,
      parentFieldName: 'document_type_id',
      parentFieldValue: 1,
    };
    const other: FormField = {
      id: 'inn',
      name: 'inn',
      type: 'input',
      required: true,
      parentFieldName: 'document_type_id',
      allVisibilityCases: ['default'],
    };
    const { result, onSubmit } = setup([docType], { relationFields: [passport, other] });
    expect(result.current.isVisible(passport)).toBe(false);
    expect(result.current.isVisible(other)).toBe(true);
    act(() => result.current.setValue('document_type_id', '1'));
    expect(result.current.isVisible(passport)).toBe(true);
    expect(result.current.isVisible(other)).toBe(false);
    act(() => result.current.setValue('passport', 'AB123456'));
    await act(async () => void (await result.current.submit()));
    expect(onSubmit).toHaveBeenCalledWith({ document_type_id: '1', passport: 'AB123456' });
  });

  it('starts the phone code on the first country option while the country field is hidden', () => {
    const { result } = setup([{ ...country, hide: true }, phone]);
    expect(result.current.defaultPhoneCountryId).toBe(77);
    expect(result.current.values.phone).toEqual({
      countryCode: 'kz',
      countryId: 77,
      phoneCode: '+7',
      phoneNum: '',
      fullPhone: '7',
    });
  });

  it('follows the chosen country while the country field shows', () => {
    const { result } = setup([country, phone]);
    act(() => result.current.setValue('country_id', '1'));
    expect(result.current.defaultPhoneCountryId).toBe('1');
  });
});
