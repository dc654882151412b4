// The feed's fast path (ADR 0008) on the real app over a real socket: app.inject never reaches the
// server factory, so these tests listen on 127.0.0.1:0 and compare with the route's own answers.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ManualClock } from '../../trading/clock';
import { type FeedFastPath, feedFastPathOf } from './fast-path';
import { LINE, LIVE } from './feed-test-app.testing';

interface Raw {
  status: number;
  /** Header pairs in the order sent, names lower-cased. */
  headers: [string, string][];
  body: Buffer;
}

/** Headers that differ between any two responses (or that only a socket has). */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'x-request-id']);

const comparable = (r: Raw) => r.headers.filter(([name]) => !PER_RESPONSE.has(name));
const header = (r: Raw, name: string) => r.headers.find(([n]) => n === name)?.[1];

function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          pairs.push([String(res.rawHeaders[i]).toLowerCase(), String(res.rawHeaders[i + 1])]);
        }
        resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function listen(app: FastifyInstance) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const fastPath = feedFastPathOf(app.server);
  if (!fastPath) throw new Error('the app has no feed fast path');
  return { port: (app.server.address() as AddressInfo).port, fastPath };
}

/** Runs `send` and tells whether the fast path answered it. */
async function viaFastPath<T>(fastPath: FeedFastPath, send: () => Promise<T>): Promise<[T, boolean]> {
  const before = fastPath.stats.answered + fastPath.stats.notModified;
  const result = await send();
  return [result, fastPath.stats.answered + fastPath.stats.notModified > before];
}

let t: TestApp;
let port: number;
let fastPath: FeedFastPath;
let liveGameId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ port, fastPath } = await listen(t.app));
  const live = JSON.parse((await get(port, `${LIVE}Get1x2_VZip?count=50`)).body.toString()).Value;
  liveGameId = live[0].I;
});
afterAll(() => t.close());

