import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// /metrics and /docs are the operator's, not the public's: in production they need OPS_TOKEN.

const OPS_TOKEN = 'ops-token-of-this-test-0123456789';
const OPS_PATHS = ['/metrics', '/openapi.json', '/docs', '/docs/json', '/docs/static/index.html'];
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

const apps: TestApp[] = [];
async function appWith(overrides: Parameters<typeof createTestApp>[0]) {
  // No local OpenID provider: these apps only serve the operations endpoints.
  const t = await createTestApp({ DEV_OIDC: false, ...overrides });
  apps.push(t);
  return t;
}
afterAll(async () => {
  for (const t of apps) await t.close();
});

describe('in production without OPS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ NODE_ENV: 'production' });
  });

  it.each(OPS_PATHS)('%s answers exactly like a route that does not exist', async (path) => {
    const res = await t.app.inject({ url: path, headers: { authorization: `Bearer ${OPS_TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: `Route GET ${path} is not found` });
  });
});

describe('in production with OPS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ NODE_ENV: 'production', OPS_TOKEN });
  });

  it.each(OPS_PATHS)('%s asks for the token (a Basic challenge a browser answers)', async (path) => {
    const res = await t.app.inject({ url: path });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Basic realm=/);
    expect(res.body).not.toContain('http_request_duration_seconds');
  });

  it('refuses a wrong token, by Bearer or Basic', async () => {
    for (const authorization of ['Bearer not-the-token', basic('ops', 'not-the-token'), OPS_TOKEN]) {
      expect((await t.app.inject({ url: '/metrics', headers: { authorization } })).statusCode).toBe(401);
    }
  });

  it('serves Prometheus metrics to a scraper with the Bearer token', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${OPS_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_request_duration_seconds');
  });

  it('serves the docs to a browser that sent the token as the Basic password', async () => {
    const authorization = basic('anyone', OPS_TOKEN);
    const ui = await t.app.inject({ url: '/docs', headers: { authorization } });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
    const spec = await t.app.inject({ url: '/openapi.json', headers: { authorization } });
    expect(spec.json()).toHaveProperty('paths');
  });

  it('keeps the public API public', async () => {
    expect((await t.app.inject({ url: '/health/live' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/web-api/api/web/site/v1/config' })).statusCode).toBe(200);
  });
});

describe('outside production', () => {
  it('leaves /metrics and /docs open to the developer', async () => {
    const t = await appWith({});
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/openapi.json' })).statusCode).toBe(200);
  });
});
