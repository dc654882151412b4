// Compressed delivery (ADR 0023): built files from their `.br`/`.gz` siblings, dynamic answers above
// 1 KB through @fastify/compress, the feed's own gzip untouched, caching headers as before.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { asUser, login, seedUser } from '../features/auth/auth.testing';
import { COMPRESS_THRESHOLD } from './compression';
import { SECURITY_HEADERS } from './security-headers';

const ASSET = '/assets/index-abc123.js';
const assetSource = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(', ')}];\n`;
const SMALL_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';
const page = `<!doctype html><html lang="ru" dir="ltr"><head><title>Fairline</title>${'<meta name="x" content="padding">'.repeat(60)}</head><body><div id="root"></div></body></html>`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'fairline-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), page);
  // What apps/web/build/precompress.ts writes: the file and its two compressed siblings.
  writeFileSync(join(dist, ASSET), assetSource);
  writeFileSync(join(dist, `${ASSET}.br`), brotliCompressSync(assetSource));
  writeFileSync(join(dist, `${ASSET}.gz`), gzipSync(assetSource));
  writeFileSync(join(dist, 'favicon.svg'), SMALL_SVG);
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
}

const varies = (res: LightMyRequestResponse) => String(res.headers.vary ?? '').toLowerCase();

describe('built files are sent from their precompressed siblings', () => {
  it('sends brotli when the browser accepts it, gzip when only gzip, the file itself otherwise', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
      ['identity', undefined],
    ] as const) {
      const res = await get(ASSET, accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(varies(res), accept).toContain('accept-encoding');
      expect(res.headers['content-type'], accept).toContain('javascript');
      expect(decoded(res), accept).toBe(assetSource);
    }
  });

  it('keeps hashed assets immutable for a year and other files for an hour', async () => {
    expect((await get(ASSET, 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(ASSET)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg', 'br, gzip');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    // Under the threshold nothing was precompressed, and nothing is compressed per request either.
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body).toBe(SMALL_SVG);
  });
});

describe('dynamic answers are compressed above the threshold', () => {
  it('compresses a JSON answer over 1 KB with brotli, else gzip, and says it varies', async () => {
    const url = '/web-api/api/web/site/v1/config';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get(url, accept);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(varies(res), accept).toContain('accept-encoding');
      expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(res)), accept).toEqual(plain.json());
      expect(res.headers['cache-control'], accept).toBe(plain.headers['cache-control']);
    }
  });

  it('sends an answer under 1 KB as it is', async () => {
    const res = await get('/health/ready', 'br, gzip');
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok', database: true });
  });

  it('compresses HTML pages and keeps them no-cache', async () => {
    const res = await get('/en/', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toContain('text/html');
    expect(decoded(res)).toContain('<html lang="en" dir="ltr">');
  });

  it('keeps the security headers on compressed answers', async () => {
    const res = await get('/web-api/api/web/site/v1/config', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name], name).toBe(value);
    expect(res.headers['x-request-id']).toBeDefined();
  });

  it('keeps personal answers no-store, whatever their encoding', async () => {
    const [brand] = await t.database.query<{ id: number }>("select id from brands where slug = 'fairline'");
    const user = await seedUser({ ...t, brandId: brand?.id ?? 0 });
    const token = await login({ ...t, brandId: brand?.id ?? 0 }, user.id, user.password);
    const sessions = (acceptEncoding: string) =>
      t.app.inject({
        url: '/web-api/session-api/sessions/user',
        headers: asUser(token, { 'accept-encoding': acceptEncoding }),
      });
    const plain = await sessions('identity');
    const res = await sessions('br, gzip');
    expect(plain.statusCode).toBe(200);
    for (const r of [plain, res]) expect(r.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(decoded(res))).toEqual(plain.json());
  });

  it('leaves error answers in their shape', async () => {
    const plain = await get('/web-api/no-such-endpoint');
    const res = await get('/web-api/no-such-endpoint', 'br, gzip');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe(plain.headers['content-type']);
    expect(res.headers['cache-control']).toBe('no-store');
    const { request_id: _, ...shape } = JSON.parse(decoded(res));
    const { request_id: __, ...plainShape } = plain.json();
    expect(shape).toEqual(plainShape);
  });

  it('does not inflate compressed request bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/registration/fields',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({})),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe("the feed's own encoding", () => {
  const FEED = '/service-api/LineFeed/Get1x2_VZip?sports=1&count=20';

  it('answers gzip from its cache when gzip is accepted, as before', async () => {
    const res = await get(FEED, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeDefined();
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).Success).toBe(true);
  });

  it('answers the plain bytes when gzip is not accepted (no brotli from the plugin)', async () => {
    const res = await get(FEED, 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().Success).toBe(true);
  });
});
