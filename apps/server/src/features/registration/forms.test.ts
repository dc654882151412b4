import { sanitizeSiteConfig } from '@fairline/shared/config';
import { REGISTRATION_TYPES } from '@fairline/shared/enums';
import { describe, expect, it } from 'vitest';
import type { FormContext } from './form-context';
import { buildForm, DEFAULT_FORMS } from './forms';

const ctx = (over: Partial<FormContext> = {}): FormContext => ({
  lang: 'en',
  geoCountryId: 4,
  geoCountryCode: 'kz',
  defaultCurrencyId: 4,
  places: { countryIds: [4], regionIds: [401] },
  captcha: { type: 'custom', siteKeys: {} },
  socialNetworks: ['google'],
  bonuses: [{ id: 0, info: 'x', bonusCode: 'A' }],
  today: '2026-01-01',
  ...over,
});
const settings = (registration: Record<string, unknown> = {}) => sanitizeSiteConfig({ registration }).registration;
const names = (type: (typeof REGISTRATION_TYPES)[number], c = ctx(), s = settings()) =>
  buildForm(type, c, s).map((f) => String(f.id));

describe('registration forms', () => {
  it.each(REGISTRATION_TYPES.map((type) => [type]))(
    'serves every default field of %s that exists, with unique names',
    (type) => {
      const ids = names(type);
      expect(new Set(buildForm(type, ctx(), settings()).map((f) => f.name)).size).toBe(ids.length);
      expect(ids).toEqual(DEFAULT_FORMS[type].filter((id) => id !== 'google_captcha_response'));
    },
  );

  it('puts the sort list first, ignores ids the form lacks, keeps the rest in default order', () => {
    expect(names('short_reg', ctx(), settings({ short_reg_sort: ['agree-policy', 'passport', 'email'] }))).toEqual([
      'agree-policy',
      'email',
      'password',
      'currency_id',
      'custom_captcha',
    ]);
  });

  it('serves the hosted-captcha field with its site key, and none when disabled', () => {
    const hosted = buildForm(
      'fast_reg',
      ctx({ captcha: { type: 'hcaptcha', siteKeys: { hcaptcha: 'site-1' } } }),
      settings(),
    );
    expect(hosted.at(-1)).toMatchObject({
      id: 'google_captcha_response',
      name: 'captcha',
      customization: { captcha_type: 'hcaptcha', site_key: 'site-1' },
    });
    expect(names('fast_reg', ctx({ captcha: { type: 'disabled', siteKeys: {} } }))).not.toContain('custom_captcha');
  });

  it('turns conditional fields into v1 dependent fields and drops v1 rules without message', () => {
    const v1 = buildForm('full_reg_v1', ctx(), settings());
    const inn = v1.find((f) => f.id === 'inn')!;
    expect(inn).toMatchObject({ parentFieldName: 'country_id', allVisibilityCases: [4, 1] });
    expect(inn.validation).toEqual({ match: { message: 'pattern_mismatch', value: '^(\\d{10}|\\d{12})$' } });
    expect(v1.find((f) => f.id === 'password')?.validation?.maxLength).toBeDefined();
    expect(v1.some((f) => f.depends_on)).toBe(false);
  });
});
