import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'fairline-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="ru" dir="ltr"><head></head><body></body></html>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  mkdirSync(join(dist, 'server'));
  writeFileSync(join(dist, 'server', 'entry-server.js'), 'export const secret = 1;');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the SPA', () => {
  it('redirects / to the brand default language', async () => {
    const ru = await t.app.inject({ url: '/', headers: { host: 'localhost' } });
    expect(ru.statusCode).toBe(302);
    expect(ru.headers.location).toBe('/ru/');
    const en = await t.app.inject({ url: '/', headers: { host: 'meridian.localhost' } });
    expect(en.headers.location).toBe('/en/');
  });

  it('prefixes a path without a language, keeping the query', async () => {
    const res = await t.app.inject('/information/rules?x=1');
    expect(res.headers.location).toBe('/ru/information/rules?x=1');
  });

  it('serves index.html with lang and dir for every language-prefixed route', async () => {
    const ar = await t.app.inject('/ar/information/rules');
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject('/en/line/football')).body).toContain('<html lang="en" dir="ltr">');
  });

  it('answers an unknown path with 404 and the app shell, which shows the not-found page', async () => {
    for (const url of [
      '/en/anything/deep',
      '/ru/poker',
      '/ru/promo/welcome',
      '/ar/information/nope',
      '/ru/line/no-sport',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<html lang=');
    }
  });

  it('answers an unknown path without a language with 404 in the brand language instead of redirecting', async () => {
    const res = await t.app.inject({ url: '/wp-admin/setup.php', headers: { host: 'meridian.localhost' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="en" dir="ltr">');
  });

  it('answers an information page the brand hides with 404 on that brand only', async () => {
    const meridian = await t.app.inject({ url: '/en/information/smsbets', headers: { host: 'meridian.localhost' } });
    expect(meridian.statusCode).toBe(404);
    const fairline = await t.app.inject({ url: '/en/information/smsbets', headers: { host: 'localhost' } });
    expect(fairline.statusCode).toBe(200);
  });

  it('answers the not-found page itself with 404 and an error page with the code it shows', async () => {
    expect((await t.app.inject('/ru/not-found')).statusCode).toBe(404);
    expect((await t.app.inject('/en/error/503')).statusCode).toBe(503);
  });

  it('answers every page of the route table with 200', async () => {
    for (const url of ['/ru/', '/ru', '/en/sports', '/ar/office/payments', '/ru/line/game/42', '/en/block-appeal']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(200);
    }
  });

  it('never sends the server-rendering bundle (dist/server) as a file', async () => {
    const res = await t.app.inject('/server/entry-server.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves API paths to the API (404 in the API error shape)', async () => {
    const res = await t.app.inject('/web-api/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('error_code');
  });
});
