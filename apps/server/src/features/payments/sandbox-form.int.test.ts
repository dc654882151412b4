import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, createMixUser, type MixUser } from '../../../test/money/mix-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CSRF_HEADER } from '../auth/auth.service';

// The sandbox card page in a real browser: the form posts with the player's session cookie and
// cannot add the CSRF header, so the whole app (with its CSRF guard) must still take it.
let t: TestApp;
let user: MixUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createMixUser(t.database, `sandbox${Date.now()}`);
});
afterAll(() => t?.close());

const cookieOnly = () => {
  const { [CSRF_HEADER]: _header, ...rest } = user.headers;
  return rest;
};

describe('sandbox card form through the whole app', () => {
  it('credits a deposit when the form posts with the session cookie and no CSRF header', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/web-api/payments/deposit',
      headers: user.headers,
      payload: { amount: '12.50', currency_id: 10, lang: 'en' },
    });
    expect(started.statusCode).toBe(200);
    const { redirect_url } = started.json<{ redirect_url: string }>();
    const paid = await t.app.inject({
      method: 'POST',
      url: redirect_url,
      headers: { ...cookieOnly(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card_number=4242+4242+4242+4242&expiry=12%2F35&cvc=123',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/en/office/payments?deposit=ok');
    expect((await balancesOf(t.database, user.id)).player_cash).toBe(1_250);
  });

  it('still refuses the player API without the CSRF header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/payments/deposit',
      headers: cookieOnly(),
      payload: { amount: '5', currency_id: 10, lang: 'en' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error_code: 'csrf' });
  });
});