describe('feed fast path: a cached answer is sent before Fastify, as the route sends it', () => {
  it.each([
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['identity', {}],
    ['refused gzip', { 'accept-encoding': 'gzip;q=0, deflate' }],
  ])('sends the same status, bytes and headers (in order) as the route: %s', async (_name, headers) => {
    const url = `${LINE}Get1x2_VZip?sports=1&count=5&lng=en&x=${_name.length}`;
    const [normal, normalFast] = await viaFastPath(fastPath, () => get(port, url, headers));
    const [fast, fastFast] = await viaFastPath(fastPath, () => get(port, url, headers));
    expect([normalFast, fastFast]).toEqual([false, true]);
    expect(fast.status).toBe(200);
    expect(fast.status).toBe(normal.status);
    expect(fast.body.equals(normal.body)).toBe(true);
    expect(fast.headers.map(([name]) => name)).toEqual(normal.headers.map(([name]) => name));
    expect(comparable(fast)).toEqual(comparable(normal));
    expect(header(fast, 'x-request-id')).toMatch(/^[\da-f-]{36}$/);
    expect(header(fast, 'x-request-id')).not.toBe(header(normal, 'x-request-id'));
    const gzipped = header(fast, 'content-encoding') === 'gzip';
    expect(gzipped).toBe(_name === 'gzip');
    const json = JSON.parse((gzipped ? gunzipSync(fast.body) : fast.body).toString());
    expect(json).toMatchObject({ Success: true, ErrorCode: 0 });
  });

  it('sends every security header and echoes a well-formed x-request-id', async () => {
    const url = `${LIVE}GetGameZip?id=${liveGameId}`;
    await get(port, url);
    const [fast, isFast] = await viaFastPath(fastPath, () => get(port, url, { 'x-request-id': 'client-id-0001' }));
    expect(isFast).toBe(true);
    expect(header(fast, 'x-request-id')).toBe('client-id-0001');
    for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy']) {
      expect(header(fast, name), name).toBeTruthy();
    }
    expect(header(fast, 'strict-transport-security')).toBeUndefined();
  });

  it('answers 304 to a matching If-None-Match with the headers of the route’s 304', async () => {
    const url = `${LIVE}GetGameZip?id=${liveGameId}`;
    const first = await get(port, url, { 'accept-encoding': 'gzip' });
    const etag = String(header(first, 'etag'));
    for (const match of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const [fast, isFast] = await viaFastPath(fastPath, () => get(port, url, { 'if-none-match': match }));
      expect(isFast, match).toBe(true);
      expect(fast.status).toBe(304);
      expect(fast.body.length).toBe(0);
      const routed = await t.app.inject({ url, headers: { 'if-none-match': match } });
      expect(routed.statusCode).toBe(304);
      const routedHeaders = Object.entries(routed.headers).map(([k, v]) => [k, String(v)]);
      expect(comparable(fast)).toEqual(routedHeaders.filter(([name]) => !PER_RESPONSE.has(String(name))));
    }
    const [stale] = await viaFastPath(fastPath, () => get(port, url, { 'if-none-match': '"old"' }));
    expect(stale.status).toBe(200);
  });

  it('leaves uncached, invalid and failing requests to the route: a Success:false envelope or a 4xx, never a 5xx', async () => {
    for (const url of [
      `${LINE}Get1x2_VZip?count=ten`,
      `${LINE}GetGameZip?id=abc`,
      `${LINE}GetGameZip?id=2147480000`,
      `${LINE}GetSportsShortZip?partner=99`,
      `${LIVE}NoSuchCall`,
    ]) {
      for (let i = 0; i < 2; i++) {
        const [res, isFast] = await viaFastPath(fastPath, () => get(port, url));
        expect(isFast, url).toBe(false);
        expect(res.status, url).toBeLessThan(500);
        const body = JSON.parse(res.body.toString());
        expect(body, url).toMatchObject({ Success: false, Value: null });
        if (res.status === 200) expect(body.ErrorCode, url).toBeGreaterThan(0);
        expect(header(res, 'content-security-policy'), url).toBeTruthy();
      }
    }
  });

  it('leaves other methods and requests with a body to Fastify', async () => {
    const url = `${LIVE}GetGameZip?id=${liveGameId}`;
    await get(port, url);
    const [head, headFast] = await viaFastPath(fastPath, () => get(port, url, {}, 'HEAD'));
    expect([head.status, headFast]).toEqual([200, false]);
    const [post, postFast] = await viaFastPath(fastPath, () => get(port, url, {}, 'POST'));
    expect(postFast).toBe(false);
    expect(post.status).toBe(404);
    const [withBody, bodyFast] = await viaFastPath(fastPath, () => get(port, url, { 'content-length': '0' }));
    expect([withBody.status, bodyFast]).toEqual([200, false]);
  });

  it('counts fast answers in http_request_duration_seconds under the route and status', async () => {
    const url = `${LIVE}GetGameZip?id=${liveGameId}`;
    const etag = String(header(await get(port, url), 'etag'));
    const metric = (status: number) =>
      `http_request_duration_seconds_count{method="GET",route="/service-api/LiveFeed/GetGameZip",status="${status}"}`;
    const count = async (status: number) => {
      const text = (await get(port, '/metrics')).body.toString();
      const line = text.split('\n').find((l) => l.startsWith(metric(status)));
      return Number(line?.split(' ')[1] ?? 0);
    };
    const [ok, notModified] = [await count(200), await count(304)];
    expect((await viaFastPath(fastPath, () => get(port, url)))[1]).toBe(true);
    expect((await viaFastPath(fastPath, () => get(port, url, { 'if-none-match': etag })))[1]).toBe(true);
    expect(await count(200)).toBe(ok + 1);
    expect(await count(304)).toBe(notModified + 1);
  });

  it('sends new bytes after the data version moves: the route rebuilds, then the fast path sends the new answer', async () => {
    const clock = t.app.trading.clock;
    if (!(clock instanceof ManualClock)) throw new Error('tests run on a manual clock');
    const url = `${LIVE}Get1x2_VZip?count=50`;
    const old = await get(port, url);
    const oldEtag = String(header(old, 'etag'));
    let moved: Raw | undefined;
    let movedFast = true;
    for (let i = 0; i < 30 && !moved; i++) {
      clock.advance(10_000);
      const [res, isFast] = await viaFastPath(fastPath, () => get(port, url, { 'if-none-match': oldEtag }));
      if (res.status === 200) [moved, movedFast] = [res, isFast];
    }
    expect(moved, 'the live list changed in 5 simulated minutes').toBeDefined();
    expect(movedFast).toBe(false);
    expect(header(moved as Raw, 'etag')).not.toBe(oldEtag);
    expect((moved as Raw).body.equals(old.body)).toBe(false);
    const [again, againFast] = await viaFastPath(fastPath, () => get(port, url));
    expect(againFast).toBe(true);
    expect(again.body.equals((moved as Raw).body)).toBe(true);
    expect(header(again, 'etag')).toBe(header(moved as Raw, 'etag'));
  });
});

describe('feed fast path behind a trusted proxy', () => {
  let proxied: TestApp;
  let proxiedPort: number;
  let proxiedFastPath: FeedFastPath;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: true });
    ({ port: proxiedPort, fastPath: proxiedFastPath } = await listen(proxied.app));
  });
  afterAll(() => proxied.close());

  it.each([
    ['https', true],
    ['http', false],
    ['http, https', true],
    ['https, http', false],
  ])('sends HSTS as the route does for X-Forwarded-Proto: %s', async (proto, hsts) => {
    const url = `${LINE}GetSportsShortZip?proto=${encodeURIComponent(proto)}`;
    const headers = { 'x-forwarded-proto': proto };
    const [normal, normalFast] = await viaFastPath(proxiedFastPath, () => get(proxiedPort, url, headers));
    const [fast, fastFast] = await viaFastPath(proxiedFastPath, () => get(proxiedPort, url, headers));
    expect([normalFast, fastFast]).toEqual([false, true]);
    expect(header(normal, 'strict-transport-security') !== undefined).toBe(hsts);
    expect(comparable(fast)).toEqual(comparable(normal));
  });
});
