import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedInUser, type LoggedInUser } from '../../../test/security/security-users';
import { createTestApp, type TestApp } from '../../../test/test-app';

// PAYMENTS_SANDBOX=false (the default of a real deployment): no test-card page, no callback that
// credits money, and deposits and withdrawals refused before anything is written.

let t: TestApp;
let user: LoggedInUser;
beforeAll(async () => {
  t = await createTestApp({ PAYMENTS_SANDBOX: false, DEV_OIDC: false });
  user = await createLoggedInUser(t.app, t.database, '10.95.0.1');
});
afterAll(() => t.close());

const paymentsOf = async (userId: number) =>
  (await t.database.query<{ n: number }>('select count(*)::int as n from payments where user_id = $1', [userId]))[0]!.n;

describe('with the sandbox payment provider off', () => {
  it('refuses a deposit with 503 payments_unavailable and records no payment', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/payments/deposit',
      headers: user.headers,
      payload: { amount: '25', currency_id: 10, lang: 'en' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error_code: 'payments_unavailable' });
    expect(await paymentsOf(user.id)).toBe(0);
  });

  it('refuses a withdrawal request the same way, moving no money', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/payments/withdraw',
      headers: user.headers,
      payload: { amount: '10', account_id: 1 },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error_code: 'payments_unavailable' });
    expect(await paymentsOf(user.id)).toBe(0);
  });

  it('has no sandbox callback that could credit money, and no test-card page', async () => {
    const callback = await t.app.inject({
      method: 'POST',
      url: '/web-api/payments/sandbox/callback',
      payload: { provider_tx_id: 'x', deposit_id: 'y', status: 'succeeded', amount: 100, currency: 'USD' },
    });
    expect(callback.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/payments/sandbox/pay/abc' })).statusCode).toBe(404);
  });

  it('still asks for a login first', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/payments/deposit',
      payload: { amount: '25', currency_id: 10, lang: 'en' },
    });
    expect(res.statusCode).toBe(401);
  });
});
