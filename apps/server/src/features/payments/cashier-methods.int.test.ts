import type { PaymentAttemptsAnswer, PaymentMethodsAnswer } from '@fairline/shared/wire/cashier-methods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, createWalletTestApp, type TestUser, type WalletTestApp } from '../wallet/wallet.testing';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createWalletTestApp();
});
afterAll(() => t.close());

const USD = 10;
const RUB = 1;
const BTC = 100;

const methods = async (user: TestUser, direction: string, currencyId: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/web-api/payments/methods?direction=${direction}&currency_id=${currencyId}`,
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json<PaymentMethodsAnswer>();
};

const deposit = (user: TestUser, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/web-api/payments/deposit',
    headers: user.headers,
    payload: { lang: 'en', ...body },
  });

const paymentCount = async (user: TestUser) => {
  const [row] = await t.database.query<{ n: unknown }>('select count(*) as n from payments where user_id = $1', [
    user.id,
  ]);
  return Number(row?.n);
};

describe('payment methods as data', () => {
  it('offers the card and the e-wallet per currency with their own limits and quick amounts inside them', async () => {
    const user = await t.seedUser({ currencyId: USD });
    const usd = await methods(user, 'deposit', USD);
    expect(usd.methods.map((m) => [m.code, m.min, m.max])).toEqual([
      ['card', 1, 10_000],
      ['ewallet', 5, 2_000],
    ]);
    for (const m of usd.methods) {
      expect(m.quick_amounts.length).toBeGreaterThan(0);
      expect(m.quick_amounts.every((a) => a >= m.min && a <= m.max)).toBe(true);
    }
    expect((await methods(user, 'deposit', RUB)).methods.map((m) => [m.code, m.min, m.max])).toEqual([
      ['card', 100, 1_000_000],
      ['ewallet', 500, 200_000],
    ]);
    // No card takes bitcoin: only the e-wallet is offered in BTC.
    expect((await methods(user, 'deposit', BTC)).methods.map((m) => m.code)).toEqual(['ewallet']);
  });

  it('lets a brand’s own row replace the default limits or take a method away', async () => {
    const user = await t.seedUser({ currencyId: USD });
    const [brand] = await t.database.query<{ id: number }>(`select id from brands where slug = 'fairline'`);
    await t.database.query(
      `insert into payment_methods (brand_id, code, provider, logo, direction, currency_id, min_amount, max_amount, position, enabled)
       values ($1, 'card', 'sandbox', 'card', 'withdrawal', $2, 2000, 50000, 1, true),
              ($1, 'ewallet', 'sandbox_wallet', 'ewallet', 'withdrawal', $2, 500, 200000, 2, false)`,
      [brand?.id, USD],
    );
    try {
      expect((await methods(user, 'withdrawal', USD)).methods.map((m) => [m.code, m.min, m.max])).toEqual([
        ['card', 20, 500],
      ]);
      expect((await t.deposit(user, '100')) === 'credited').toBe(true);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/web-api/payments/withdraw',
        headers: user.headers,
        payload: { amount: '10', account_id: user.cashAccountId, method: 'card' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error_code: 'method_min' });
      const hidden = await t.app.inject({
        method: 'POST',
        url: '/web-api/payments/withdraw',
        headers: user.headers,
        payload: { amount: '30', account_id: user.cashAccountId, method: 'ewallet' },
      });
      expect(hidden.json()).toMatchObject({ error_code: 'unknown_method' });
    } finally {
      await t.database.query('delete from payment_methods where brand_id = $1', [brand?.id]);
    }
  });
});

describe('method limits are enforced per currency', () => {
  it('refuses a deposit under the method’s minimum or over its maximum with the limit named, writing nothing', async () => {
    const user = await t.seedUser({ currencyId: USD });
    const before = await paymentCount(user);
    const small = await deposit(user, { amount: '4.99', currency_id: USD, method: 'ewallet' });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({
      error_code: 'method_min',
      message: 'The smallest deposit by this method is 5.00 USD',
    });
    const big = await deposit(user, { amount: '2000.01', currency_id: USD, method: 'ewallet' });
    expect(big.json()).toMatchObject({ error_code: 'method_max' });
    expect(await paymentCount(user)).toBe(before);
    // The same method takes the edges themselves.
    expect((await deposit(user, { amount: '5', currency_id: USD, method: 'ewallet' })).statusCode).toBe(200);
    expect((await deposit(user, { amount: '2000', currency_id: USD, method: 'ewallet' })).statusCode).toBe(200);
  });

  it('judges one amount by the limits of its own currency: 50 is enough in dollars, too little in rubles', async () => {
    const dollarPlayer = await t.seedUser({ currencyId: USD });
    expect((await deposit(dollarPlayer, { amount: '50', currency_id: USD, method: 'card' })).statusCode).toBe(200);
    const user = await t.seedUser({ currencyId: RUB });
    const rubles = await deposit(user, { amount: '50', currency_id: RUB, method: 'card' });
    expect(rubles.statusCode).toBe(400);
    expect(rubles.json()).toMatchObject({ message: 'The smallest deposit by this method is 100.00 RUB' });
    expect((await deposit(user, { amount: '50', currency_id: RUB, method: 'ewallet' })).statusCode).toBe(400);
    expect((await deposit(user, { amount: '150', currency_id: RUB, method: 'card' })).statusCode).toBe(200);
  });

  it('refuses a withdrawal over the method’s maximum and moves nothing', async () => {
    const user = await t.seedUser({ currencyId: USD });
    expect(await t.deposit(user, '5000')).toBe('credited');
    const before = await balanceOf(t.database, user.cashAccountId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/payments/withdraw',
      headers: user.headers,
      payload: { amount: '2500', account_id: user.cashAccountId, method: 'ewallet' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'method_max' });
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(before);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/web-api/payments/withdraw',
      headers: user.headers,
      payload: { amount: '2000', account_id: user.cashAccountId, method: 'ewallet' },
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.database.query<{ provider: string; method_code: string }>(
      'select provider, method_code from payments where public_id = $1',
      [ok.json<{ withdrawal_id: string }>().withdrawal_id],
    );
    expect(row).toEqual({ provider: 'sandbox_wallet', method_code: 'ewallet' });
  });

  it('refuses a method the brand does not offer in the currency', async () => {
    const user = await t.seedUser({ currencyId: USD });
    const res = await deposit(user, { amount: '10', currency_id: USD, method: 'crypto_box' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'unknown_method' });
  });
});

const attempts = async (user: TestUser) =>
  (
    await t.app.inject({ method: 'GET', url: '/web-api/payments/attempts', headers: user.headers })
  ).json<PaymentAttemptsAnswer>();

const form = (payload: string) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload,
});

describe('the e-wallet end to end through its hosted page', () => {
  it('credits a deposit approved on the wallet page and lists it with the wallet used', async () => {
    const user = await t.seedUser({ currencyId: USD });
    const started = await deposit(user, { amount: '25', currency_id: USD, method: 'ewallet' });
    const { deposit_id, redirect_url } = started.json<{ deposit_id: string; redirect_url: string }>();
    expect(redirect_url).toBe(`/payments/wallet/pay/${deposit_id}`);
    const page = await t.app.inject({ method: 'GET', url: redirect_url });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Fairpay wallet');
    expect(page.body).toContain(`action="/payments/wallet/pay/${deposit_id}/cancel"`);
    // The card page does not serve the wallet's deposit.
    expect((await t.app.inject({ method: 'GET', url: `/payments/sandbox/pay/${deposit_id}` })).statusCode).toBe(404);

    const wrongPin = await t.app.inject({ url: redirect_url, ...form('email=anna%40mail.test&pin=5555') });
    expect(wrongPin.statusCode).toBe(200);
    expect(wrongPin.body).toContain('Wrong PIN');
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(0);

    const paid = await t.app.inject({ url: redirect_url, ...form('email=anna%40mail.test&pin=1234') });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/en/office/payments?deposit=ok');
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(2_500);
    expect((await attempts(user)).items[0]).toMatchObject({
      id: deposit_id,
      kind: 'deposit',
      status: 'credited',
      method_code: 'ewallet',
      method: 'Fairpay a•••@mail.test',
      amount: 25,
      currency: 'USD',
    });
    // Paying twice is not possible: the page now only leads back.
    const again = await t.app.inject({ url: redirect_url, ...form('email=anna%40mail.test&pin=1234') });
    expect(again.headers.location).toBe('/en/office/payments?deposit=ok');
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(2_500);
  });

  it('records a deposit the wallet refuses as declined, crediting nothing', async () => {
    const user = await t.seedUser({ currencyId: USD });
    const { redirect_url } = (await deposit(user, { amount: '10', currency_id: USD, method: 'ewallet' })).json();
    const refused = await t.app.inject({ url: redirect_url, ...form('email=anna%40mail.test&pin=0000') });
    expect(refused.headers.location).toBe('/en/office/payments?deposit=declined');
    expect((await attempts(user)).items[0]).toMatchObject({ status: 'declined', reason: 'declined_by_provider' });
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(0);
  });
});

describe('declined and cancelled attempts in the history', () => {
  it('records "Back to the site" on either page as a cancelled attempt and returns to the cashier', async () => {
    const user = await t.seedUser({ currencyId: USD });
    for (const method of ['card', 'ewallet']) {
      const { deposit_id, redirect_url } = (await deposit(user, { amount: '20', currency_id: USD, method })).json<{
        deposit_id: string;
        redirect_url: string;
      }>();
      const page = await t.app.inject({ method: 'GET', url: redirect_url });
      expect(page.body).toContain('Back to Fairline');
      const back = await t.app.inject({ url: `${redirect_url}/cancel`, ...form('') });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe('/en/office/payments?deposit=cancelled');
      expect((await attempts(user)).items[0]).toMatchObject({
        id: deposit_id,
        status: 'cancelled',
        reason: 'cancelled_by_player',
        method_code: method,
      });
      // A cancelled deposit cannot be paid afterwards.
      const late = await t.app.inject({ method: 'GET', url: redirect_url });
      expect(late.body).toContain('Payment cancelled');
    }
    expect(await balanceOf(t.database, user.cashAccountId)).toBe(0);
  });

  it('lists declined, cancelled, pending and credited deposits and withdrawals, newest first', async () => {
    const user = await t.seedUser({ currencyId: USD });
    expect(await t.deposit(user, '100')).toBe('credited');
    const declined = (await deposit(user, { amount: '10', currency_id: USD, method: 'card' })).json();
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    await t.app.inject({
      url: declined.redirect_url,
      ...form('card_number=4000+0000+0000+0002&expiry=12%2F35&cvc=123'),
    });
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    await deposit(user, { amount: '15', currency_id: USD });
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    await t.app.inject({
      method: 'POST',
      url: '/web-api/payments/withdraw',
      headers: user.headers,
      payload: { amount: '30', account_id: user.cashAccountId },
    });
    const page = await attempts(user);
    expect(page.items.map((i) => [i.kind, i.status, i.amount])).toEqual([
      ['withdrawal', 'requested', 30],
      ['deposit', 'pending', 15],
      ['deposit', 'declined', 10],
      ['deposit', 'credited', 100],
    ]);
    expect(page.has_more).toBe(false);
  });
});
