import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRegistrationTestApp,
  patchBrandConfig,
  type RegistrationTestApp,
  solvedCaptcha,
} from './registration.testing';

// A brand whose registration asks identity fields (issue 20): its full_reg sort list names them, the
// form serves them with their rules, the submit is held to those rules and stores the values where
// the office's account data reads them.

let t: RegistrationTestApp;
beforeAll(async () => {
  t = await createRegistrationTestApp();
  await patchBrandConfig(t, 'fairline', 'registration', {
    registrationTypes: ['full_reg'],
    full_reg_sort: ['email', 'password', 'password_again', 'cpf', 'gender', 'postal_code', 'pep'],
  });
});
afterAll(() => t.close());

const register = async (fields: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/web-api/api/web/registration/v1/register/full_reg?lang=en',
    payload: { fields, captcha: await solvedCaptcha(t.app) },
  });

const valid = (overrides: Record<string, unknown> = {}) => ({
  email: 'joana@example.com',
  password: 'Sunny-Meadow-42',
  password_again: 'Sunny-Meadow-42',
  name: 'Joana',
  surname: 'Silva',
  date_birthday: '1990-05-01',
  country_id: 65,
  region_id: 6501,
  city_id: 650101,
  address: 'Rua Augusta 1',
  currency_id: 12,
  cpf: '529.982.247-25',
  gender: 2,
  postal_code: '01310-100',
  pep: false,
  'agree-policy': true,
  ...overrides,
});

describe('identity fields in registration', () => {
  it('serves the fields the sort list names, first and in its order, with their rules', async () => {
    const res = await t.app.inject({ url: '/web-api/api/web/registration/v1/fields/full_reg?lang=en' });
    const names = res
      .json<{ data: { attributes: { fields: { name: string }[] } } }>()
      .data.attributes.fields.map((f) => f.name);
    expect(names.slice(0, 7)).toEqual(['email', 'password', 'password_again', 'cpf', 'gender', 'postal_code', 'pep']);
  });

  it('refuses a CPF with wrong check digits, a gender that is no option and a malformed postal code', async () => {
    const res = await register(valid({ cpf: '529.982.247-24', gender: 7, postal_code: '#' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().validation_errors).toEqual({
      cpf: 'cpf_invalid',
      gender: 'invalid_value',
      postal_code: 'pattern_mismatch',
    });
  });

  it('stores them in the account profile in their kept form', async () => {
    expect((await register(valid())).statusCode).toBe(202);
    const [user] = await t.database.query<{ profile: Record<string, unknown> }>(
      "select profile from users where email = 'joana@example.com'",
    );
    expect(user?.profile).toMatchObject({ cpf: '52998224725', gender: 2, postalCode: '01310-100', pep: false });
  });
});
