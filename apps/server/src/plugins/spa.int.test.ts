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
    expect((await t.app.inject('/en/anything/deep')).body).toContain('<html lang="en" dir="ltr">');
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
