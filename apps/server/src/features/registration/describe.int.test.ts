import { type FieldDescription, isFieldVisible } from '@fairline/shared/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistrationTestApp, patchBrandConfig, type RegistrationTestApp } from './registration.testing';

let t: RegistrationTestApp;
beforeAll(async () => {
  t = await createRegistrationTestApp();
  await patchBrandConfig(t, 'fairline', 'registration', {
    registrationTypes: ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg', 'short_reg', 'full_reg_v1'],
    socialRegistrationTypes: [{ type: 'google' }, { type: 'vk', countryCodes: ['RU'] }],
    fast_reg_sort: ['currency_id', 'country_id'],
    minAge: 18,
  });
});
afterAll(() => t.close());

type Field = FieldDescription & { options?: { id: number; name: string; selected?: boolean }[] };
const fieldsOf = async (type: string, query = '', headers: Record<string, string> = {}): Promise<Field[]> => {
  const res = await t.app.inject({ url: `/web-api/api/web/registration/v1/fields/${type}${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data.attributes.fields;
};
const byId = (fields: Field[], id: string) => fields.find((f) => f.id === id)!;
const visible = (fields: Field[], values: Record<string, unknown>) =>
  fields.filter((f) => isFieldVisible(f, fields, values as never)).map((f) => f.name);

describe('registration types per brand', () => {
  it('lists the brand × country types, first is the default', async () => {
    const res = await t.app.inject({ url: '/web-api/api/web/registration/v1/types' });
    expect(res.json()).toEqual({
      data: { attributes: { types: ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg', 'short_reg', 'full_reg_v1'] } },
    });
  });

  it('gives meridian only full_reg and phone_reg, and no fields for the others', async () => {
    const headers = { host: 'meridian.localhost' };
    const res = await t.app.inject({ url: '/web-api/api/web/registration/v1/types', headers });
    expect(res.json().data.attributes.types).toEqual(['full_reg', 'phone_reg']);
    const fast = await t.app.inject({ url: '/web-api/api/web/registration/v1/fields/fast_reg', headers });
    expect(fast.statusCode).toBe(404);
    expect(fast.json()).toMatchObject({ message: 'Registration type is not offered', validation_errors: {} });
  });
});

describe('form descriptions', () => {
  it('describes each field with the spec attributes and rules keyed by rule type', async () => {
    const fields = await fieldsOf('full_reg', '?lang=en');
    const email = byId(fields, 'email');
    expect(email).toMatchObject({
      id: 'email',
      name: 'email',
      type: 'input',
      group: 'contacts',
      title: 'registration.field.email',
      placeholder: 'registration.placeholder.email',
      required: true,
      disabled: false,
      hide: false,
      input_type: 'email',
      max_length: 254,
      show_copy_icon: false,
      show_pass_icon: false,
      show_top_label: true,
      validation: {
        required: { message: 'required', value: true },
        email: { message: 'email_incorrect', value: true },
      },
    });
    expect(byId(fields, 'password_again').validation?.compare).toEqual({
      message: 'fields_not_equal',
      value: 'password',
    });
    expect(byId(fields, 'agree-policy')).toMatchObject({
      type: 'checkbox',
      required: true,
      validation: { boolean: { value: true } },
    });
    expect(byId(fields, 'custom_captcha')).toMatchObject({
      name: 'captcha',
      type: 'captcha',
      customization: { challenge_url: '/puzzle-api/challenge' },
    });
  });

  it('offers countries with Alpha2 and phone code, the geo country and default currency preselected', async () => {
    const fields = await fieldsOf('full_reg', '?lang=en');
    const kz = byId(fields, 'country_id').options!.find((o) => o.id === 4);
    expect(kz).toEqual({ id: 4, name: 'Kazakhstan', Alpha2: 'KZ', code: 'kz', phone_code: '7', selected: true });
    expect(byId(fields, 'currency_id').options!.find((o) => o.selected)).toMatchObject({
      id: 4,
      code: 'KZT',
      symbol: '₸',
    });
  });

  it('orders fields by the brand sort list, then the default order', async () => {
    const names = (await fieldsOf('fast_reg')).map((f) => f.name);
    expect(names).toEqual(['currency_id', 'country_id', 'ref_code', 'bonus_choice', 'agree-policy', 'captcha']);
  });

  it('shows region for countries with regions and city once a region is chosen', async () => {
    const fields = await fieldsOf('full_reg');
    expect(byId(fields, 'region_id').depends_on).toMatchObject({ action: 'show', field_id: 'country_id' });
    expect(visible(fields, { country_id: 83 })).not.toContain('region_id');
    expect(visible(fields, { country_id: 65 })).toContain('region_id');
    expect(visible(fields, { country_id: 65 })).not.toContain('city_id');
    expect(visible(fields, { country_id: 65, region_id: 6501 })).toContain('city_id');
    const res = await t.app.inject({ url: '/web-api/api/web/registration/v1/fields/full_reg' });
    expect(res.json().data.attributes.relation_fields).toEqual([
      { field_id: 'region_id', parent_field_id: 'country_id', url: '/web-api/getRegions', param: 'country_id' },
      { field_id: 'city_id', parent_field_id: 'region_id', url: '/web-api/getCitiesByRegion', param: 'region_id' },
    ]);
  });

  it('asks documents only of CIS countries and the tax number only in KZ and RU', async () => {
    const fields = await fieldsOf('full_reg');
    const docs = ['document_type_id', 'passport_series', 'passport'];
    for (const id of [1, 2, 4, 11]) expect(visible(fields, { country_id: id })).toEqual(expect.arrayContaining(docs));
    for (const id of [65, 85, 227])
      for (const doc of docs) expect(visible(fields, { country_id: id })).not.toContain(doc);
    expect(visible(fields, { country_id: 4 })).toContain('inn');
    expect(visible(fields, { country_id: 1 })).toContain('inn');
    expect(visible(fields, { country_id: 2 })).not.toContain('inn');
  });

  it('switches the document number placeholder between the CIS and non-CIS text by geo', async () => {
    const kz = byId(await fieldsOf('full_reg'), 'passport');
    const de = byId(await fieldsOf('full_reg', '', { 'x-geo-country': 'de' }), 'passport');
    expect(kz.placeholder).toBe('registration.placeholder.passport_cis');
    expect(de.placeholder).toBe('registration.placeholder.passport_non_cis');
    expect(de.customization).toEqual({
      placeholder_cis: 'registration.placeholder.passport_cis',
      placeholder_non_cis: 'registration.placeholder.passport_non_cis',
    });
  });

  it('serves full_reg_v1 as dependent fields with v1 rules (a rule without message is dropped)', async () => {
    const fields = await fieldsOf('full_reg_v1');
    const passport = byId(fields, 'passport');
    expect(passport.depends_on).toBeUndefined();
    expect(passport.parentFieldName).toBe('country_id');
    expect(passport.allVisibilityCases).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(byId(fields, 'name').validation).toEqual({ required: { message: 'required', value: true } });
    expect(byId(fields, 'name').max_length).toBe(50);
    expect(visible(fields, { country_id: 4 })).toEqual(expect.arrayContaining(['passport', 'inn', 'region_id']));
    expect(visible(fields, { country_id: 83 })).not.toContain('passport');
  });

  it('describes phone_reg with the phone, the send-code button and the 6-digit code', async () => {
    const fields = await fieldsOf('phone_reg');
    expect(fields.map((f) => f.name).slice(0, 4)).toEqual(['phone', 'send_code', 'phone_confirmation', 'password']);
    expect(byId(fields, 'send_code')).toMatchObject({
      type: 'phone_code_button',
      text: 'registration.button.send_code',
      resendText: 'registration.button.resend_code',
    });
    expect(byId(fields, 'phone_confirmation').validation?.phoneConfirm).toEqual({
      message: 'auth_incorrect_code',
      value: 6,
      mask: '######',
    });
  });

  it('lists the social networks of the country for soc_reg', async () => {
    const kz = byId(await fieldsOf('soc_reg'), 'social_types').options!.map((o) => o.id);
    const ru = byId(await fieldsOf('soc_reg', '', { 'x-geo-country': 'ru' }), 'social_types').options!.map((o) => o.id);
    expect(kz).toEqual(['google']);
    expect(ru).toEqual(['google', 'vk']);
  });

  it('drops the captcha field when the brand disables the captcha', async () => {
    await patchBrandConfig(t, 'meridian', 'captcha', { type: 'disabled' });
    const res = await t.app.inject({
      url: '/web-api/api/web/registration/v1/fields/full_reg',
      headers: { host: 'meridian.localhost' },
    });
    expect(res.json().data.attributes.fields.some((f: Field) => f.type === 'captcha')).toBe(false);
  });

  it('answers the old flow with fields and banners, one banner for a promo bonus', async () => {
    const all = await t.app.inject({
      method: 'POST',
      url: '/web-api/registration/fields',
      payload: { params: { type: 'fast_reg' } },
    });
    expect(all.json().fields.map((f: Field) => f.name)).toContain('country_id');
    expect(all.json().banners).toEqual([
      { id: 0, bonusCode: 'WELCOME_SPORT', bannerText: 'reg_banner_text.welcome_sport' },
      { id: 1, bonusCode: 'WELCOME_CASINO', bannerText: 'reg_banner_text.welcome_casino' },
    ]);
    const one = await t.app.inject({
      method: 'POST',
      url: '/web-api/registration/fields?bonus=WELCOME_CASINO',
      payload: { params: { type: 'fast_reg' } },
    });
    expect(one.json().banners.map((b: { bonusCode: string }) => b.bonusCode)).toEqual(['WELCOME_CASINO']);
  });
});

describe('registration data and welcome bonuses', () => {
  it('answers the registration data with tabs, bonuses and the minimum ages', async () => {
    await patchBrandConfig(t, 'fairline', 'registration', { minAge: 21 }, 'kz');
    const data = (
      await t.app.inject({ method: 'POST', url: '/web-api/registration', payload: { isWidget: false } })
    ).json();
    expect(data).toMatchObject({ hasFirstDeposit: true, percentFirstDeposit: 100, bonusAmount: 14_400_000 });
    expect(data.minAgesInCountries).toEqual(
      expect.arrayContaining([
        { countryId: 4, age: 21 },
        { countryId: 85, age: 18 },
      ]),
    );
    expect(data.additionalConfig).toMatchObject({
      isLoginSavingNotificationVisible: true,
      showLeftBanner: true,
      showBackButton: true,
    });
    expect(data.tabs[0]).toEqual({
      name: 'fast_reg',
      id: 1,
      caption: 'registration.tab.fast_reg',
      value: 'fast_reg',
      icon: 'fast-reg',
    });
    expect(data.tabs.find((tab: { name: string }) => tab.name === 'soc_reg').icon).toBe('google');
    expect(data.bonuses[0]).toEqual({
      id: 0,
      payload: { bonusCode: 'WELCOME_SPORT', baner_info: { bannerText: 'reg_banner_text.welcome_sport' } },
    });
  });

  it('uses the full-registration icon for a social tab without google, and hides the side banner in a widget', async () => {
    const data = (
      await t.app.inject({
        method: 'POST',
        url: '/web-api/registration',
        payload: { isWidget: 1 },
        headers: { host: 'meridian.localhost' },
      })
    ).json();
    expect(data.tabs.map((tab: { icon: string }) => tab.icon)).toEqual(['full-reg', 'phone-reg']);
    expect(data.additionalConfig.showLeftBanner).toBe(false);
    await patchBrandConfig(t, 'meridian', 'registration', {
      registrationTypes: ['soc_reg'],
      socialRegistrationTypes: [{ type: 'vk' }],
    });
    const social = (
      await t.app.inject({ method: 'POST', url: '/web-api/registration', headers: { host: 'meridian.localhost' } })
    ).json();
    expect(social.tabs?.[0]?.icon, JSON.stringify(social)).toBe('full-reg');
    await patchBrandConfig(t, 'meridian', 'registration', {
      registrationTypes: ['full_reg', 'phone_reg'],
      socialRegistrationTypes: [],
    });
  });

  it('lists the welcome bonuses including the cancel kind; a promo bonus comes first', async () => {
    const { data } = (await t.app.inject({ url: '/web-api/api/v3/bonuses/welcome-bonuses' })).json();
    expect(data.map((b: { id: number }) => b.id)).toEqual([0, 1, -1]);
    expect(data[2]).toEqual({ id: -1, attributes: { id: -1, info: '', bonusCode: 'NO_BONUS' } });
    const promo = (await t.app.inject({ url: '/web-api/api/v3/bonuses/welcome-bonuses?bonus=welcome_casino' })).json();
    expect(promo.data.map((b: { id: number }) => b.id)).toEqual([1, 0, -1]);
  });
});

describe('newsletter', () => {
  it('stores an opt-in once and answers the same for a repeat', async () => {
    const send = (email: string, lang = 'en') =>
      t.app.inject({ method: 'POST', url: '/web-api/mailing', payload: { email, lang } });
    expect((await send('news@example.com')).json()).toEqual({ success: true });
    expect((await send('NEWS@example.com', 'ru')).json()).toEqual({ success: true });
    const rows = await t.database.query<{ lang: string }>(
      "select lang from mailing_subscriptions where lower(email) = 'news@example.com'",
    );
    expect(rows).toEqual([{ lang: 'ru' }]);
    const bad = await send('news@@example.com');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation_errors.email).toBe('email_incorrect');
  });
});
