import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletTestApp, type TestUser, type WalletTestApp } from '../wallet/wallet.testing';

// The sandbox providers' hosted pages speak the language the merchant passed with the deposit (the
// player's site language): every text of the card and wallet pages, their errors and done pages.
let t: WalletTestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createWalletTestApp();
  user = await t.seedUser({ currencyId: 10 });
});
afterAll(() => t.close());

async function startDeposit(lang: string, method: 'card' | 'ewallet') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/web-api/payments/deposit',
    headers: user.headers,
    payload: { amount: '12.50', currency_id: 10, lang, method },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ deposit_id: string; redirect_url: string }>().redirect_url;
}

const post = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

// A few exact phrases per language: proof that the page is really translated, not just relabelled.
const CARD = {
  en: [
    '<title>Sandbox payment</title>',
    'Card number',
    'Expiry (MM/YY)',
    'Pay <bdi>12.50 USD</bdi>',
    'Back to Fairline',
  ],
  ru: [
    '<title>Тестовая оплата</title>',
    'Номер карты',
    'Срок действия (ММ/ГГ)',
    'Оплатить <bdi>12.50 USD</bdi>',
    'Вернуться в Fairline',
  ],
  ar: [
    '<title>دفع تجريبي</title>',
    'رقم البطاقة',
    'تاريخ الانتهاء (MM/YY)',
    'ادفع <bdi>12.50 USD</bdi>',
    'العودة إلى Fairline',
  ],
} as const;
const CARD_ERROR = {
  en: 'Use a test card: 4242 4242 4242 4242 or 4000 0000 0000 0002',
  ru: 'Используйте тестовую карту: 4242 4242 4242 4242 или 4000 0000 0000 0002',
  ar: 'استخدم بطاقة تجريبية: 4242 4242 4242 4242 أو 4000 0000 0000 0002',
} as const;
const WALLET = {
  en: ['<title>Fairpay wallet</title>', 'Wallet e-mail', 'Approve <bdi>12.50 USD</bdi>', 'Test mode. Any e-mail'],
  ru: [
    '<title>Кошелёк Fairpay</title>',
    'E-mail кошелька',
    'Подтвердить <bdi>12.50 USD</bdi>',
    'Тестовый режим. Любой e-mail',
  ],
  ar: [
    '<title>محفظة Fairpay</title>',
    'البريد الإلكتروني للمحفظة',
    'وافق على <bdi>12.50 USD</bdi>',
    'وضع الاختبار. أي بريد إلكتروني',
  ],
} as const;
const WALLET_ERROR = {
  en: 'Wrong PIN. Test PINs: 1234 approves, 0000 is refused',
  ru: 'Неверный PIN. Тестовые PIN: 1234 подтверждает, 0000 — отказ',
  ar: 'رمز PIN غير صحيح. الرموز التجريبية: 1234 للموافقة، 0000 للرفض',
} as const;
const CANCELLED = { en: 'Payment cancelled', ru: 'Оплата отменена', ar: 'تم إلغاء الدفع' } as const;
const DIR = { en: 'ltr', ru: 'ltr', ar: 'rtl' } as const;
const LANGS = ['en', 'ru', 'ar'] as const;

describe('the sandbox card page in the merchant’s language', () => {
  it.each(LANGS)('shows the form, its error and its done page in %s', async (lang) => {
    const url = await startDeposit(lang, 'card');
    const page = await get(url);
    expect(page).toContain(`<html lang="${lang}" dir="${DIR[lang]}">`);
    for (const phrase of CARD[lang]) expect(page).toContain(phrase);

    const wrong = await post(url, 'card_number=5555+5555+5555+4444&expiry=12%2F35&cvc=123');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain(`<html lang="${lang}" dir="${DIR[lang]}">`);
    expect(wrong.body).toContain(`role="alert">${CARD_ERROR[lang]}</div>`);

    const back = await post(`${url}/cancel`, '');
    expect(back.headers.location).toBe(`/${lang}/office/payments?deposit=cancelled`);
    const done = await get(url);
    expect(done).toContain(`<html lang="${lang}" dir="${DIR[lang]}">`);
    expect(done).toContain(`<h1>${CANCELLED[lang]}</h1>`);
    expect(done).toContain(CARD[lang][4]);
  });
});

describe('the sandbox e-wallet page in the merchant’s language', () => {
  it.each(LANGS)('shows the login, its error and its done page in %s', async (lang) => {
    const url = await startDeposit(lang, 'ewallet');
    const page = await get(url);
    expect(page).toContain(`<html lang="${lang}" dir="${DIR[lang]}">`);
    for (const phrase of WALLET[lang]) expect(page).toContain(phrase);
    expect(page).toContain(CARD[lang][4]);

    const wrong = await post(url, 'email=anna%40mail.test&pin=5555');
    expect(wrong.body).toContain(`role="alert">${WALLET_ERROR[lang]}</div>`);
    // The e-mail typed is kept; only the PIN is asked again.
    expect(wrong.body).toContain('value="anna@mail.test"');

    await post(`${url}/cancel`, '');
    expect(await get(url)).toContain(`<h1>${CANCELLED[lang]}</h1>`);
  });
});

describe('languages the pages do not speak', () => {
  it('falls back to English, left to right, for an unknown language', async () => {
    for (const method of ['card', 'ewallet'] as const) {
      const page = await get(await startDeposit('de', method));
      expect(page).toContain('<html lang="en" dir="ltr">');
      expect(page).toContain('Back to Fairline');
    }
  });

  it('reads a regional tag by its language: ar-eg is Arabic, right to left', async () => {
    const page = await get(await startDeposit('ar-eg', 'card'));
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('رقم البطاقة');
  });

  it('keeps card fields and amounts left to right on the Arabic page', async () => {
    const page = await get(await startDeposit('ar', 'card'));
    expect(page).toMatch(/<input id="card_number" name="card_number" dir="ltr"/);
    expect(page).toContain('<div class="amount"><bdi>12.50 USD</bdi></div>');
  });
});
