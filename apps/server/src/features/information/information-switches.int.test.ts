// information.hiddenPages and office.isPaymentAuthRequired, on the seeded brands: Meridian hides the
// SMS-bets and cash-terminal pages and keeps its payment page for players; Fairline does neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSession, SESSION_COOKIE } from '../auth/auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FAIRLINE = 'localhost';
const MERIDIAN = 'meridian.localhost';
const page = (host: string, key: string, cookie?: string) =>
  t.app.inject({ url: `/web-api/information/${key}?lang=en`, headers: { host, ...(cookie ? { cookie } : {}) } });

async function meridianPlayer(): Promise<string> {
  const [row] = await t.database.query<{ id: unknown }>(
    `insert into users (brand_id, email, password_hash, country, currency_id, registration_type)
     select id, $1, 'x', 'de', 12, 'full_reg' from brands where slug = 'meridian' returning id`,
    [`info-${Date.now()}@example.com`],
  );
  const session = await createSession(t.database, { userId: Number(row?.id) });
  return `${SESSION_COOKIE}=${session.token}`;
}

describe('information.hiddenPages', () => {
  it.each(['smsbets', 'cashTerminals'])('answers %s as an unknown page on the brand that hides it', async (key) => {
    const res = await page(MERIDIAN, key);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Unknown page: ${key}`);
  });

  it('serves the same page on a brand that does not hide it, and other pages on the hiding brand', async () => {
    expect((await page(FAIRLINE, 'smsbets')).statusCode).toBe(200);
    expect((await page(MERIDIAN, 'rules')).statusCode).toBe(200);
  });
});

describe('office.isPaymentAuthRequired', () => {
  it('refuses the payment page to a guest where it is on', async () => {
    const res = await page(MERIDIAN, 'payment');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Log in to see the payment page');
  });

  it('serves it to a logged-in player there, privately cached', async () => {
    const res = await page(MERIDIAN, 'payment', await meridianPlayer());
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.title).toBeTruthy();
    expect(res.headers['cache-control']).toBe('private, max-age=300');
  });

  it('serves it to guests where it is off (the default)', async () => {
    const res = await page(FAIRLINE, 'payment');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});
