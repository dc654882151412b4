import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health, metrics and API docs', () => {
  it('answers liveness and readiness with the database reachable', async () => {
    expect((await t.app.inject('/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: true });
  });

  it('exposes Prometheus metrics including request latency by route', async () => {
    await t.app.inject('/health/live');
    const res = await t.app.inject('/metrics');
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('http_request_duration_seconds_bucket');
    expect(res.body).toContain('route="/health/live"');
  });

  it('exposes the real-time hub and the bet batchers as counters', async () => {
    const body = (await t.app.inject('/metrics')).body;
    for (const name of [
      'ws_frames_sent_total',
      'bet_batches_total',
      'bet_batched_bets_total',
      'bet_batch_fallbacks_total',
    ]) {
      expect(body).toMatch(new RegExp(`^${name} \\d+$`, 'm'));
    }
  });

  it('publishes OpenAPI generated from the route schemas, and a docs UI', async () => {
    const spec = (await t.app.inject('/openapi.json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/web-api/api/web/site/v1/config', '/translation-api/by-lang/{lang}', '/health/ready']),
    );
    expect((await t.app.inject('/docs/')).statusCode).toBe(200);
  });
});

describe('security headers on every response', () => {
  const paths = [
    '/health/live',
    '/web-api/api/web/site/v1/config',
    '/no/such/route',
    '/service-api/LineFeed/Nope',
    '/openapi.json',
  ];
  it.each(paths)(
    '%s carries CSP (object-src none, base-uri none, frame-ancestors), nosniff and a request id',
    async (path) => {
      const res = await t.app.inject(path);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain('frame-ancestors');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toBeTruthy();
    },
  );
});

describe('error shapes', () => {
  it('answers web-api errors with message, error_code and validation_errors', async () => {
    const res = await t.app.inject('/web-api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      message: expect.stringContaining('not found'),
      error_code: 5,
      validation_errors: {},
    });
  });

  it('answers service-api errors with the Success:false envelope', async () => {
    const res = await t.app.inject('/service-api/LineFeed/NoSuchCall');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ Success: false, Error: expect.any(String), ErrorCode: 5, Value: null });
  });

  it('keys schema validation failures by field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/api-v3/v1/user/agreement-with-cookies/log',
      payload: { level: 7, visitor_id: 'not-a-uuid' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.validation_errors).sort()).toEqual(['level', 'visitor_id']);
  });

  it('refuses __proto__ in JSON bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/api-v3/v1/user/agreement-with-cookies/log',
      headers: { 'content-type': 'application/json' },
      payload: '{"level":1,"visitor_id":"6f1c1c2e-2b7a-4a55-9a43-3f0e0e6c1a11","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it('refuses bodies over the limit with 413 and the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/api-v3/v1/user/agreement-with-cookies/log',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toHaveProperty('error_code');
  });

  it('answers junk query values with a clear 4xx, never a 5xx', async () => {
    for (const q of ['brand=%00', 'country=ZZZ', `brand=${'a'.repeat(500)}`, 'brand=Bad Brand', 'country=%E0%A4%A']) {
      const res = await t.app.inject(`/web-api/api/web/site/v1/config?${q}`);
      expect(res.statusCode, q).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, q).toBeLessThan(500);
      expect(res.json().message, q).toBeTruthy();
    }
  });

  it('ignores unknown query keys', async () => {
    expect((await t.app.inject('/web-api/api/web/site/v1/config?country[]=x&junk=1')).statusCode).toBe(200);
  });
});

describe('audit log', () => {
  it('is append-only: updates and deletes are refused by the database', async () => {
    await t.database.query(`insert into audit_log (actor, action) values ('system', 'test')`);
    await expect(t.database.query(`update audit_log set action = 'changed'`)).rejects.toThrow(/append-only/);
    await expect(t.database.query('delete from audit_log')).rejects.toThrow(/append-only/);
  });
});

describe('dev clock', () => {
  it('moves the simulation forward outside production', async () => {
    const before = Date.parse((await t.app.inject('/dev/clock')).json().now);
    const res = await t.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { ms: 3_600_000 } });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().now) - before).toBeGreaterThanOrEqual(3_600_000);
  });
});
