import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { webAppManifest } from '@fairline/shared/wire/pwa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { THEME_COLOURS } from './pwa.service';

const FAIRLINE = { host: 'localhost' };
const MERIDIAN = { host: 'meridian.localhost' };

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(body.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // A built web app beside the routes, so the SPA's catch-all and static files are in play.
  dist = mkdtempSync(join(tmpdir(), 'fairline-pwa-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="ru" dir="ltr"><head></head><body></body></html>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  const worker = `self.__FAIRLINE_SW__ = {};${' '.repeat(2048)}`;
  writeFileSync(join(dist, 'sw.js'), worker);
  // As the build leaves it: precompressed siblings (docs/decisions/0023).
  writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync(worker));
  writeFileSync(join(dist, 'sw.js.gz'), gzipSync(worker));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const manifestOf = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ url: '/manifest.webmanifest', headers });
  expect(res.statusCode).toBe(200);
  return { res, manifest: webAppManifest.parse(res.json()) };
};

describe('web app manifest per brand', () => {
  it('is the brand’s own JSON manifest with its content type, not the SPA page', async () => {
    const { res } = await manifestOf(FAIRLINE);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('names the brand, starts in its default language and opens standalone over the whole site', async () => {
    const { manifest: fairline } = await manifestOf(FAIRLINE);
    expect(fairline).toMatchObject({
      name: 'Fairline',
      short_name: 'Fairline',
      lang: 'ru',
      dir: 'ltr',
      start_url: '/ru/',
      scope: '/',
      display: 'standalone',
    });
    expect(fairline.description).toMatch(/[а-я]/);
    const { manifest: meridian } = await manifestOf(MERIDIAN);
    expect(meridian).toMatchObject({ name: 'Meridian', lang: 'en', dir: 'ltr', start_url: '/en/' });
  });

  it('takes its colours from the brand’s default theme (Fairline light, Meridian dark)', async () => {
    const { manifest: fairline } = await manifestOf(FAIRLINE);
    expect([fairline.theme_color, fairline.background_color]).toEqual([
      THEME_COLOURS.light.header,
      THEME_COLOURS.light.background,
    ]);
    const { manifest: meridian } = await manifestOf(MERIDIAN);
    expect([meridian.theme_color, meridian.background_color]).toEqual([
      THEME_COLOURS.dark.header,
      THEME_COLOURS.dark.background,
    ]);
  });

  it('lists 192 and 512 PNG icons, a maskable one and the SVG, each served at its stated size', async () => {
    const { manifest } = await manifestOf(FAIRLINE);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.type} ${i.purpose}`)).toEqual([
      '192x192 image/png any',
      '512x512 image/png any',
      '512x512 image/png maskable',
      'any image/svg+xml any',
    ]);
    for (const icon of manifest.icons) {
      const res = await t.app.inject({ url: icon.src, headers: FAIRLINE });
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type'], icon.src).toBe(icon.type);
      if (icon.type === 'image/png') {
        const [w, h] = icon.sizes.split('x').map(Number);
        expect(pngSize(res.rawPayload), icon.src).toEqual({ width: w, height: h });
      } else {
        expect(res.body).toMatch(/^<svg [^>]*viewBox="0 0 512 512"/);
      }
    }
  });

  it('draws each brand its own icons, and gives iOS a 180 px touch icon', async () => {
    const fairline = await t.app.inject({ url: '/icons/icon-512.png', headers: FAIRLINE });
    const meridian = await t.app.inject({ url: '/icons/icon-512.png', headers: MERIDIAN });
    expect(fairline.rawPayload.equals(meridian.rawPayload)).toBe(false);
    const touch = await t.app.inject({ url: '/apple-touch-icon.png', headers: MERIDIAN });
    expect(touch.headers['content-type']).toBe('image/png');
    expect(pngSize(touch.rawPayload)).toEqual({ width: 180, height: 180 });
  });

  it('answers an unknown icon with 404, not the app shell', async () => {
    const res = await t.app.inject({ url: '/icons/other.png', headers: FAIRLINE });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('keeps its theme colours equal to the web app’s design tokens', () => {
    const tokens = readFileSync(join(import.meta.dirname, '../../../../web/src/styles/tokens.css'), 'utf8');
    const block = (selector: string) =>
      tokens.slice(tokens.indexOf(selector), tokens.indexOf('}', tokens.indexOf(selector)));
    for (const [theme, selector] of [
      ['light', '[data-theme="light"]'],
      ['dark', '[data-theme="dark"]'],
    ] as const) {
      expect(block(selector)).toContain(`--c-header: ${THEME_COLOURS[theme].header};`);
      expect(block(selector)).toContain(`--c-bg: ${THEME_COLOURS[theme].background};`);
    }
  });
});

describe('offline page', () => {
  it('has a section per language the brand offers, its default one shown, in the brand’s accent', async () => {
    const res = await t.app.inject({ url: '/offline', headers: FAIRLINE });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="ru" dir="ltr" data-theme="light">');
    expect(res.body).toContain('<section data-offline-lang lang="ru" dir="ltr"');
    expect(res.body).toMatch(/<section data-offline-lang lang="en" dir="ltr"[^>]* hidden>/);
    expect(res.body).toMatch(/<section data-offline-lang lang="ar" dir="rtl"[^>]* hidden>/);
    expect(res.body).toContain('Повторить');
    expect(res.body).toContain('--accent:#0b7c56;--on-accent:#ffffff');
    const meridian = await t.app.inject({ url: '/offline', headers: MERIDIAN });
    expect(meridian.body).toContain('data-theme="dark"');
    expect(meridian.body).not.toContain('lang="ru"');
    expect(meridian.body).toContain('إعادة المحاولة');
  });

  it('keeps the site’s Content-Security-Policy: its script is a file, not inline', async () => {
    const res = await t.app.inject({ url: '/offline', headers: FAIRLINE });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script>/);
    const script = await t.app.inject('/offline.js');
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('location.reload()');
  });
});

describe('service worker file', () => {
  it('is served revalidated on every check, so a new deploy is found at once', async () => {
    for (const encoding of ['identity', 'br', 'gzip']) {
      const res = await t.app.inject({ url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-type'], encoding).toContain('javascript');
      expect(res.headers['cache-control'], encoding).toBe('no-cache');
    }
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
