// A player registered with the sport welcome bonus (ADR 0039), for the bonus journeys.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { CSRF, lastCode, solvedCaptcha } from './dev-api';

const TENGE = 4;
const SPORT_WELCOME = 0;

/**
 * Registers by phone through the API with the sport welcome bonus chosen; the page's context is logged in.
 * `prefix` starts the national number, so specs running side by side never pick the same phone.
 */
export async function registerWithSportBonus(page: Page, request: APIRequestContext, prefix = '71') {
  const national = `${prefix}${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const sent = await request.post('/web-api/api/web/registration/v1/phone-code', {
    headers: CSRF,
    data: { phone: national, country: 'kz', captcha: await solvedCaptcha(request) },
  });
  expect(sent.status()).toBe(200);
  const code = await lastCode(request, `7${national}`);
  const phone = { countryId: 4, countryCode: 'kz', phoneCode: '7', phoneNum: national, fullPhone: `7${national}` };
  const res = await page.request.post('/web-api/api/web/registration/v1/register/phone_reg?lang=en', {
    headers: CSRF,
    data: {
      fields: {
        phone,
        phone_confirmation: code,
        password: 'amber-harbour-48',
        currency_id: TENGE,
        bonus_choice: SPORT_WELCOME,
        'agree-policy': true,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}
