import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('information pages', () => {
  it('serves a page in the requested language', async () => {
    const res = await t.app.inject('/web-api/information/rules?lang=ru');
    expect(res.statusCode).toBe(200);
    const a = res.json().data.attributes;
    expect(a.lang).toBe('ru');
    expect(a.blocks.length).toBeGreaterThanOrEqual(3);
  });

  it('falls back to English for a language without content', async () => {
    const a = (await t.app.inject('/web-api/information/cookies?lang=de')).json().data.attributes;
    expect(a.lang).toBe('en');
  });

  it('refuses a page that is not in the spec list', async () => {
    const res = await t.app.inject('/web-api/information/secret');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Unknown page: secret');
  });
});

describe('cookie consent log', () => {
  it('records the level and the time of the agreement', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/api-v3/v1/user/agreement-with-cookies/log',
      payload: { level: 3, visitor_id: '6f1c1c2e-2b7a-4a55-9a43-3f0e0e6c1a11' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { level: 3 } });
    const rows = await t.database.query<{ level: number }>('select level from cookie_agreements');
    expect(rows).toEqual([{ level: 3 }]);
  });
});
