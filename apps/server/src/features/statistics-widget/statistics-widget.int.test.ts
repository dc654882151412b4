import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../../plugins/security-headers';
import { statisticsWidgetPlugin } from '.';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'fairline-widget-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="ru" dir="ltr"><head></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const WIDGET = '/en/widget/statisticpopup/game/1/5/main?isDarkTheme=true';
const get = (url: string, host = 'localhost') => t.app.inject({ url, headers: { host } });
const frameAncestors = (csp: unknown) =>
  String(csp)
    .split('; ')
    .find((d) => d.startsWith('frame-ancestors'));

describe('the widget page may be framed only by ourselves and the brand’s allowed origins', () => {
  it('lets Fairline’s widget be framed by the origins Fairline lists (Meridian’s demo hosts)', async () => {
    const res = await get(WIDGET, 'localhost');
    expect(res.statusCode).toBe(200);
    expect(frameAncestors(res.headers['content-security-policy'])).toBe(
      "frame-ancestors 'self' http://meridian.localhost:*",
    );
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('gives each brand its own list: Meridian’s widget names Fairline’s hosts', async () => {
    const res = await get(WIDGET, 'meridian.localhost');
    expect(frameAncestors(res.headers['content-security-policy'])).toBe(
      "frame-ancestors 'self' http://localhost:* http://127.0.0.1:* http://fairline.localhost:*",
    );
  });

  it('keeps the rest of the site’s policy on the widget page', async () => {
    const res = await get(WIDGET);
    const others = (csp: unknown) =>
      String(csp)
        .split('; ')
        .filter((d) => !d.startsWith('frame-ancestors'));
    expect(others(res.headers['content-security-policy'])).toEqual(others(CONTENT_SECURITY_POLICY));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves every other page framed by ourselves only', async () => {
    for (const url of ['/en/statisticpopup/game/1/5/main', '/en/line', '/en/widgets/statisticpopup/game/1/5/main']) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['x-frame-options'], url).toBe(SECURITY_HEADERS['x-frame-options']);
    }
  });

  it('answers the API as before on a widget-looking API path', async () => {
    const res = await get('/service-api/statisticfeed/api/v1/Status?gameId=0&lang=en');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe('the demo host page', () => {
  it('may frame a widget from another origin outside production, and is not indexed', async () => {
    const res = await get('/en/widget-demo?src=http://meridian.localhost:4317');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toMatch(/frame-src 'self' [^;]* http: https:/);
    expect(frameAncestors(res.headers['content-security-policy'])).toBe("frame-ancestors 'self'");
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });

  it('does not exist in production (the widget still does)', async () => {
    // The plugin alone under a stand-in for the SPA: building a second whole app costs CI half a minute.
    const prod = Fastify();
    prod.setValidatorCompiler(validatorCompiler);
    prod.setSerializerCompiler(serializerCompiler);
    await prod.register(statisticsWidgetPlugin, { isProduction: true, allowedOrigins: async () => [] });
    prod.get('/*', async (_req, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html>'));
    try {
      expect((await prod.inject('/en/widget-demo')).statusCode).toBe(404);
      const widget = await prod.inject(WIDGET);
      expect(widget.statusCode).toBe(200);
      expect(frameAncestors(widget.headers['content-security-policy'])).toBe("frame-ancestors 'self'");
    } finally {
      await prod.close();
    }
  });
});
