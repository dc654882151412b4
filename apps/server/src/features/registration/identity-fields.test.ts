import { IDENTITY_CHECKS, validateForm } from '@fairline/shared/validation';
import type { ServedField } from '@fairline/shared/wire/registration';
import { describe, expect, it } from 'vitest';
import { fieldCatalog } from './field-catalog';
import type { FormContext } from './form-context';
import { buildForm } from './forms';
import { IDENTITY_FIELD_IDS, identityFields } from './identity-fields';

const ctx: FormContext = {
  lang: 'en',
  geoCountryId: 1,
  geoCountryCode: 'ru',
  defaultCurrencyId: 1,
  places: { countryIds: [], regionIds: [] },
  captcha: { type: 'disabled', siteKeys: {} } as unknown as FormContext['captcha'],
  socialNetworks: [],
  bonuses: [],
  today: '2026-11-26',
};
const now = new Date('2026-11-26T12:00:00Z');
const fields = identityFields(ctx);
const one = (name: string) => fields.filter((f) => f.name === name) as ServedField[];
const errorOf = (name: string, value: unknown) =>
  validateForm(one(name), { [name]: value as string }, { now, customChecks: IDENTITY_CHECKS })[name]?.message;

describe('identity fields', () => {
  it('are all in the catalog, each under its spec id', () => {
    const catalog = fieldCatalog(ctx);
    expect(IDENTITY_FIELD_IDS.filter((id) => !catalog[id])).toEqual([]);
  });

  it('are required when asked, but the PEP declaration (unticked is a declaration too)', () => {
    for (const id of IDENTITY_FIELD_IDS.filter((i) => i !== 'pep')) expect(errorOf(id, '')).toBe('required');
    expect(errorOf('pep', false)).toBeUndefined();
  });

  it('citizenship and gender must be one of their options (the server checks option membership)', () => {
    expect(one('citizenship_id')[0]?.options?.length).toBeGreaterThan(200);
    expect(one('gender')[0]?.options?.map((o) => o.id)).toEqual([1, 2]);
  });

  it('birthplace: letters and place-name punctuation only', () => {
    expect(errorOf('birthplace', 'São Paulo, Brazil')).toBeUndefined();
    expect(errorOf('birthplace', 'Town <script>')).toBe('pattern_mismatch');
  });

  it('passport issue date: not in the future; expiry: not in the past', () => {
    expect(errorOf('passport_date', '2020-05-01')).toBeUndefined();
    expect(errorOf('passport_date', '2027-01-01')).toBe('date_max');
    expect(errorOf('passport_end_date', '2030-05-01')).toBeUndefined();
    expect(errorOf('passport_end_date', '2025-01-01')).toBe('date_min');
    expect(errorOf('passport_end_date', 'soon')).toBe('date_incorrect');
  });

  it('passport issuer: at most 200 characters', () => {
    expect(errorOf('passport_who', 'x'.repeat(201))).toBe('max_symbols_limit');
  });

  it('postal code: 3 to 10 letters and digits with inner spaces or hyphens', () => {
    expect(errorOf('postal_code', 'SW1A 1AA')).toBeUndefined();
    expect(errorOf('postal_code', '01310-100')).toBeUndefined();
    expect(errorOf('postal_code', '1')).toBe('pattern_mismatch');
    expect(errorOf('postal_code', '-123')).toBe('pattern_mismatch');
  });

  it('CPF: its format, then its check digits', () => {
    expect(errorOf('cpf', '529.982.247-25')).toBeUndefined();
    expect(errorOf('cpf', '5299-8224')).toBe('pattern_mismatch');
    expect(errorOf('cpf', '529.982.247-24')).toBe('cpf_invalid');
  });

  it('bank account: its characters, then the IBAN check', () => {
    expect(errorOf('bank_account', 'GB29 NWBK 6016 1331 9268 19')).toBeUndefined();
    expect(errorOf('bank_account', 'GB29/NWBK')).toBe('pattern_mismatch');
    expect(errorOf('bank_account', 'GB29 NWBK 6016 1331 9268 18')).toBe('bank_account_invalid');
  });

  it('bank account owner: the name rule', () => {
    expect(errorOf('bank_account_owner', 'Maria da Silva')).toBeUndefined();
    expect(errorOf('bank_account_owner', 'M4ria')).toBe('name_available_symbols');
  });
});

describe('a brand asking for identity fields in registration', () => {
  const settings = (fullRegSort: string[]) =>
    ({ full_reg_sort: fullRegSort, fast_reg_sort: ['cpf'] }) as unknown as Parameters<typeof buildForm>[2];

  it('serves them in full registration when its sort list names them', () => {
    const form = buildForm('full_reg', ctx, settings(['email', 'cpf', 'pep']));
    expect(form.map((f) => f.name).slice(0, 3)).toEqual(['email', 'cpf', 'pep']);
  });

  it('does not serve them in one-click registration', () => {
    expect(buildForm('fast_reg', ctx, settings([])).some((f) => f.name === 'cpf')).toBe(false);
  });

  it('does not serve them where no sort list asks', () => {
    expect(buildForm('full_reg', ctx, settings([])).some((f) => IDENTITY_FIELD_IDS.includes(f.name as never))).toBe(
      false,
    );
  });
});
