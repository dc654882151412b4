import type { AccountDataAnswer } from '@fairline/shared/wire/account';
import { afterAll, describe, expect, it } from 'vitest';
import { createLoggedInUser, type LoggedInUser } from '../../../test/security/security-users';
import { createTestApp } from '../../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());
let ip = 0;
const newPlayer = async (country = 'ru') => {
  ip += 1;
  const user = await createLoggedInUser(t.app, t.database, `10.93.0.${ip}`);
  await t.database.query('update users set country = $2 where id = $1', [user.id, country]);
  return user;
};
const accountData = async (user: LoggedInUser, form = 'profile') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/web-api/officeapi/getaccountdata?form=${form}`,
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json<AccountDataAnswer>().data;
};
const save = (user: LoggedInUser, fields: Record<string, unknown>, form = 'profile') =>
  t.app.inject({
    method: 'POST',
    url: '/web-api/officeapi/saveaccountfields',
    headers: user.headers,
    payload: { form, fields },
  });
const refusal = async (user: LoggedInUser, fields: Record<string, unknown>, form = 'profile') => {
  const res = await save(user, fields, form);
  expect(res.statusCode).toBe(400);
  return res.json<{ error_code: unknown; validation_errors: Record<string, string> }>();
};
const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const fieldOf = (data: AccountDataAnswer['data'], name: string) => data.fields.find((f) => f.name === name);

describe('getaccountdata', () => {
  it('refuses a guest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web-api/officeapi/getaccountdata' });
    expect(res.statusCode).toBe(401);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/web-api/officeapi/saveaccountfields',
      payload: { fields: { name: 'Ann' } },
    });
    expect(saved.statusCode).toBe(401);
  });

  it('serves the profile as registration fields: the configured ones editable, the country read-only', async () => {
    const user = await newPlayer();
    const data = await accountData(user);
    expect(data.locked).toBe(false);
    expect(data.verification_status).toBe('not_started');
    expect(fieldOf(data, 'name')).toMatchObject({ disabled: false, required: false });
    expect(fieldOf(data, 'address')).toMatchObject({ disabled: false });
    expect(fieldOf(data, 'country_id')).toMatchObject({ disabled: true });
    // Not in the brand's editable list and never filled: not shown at all.
    expect(fieldOf(data, 'inn')).toBeUndefined();
    expect(fieldOf(data, 'cpf')).toBeUndefined();
    expect(data.values.country_id).toBeTypeOf('number');
    expect(data.min_age).toBeGreaterThanOrEqual(18);
    expect(data.relation_fields.map((r) => r.field_id)).toEqual(['region_id', 'city_id']);
  });
});

describe('saveaccountfields', () => {
  it('stores edited fields and serves them back; a stored required field can no longer be emptied', async () => {
    const user = await newPlayer();
    const res = await save(user, {
      name: 'Anna-Maria',
      surname: "O'Neil",
      address: '1 Main St',
      date_birthday: yearsAgo(30),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ saved: string[] }>().saved.sort()).toEqual(['address', 'date_birthday', 'name', 'surname']);
    const data = await accountData(user);
    expect(data.values).toMatchObject({
      name: 'Anna-Maria',
      surname: "O'Neil",
      address: '1 Main St',
      date_birthday: yearsAgo(30),
    });
    expect(fieldOf(data, 'name')).toMatchObject({ required: true });
    expect((await refusal(user, { name: '' })).validation_errors).toEqual({ name: 'required' });
    // Sending the stored values back unchanged saves nothing.
    const again = await save(user, { name: 'Anna-Maria', country_id: data.values.country_id });
    expect(again.json<{ saved: string[] }>().saved).toEqual([]);
  });

  it('applies the name rule (letters, spaces, apostrophes, hyphens)', async () => {
    const user = await newPlayer();
    expect((await refusal(user, { name: 'R2D2' })).validation_errors).toEqual({ name: 'name_available_symbols' });
  });

  it('applies the length rule', async () => {
    const user = await newPlayer();
    expect((await refusal(user, { address: 'x'.repeat(201) })).validation_errors).toEqual({
      address: 'max_symbols_limit',
    });
  });

  it('applies the minimum age of the player’s country to the birth date', async () => {
    const user = await newPlayer();
    expect((await refusal(user, { date_birthday: yearsAgo(18, 1) })).validation_errors).toEqual({
      date_birthday: 'min_age',
    });
    expect((await save(user, { date_birthday: yearsAgo(18, -1) })).statusCode).toBe(200);
  });

  it('refuses a date that is not one', async () => {
    const user = await newPlayer();
    expect((await refusal(user, { date_birthday: '1990-13-45' })).validation_errors.date_birthday).toMatch(/date/);
  });

  it('refuses an expired document and an issue date in the future', async () => {
    const user = await newPlayer();
    const errors = (await refusal(user, { passport_end_date: yearsAgo(1), passport_date: yearsAgo(-1) }))
      .validation_errors;
    expect(errors).toEqual({ passport_end_date: 'date_min', passport_date: 'date_max' });
  });

  it('refuses a region of another country and a city of another region', async () => {
    const user = await newPlayer();
    const country = (await accountData(user)).values.country_id;
    const [foreign] = await t.database.query<{ id: number }>(
      'select id from geo_regions where country_id <> $1 limit 1',
      [country],
    );
    expect((await refusal(user, { region_id: foreign?.id })).validation_errors).toEqual({ region_id: 'invalid_value' });
    const [own] = await t.database.query<{ id: number }>('select id from geo_regions where country_id = $1 limit 1', [
      country,
    ]);
    const [otherCity] = await t.database.query<{ id: number }>(
      'select id from geo_cities where region_id <> $1 limit 1',
      [own?.id],
    );
    expect((await refusal(user, { region_id: own?.id, city_id: otherCity?.id })).validation_errors).toEqual({
      city_id: 'invalid_value',
    });
    expect((await save(user, { region_id: own?.id })).statusCode).toBe(200);
  });

  it('refuses a read-only field that changes and a field the form does not have', async () => {
    const user = await newPlayer();
    const country = Number((await accountData(user)).values.country_id);
    const res = await refusal(user, { country_id: country + 1, inn: '1234567890', email: 'a@b.cd' });
    expect(res.error_code).toBe('field_read_only');
    expect(res.validation_errors).toEqual({
      country_id: 'field_read_only',
      inn: 'field_unknown',
      email: 'field_unknown',
    });
  });

  it('locks every field once the identity is verified', async () => {
    const user = await newPlayer();
    expect((await save(user, { name: 'Ivan' })).statusCode).toBe(200);
    await t.database.query("insert into verifications (user_id, status, decided_at) values ($1, 'verified', now())", [
      user.id,
    ]);
    const data = await accountData(user);
    expect(data.locked).toBe(true);
    expect(data.fields.every((f) => f.disabled === true)).toBe(true);
    const res = await refusal(user, { name: 'Petr' });
    expect(res.error_code).toBe('verification_locked');
    expect(res.validation_errors).toEqual({ name: 'field_read_only' });
    expect((await accountData(user)).values.name).toBe('Ivan');
  });

  it('locks every field while the documents are under review', async () => {
    const user = await newPlayer();
    await t.database.query("insert into verifications (user_id, status) values ($1, 'pending')", [user.id]);
    expect((await refusal(user, { address: 'Elsewhere 2' })).error_code).toBe('verification_locked');
  });

  it('leaves NUL characters to the global guard', async () => {
    const user = await newPlayer();
    const res = await refusal(user, { name: 'An\u0000na' });
    expect(res.validation_errors).toHaveProperty(['fields.name']);
  });
});

describe('the identification form (registrationIdentification)', () => {
  it('asks the brand × country’s identification fields, required, in the configured order', async () => {
    const user = await newPlayer('br');
    const data = await accountData(user, 'identification');
    expect(data.fields.map((f) => f.name)).toEqual([
      'cpf',
      'citizenship_id',
      'gender',
      'birthplace',
      'postal_code',
      'bank',
      'bank_account',
      'bank_account_owner',
      'pep',
    ]);
    expect(fieldOf(data, 'cpf')).toMatchObject({ required: true, disabled: false });
  });

  it('checks the CPF digits and the bank account, then stores them in their kept form', async () => {
    const user = await newPlayer('br');
    const bad = await refusal(
      user,
      { cpf: '111.111.111-11', bank_account: 'DE89 3704 0044 0532 0130 01' },
      'identification',
    );
    expect(bad.validation_errors).toMatchObject({ cpf: 'cpf_invalid', bank_account: 'bank_account_invalid' });
    const filled = {
      cpf: '529.982.247-25',
      citizenship_id: (await accountData(user)).values.country_id,
      gender: 2,
      birthplace: 'São Paulo',
      postal_code: '01310-100',
      bank: 'Banco do Brasil',
      bank_account: 'DE89 3704 0044 0532 0130 00',
      bank_account_owner: 'Maria da Silva',
      pep: false,
    };
    const res = await save(user, filled, 'identification');
    expect(res.statusCode).toBe(200);
    const data = await accountData(user, 'identification');
    expect(data.values).toMatchObject({ cpf: '52998224725', bank_account: 'DE89370400440532013000', gender: 2 });
  });

  it('refuses a form with a required field missing', async () => {
    const user = await newPlayer('br');
    const errors = (await refusal(user, { cpf: '529.982.247-25' }, 'identification')).validation_errors;
    expect(errors).toMatchObject({ gender: 'required', citizenship_id: 'required', bank: 'required' });
  });
});
