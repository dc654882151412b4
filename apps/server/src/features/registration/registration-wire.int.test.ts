import { REGISTRATION_TYPES } from '@fairline/shared/enums';
import { captchaChallenge } from '@fairline/shared/wire/captcha';
import {
  checkEmailAnswer,
  formFieldsAnswer,
  mailingAnswer,
  registeredAnswer,
  registrationCodeAnswer,
  registrationDataAnswer,
  registrationTypesAnswer,
  typeFieldsAnswer,
  welcomeBonusesAnswer,
} from '@fairline/shared/wire/registration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExactWire } from '../../../test/wire-answer';
import { SESSION_COOKIE } from '../auth/auth.service';
import {
  createRegistrationTestApp,
  lastMessage,
  patchBrandConfig,
  type RegistrationTestApp,
  solvedCaptcha,
} from './registration.testing';

// Every registration route's real answers (and the captcha challenge the forms solve), for a guest and
// for a logged-in player, read with the shared wire schemas the registration screens type their calls with.
let t: RegistrationTestApp;
let visitors: (readonly [who: string, headers: Record<string, string>])[];

const V1 = '/web-api/api/web/registration/v1';
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createRegistrationTestApp();
  await patchBrandConfig(t, 'fairline', 'registration', {
    registrationTypes: [...REGISTRATION_TYPES],
    socialRegistrationTypes: [{ type: 'google' }],
  });
  const fast = await post(`${V1}/register/fast_reg`, {
    fields: { country_id: 4, currency_id: 4, 'agree-policy': true },
    captcha: await solvedCaptcha(t.app),
  });
  const session = fast.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
  visitors = [
    ['guest', {}],
    ['player', { cookie: `${SESSION_COOKIE}=${session}`, 'x-requested-with': 'fetch' }],
  ];
});
afterAll(() => t.close());

const eachVisitor = async (check: (headers: Record<string, string>) => Promise<void>) => {
  for (const [, headers] of visitors) await check(headers);
};

describe('the registration description contract, for a guest and for a player', () => {
  it('answers the types and every type’s form, new and old flow, in the shared shapes', async () => {
    await eachVisitor(async (headers) => {
      const { data } = readExactWire(await get(`${V1}/types`, headers), registrationTypesAnswer);
      expect(data.attributes.types).toEqual(REGISTRATION_TYPES);
      for (const type of data.attributes.types) {
        for (const lang of ['en', 'ru']) {
          const form = readExactWire(
            await get(`${V1}/fields/${type}?lang=${lang}&bonus=WELCOME_CASINO`, headers),
            typeFieldsAnswer,
          );
          expect(form.data.attributes.fields.length).toBeGreaterThan(0);
          const old = readExactWire(
            await post('/web-api/registration/fields', { params: { type }, lang }, headers),
            formFieldsAnswer,
          );
          expect(old.fields.map((f) => f.id)).toEqual(form.data.attributes.fields.map((f) => f.id));
        }
      }
    });
  });

  it('answers the registration data, page and widget, and the welcome bonuses in the shared shapes', async () => {
    await eachVisitor(async (headers) => {
      for (const isWidget of [true, false]) {
        const data = readExactWire(await post('/web-api/registration', { isWidget }, headers), registrationDataAnswer);
        expect(data.additionalConfig.showBackButton).toBe(!isWidget);
      }
      const bonuses = readExactWire(
        await get('/web-api/api/v3/bonuses/welcome-bonuses?bonus=WELCOME_CASINO', headers),
        welcomeBonusesAnswer,
      );
      expect(bonuses.data[0]?.attributes.bonusCode).toBe('WELCOME_CASINO');
    });
  });

  it('answers a captcha challenge and a newsletter opt-in in the shared shapes', async () => {
    await eachVisitor(async (headers) => {
      readExactWire(await get('/puzzle-api/challenge', headers), captchaChallenge);
      readExactWire(await post('/web-api/mailing', { email: 'news@example.com', lang: 'en' }, headers), mailingAnswer);
    });
  });
});

describe('the registration submit contract', () => {
  it('answers fast_reg with the password shown once, phone_reg with the new id, and e-mail types with check_email', async () => {
    const fast = await post(`${V1}/register/fast_reg`, {
      fields: { country_id: 4, currency_id: 4, 'agree-policy': true },
      captcha: await solvedCaptcha(t.app),
    });
    expect(readExactWire(fast, registeredAnswer)).toHaveProperty('password');

    const phone = { phone: '7017654321', country: 'KZ', captcha: await solvedCaptcha(t.app) };
    readExactWire(await post(`${V1}/phone-code`, phone), registrationCodeAnswer);
    const code = (await lastMessage(t.database, '77017654321'))?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    const byPhone = await post(`${V1}/register/phone_reg`, {
      fields: {
        phone: { countryId: 4, countryCode: 'kz', phoneCode: '7', phoneNum: '7017654321', fullPhone: '77017654321' },
        phone_confirmation: code,
        password: 'Steppe-Wind-1986',
        currency_id: 4,
        'agree-policy': true,
      },
    });
    expect(readExactWire(byPhone, registeredAnswer)).not.toHaveProperty('password');

    const byEmail = await post(`${V1}/register/short_reg?lang=en`, {
      fields: { email: 'wire@example.com', password: 'Sunny-Meadow-42', currency_id: 12, 'agree-policy': true },
      captcha: await solvedCaptcha(t.app),
    });
    readExactWire(byEmail, checkEmailAnswer, 202);
  });
});
