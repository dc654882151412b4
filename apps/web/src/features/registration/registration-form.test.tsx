// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FormField, modalStore } from '../../components/ui';
import { renderWithSite, scriptFetch } from '../../test/accounts-test-utils';
import type { FieldRelation, TypeForm } from './registration-api';
import { RegistrationForm } from './registration-form';

afterEach(async () => {
  await act(() => modalStore.getState().hideAll());
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(type: string, form: TypeForm) {
  return renderWithSite(
    <RegistrationForm
      type={type}
      geoCountryCode="kz"
      form={form}
      lang="en"
      captcha={{ captcha: { type: 'disabled', siteKeys: {} }, lang: 'en', countryId: 4 }}
      minAge={18}
      data={undefined}
      onRegistered={vi.fn()}
    />,
  );
}

const select = (name: string, options: FormField['options'] = []): FormField => ({
  id: name,
  name,
  type: 'select',
  title: `registration.field.${name}`,
  options,
});

const relation = (field_id: string, parent_field_id: string, url: string): FieldRelation => ({
  field_id,
  parent_field_id,
  url,
  param: parent_field_id,
});

const ADDRESS_FORM: TypeForm = {
  fields: [
    select('country_id', [
      { id: 1, name: 'Russia' },
      { id: 77, name: 'Kazakhstan' },
    ]),
    select('region_id'),
    select('city_id'),
  ],
  relations: [
    relation('region_id', 'country_id', '/web-api/getRegions'),
    relation('city_id', 'region_id', '/web-api/getCitiesByRegion'),
  ],
};

const REGIONS: Record<string, { id: number; name: string }[]> = {
  '1': [{ id: 3, name: 'Moscow region' }],
  '77': [
    { id: 5, name: 'Almaty region' },
    { id: 6, name: 'Astana region' },
  ],
};

function scriptPlaces() {
  return scriptFetch({
    'GET /web-api/getRegions': (call) => ({
      body: { regions: REGIONS[new URL(call.url, 'http://x').searchParams.get('country_id') ?? ''] ?? [] },
    }),
    'GET /web-api/getCitiesByRegion': () => ({ body: { cities: [{ id: 9, name: 'Almaty' }] } }),
  });
}

async function pick(label: string, option: string) {
  await act(async () => fireEvent.click(screen.getByLabelText(label)));
  const dialog = await screen.findByRole('dialog', { name: label });
  const choice = await within(dialog).findByRole('option', { name: new RegExp(option) });
  await act(async () => fireEvent.click(choice));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const shown = (label: string) => screen.getByLabelText(label).textContent;

describe('dependent address fields', () => {
  it('clears the region and the city picked for the old country when the country changes', async () => {
    const { calls } = scriptPlaces();
    renderForm('email_reg', ADDRESS_FORM);
    await pick('Country', 'Kazakhstan');
    await pick('Region', 'Almaty region');
    await pick('City', 'Almaty');
    expect([shown('Region'), shown('City')]).toEqual(['Almaty region', 'Almaty']);

    await pick('Country', 'Russia');
    expect(shown('Region')).not.toContain('Almaty');
    expect(shown('City')).not.toContain('Almaty');
    // The region list is asked for the new country.
    await pick('Region', 'Moscow region');
    expect(calls.at(-1)?.url).toContain('country_id=1');
  });

  it('clears only the city when the region changes', async () => {
    scriptPlaces();
    renderForm('email_reg', {
      ...ADDRESS_FORM,
      fields: [
        select('country_id', [{ id: 77, name: 'Kazakhstan', selected: true }]),
        select('region_id'),
        select('city_id'),
      ],
    });
    await pick('Region', 'Almaty region');
    await pick('City', 'Almaty');
    await pick('Region', 'Astana region');
    expect(shown('Country')).toBe('Kazakhstan');
    expect(shown('City')).not.toContain('Almaty');
  });
});

const PHONE_FORM: TypeForm = {
  fields: [
    { id: 'phone', name: 'phone', type: 'phone', title: 'registration.field.phone' },
    {
      id: 'send_code',
      name: 'send_code',
      type: 'phone_code_button',
      text: 'registration.button.send_code',
      resendText: 'registration.button.resend_code',
      alwaysActive: false,
    },
  ],
  relations: [],
};

describe('sending the SMS code', () => {
  it('starts the resend countdown only after the code was sent', async () => {
    let sends = 0;
    scriptFetch({
      'GET /web-api/user/getphonecountries': {
        body: { countries: [{ id: 77, name: 'Kazakhstan', country_code: 'kz', tel_code: '7' }] },
      },
      'GET /web-api/api/user/phonemasks': { body: [{ CountryId: 77, Mask: '(###) ###-##-##' }] },
      'POST /web-api/api/web/registration/v1/phone-code': () => {
        sends += 1;
        return sends === 1
          ? { status: 429, body: { message: 'Too many codes, try later' } }
          : { body: { success: true, data: { message: 'sent', code_length: 4 } } };
      },
    });
    renderForm('phone_reg', PHONE_FORM);
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '7012345678' } });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Wait a few minutes and try again.');
    const button = screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);

    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(button.textContent).toBe('Send again in 60 s'));
    expect(button.disabled).toBe(true);
    expect(sends).toBe(2);
  });
});
