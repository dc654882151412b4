// Issue 21: "With it [thirdPartyCasino] off, no casino menu item, tile or route is shown." Where the
// brand × country switches the casino off (the seed's `us` row), its pages answer like any unknown path:
// 404 with the app's shell, which shows the not-found page (packages/shared routing/casino-pages.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'fairline-casino-pages-'));
  writeFileSync(join(dist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, country?: string) =>
  t.app.inject({ url, headers: { host: 'localhost', ...(country ? { 'x-geo-country': country } : {}) } });

const CASINO_PATHS = [
  '/en/casino',
  '/en/slots/orchard-stars',
  '/en/live-casino',
  '/en/crash-games',
  '/en/tournaments',
  '/en/casino/favorites',
  '/en/casino/providers',
  '/en/casino/verify',
  '/ar/slots',
  '/en/office/casino',
  '/en/office/vip',
];

describe("the casino's pages follow the thirdPartyCasino switch", () => {
  it('answer 404 with the app shell where the casino is off, like an unknown path', async () => {
    const unknown = await get('/en/poker', 'us');
    expect(unknown.statusCode).toBe(404);
    for (const path of CASINO_PATHS) {
      const res = await get(path, 'us');
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toContain('text/html');
      expect(res.body, path).toContain('<div id="root">');
    }
    // The rest of the site is still there.
    expect((await get('/en/line', 'us')).statusCode).toBe(200);
  });

  it('answer 200 where the casino is on', async () => {
    for (const path of CASINO_PATHS) expect((await get(path)).statusCode, path).toBe(200);
  });

  it('leave the casino API refusing a launch where the casino is off', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/casino/v1/launch',
      headers: { host: 'localhost', 'x-geo-country': 'us' },
      payload: { game: 'fairline-studio:orchard-stars', mode: 'demo', lang: 'en' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('casino_disabled');
  });
});
