// robots.txt and the sitemaps per brand host (issue 19): well-formed XML, absolute URLs on the
// request's brand host, one sitemap per language of the brand, only pages that exist, and the SPA's
// catch-all never answering them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestDist, xmlErrors } from './seo-test-dist.testing';

let t: TestApp;
let dist: ReturnType<typeof createTestDist>;
beforeAll(async () => {
  dist = createTestDist();
  t = await createTestApp({ WEB_DIST: dist.dir });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const get = (url: string, host = 'localhost') => t.app.inject({ url, headers: { host } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('robots.txt', () => {
  it('closes the personal pages of every language and names the host’s sitemap index', async () => {
    const res = await get('/robots.txt', 'meridian.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /en/office');
    expect(res.body).toContain('Disallow: /ar/coupon');
    expect(res.body).not.toContain('/ru/');
    expect(res.body).toContain('Sitemap: http://meridian.localhost/sitemap.xml');
  });
});

describe('the sitemaps', () => {
  it('indexes one sitemap per language of the brand on its host', async () => {
    const fairline = await get('/sitemap.xml');
    expect(fairline.statusCode).toBe(200);
    expect(fairline.headers['content-type']).toMatch(/^application\/xml/);
    expect(xmlErrors(fairline.body)).toEqual([]);
    expect(locs(fairline.body)).toEqual(['ru', 'en', 'ar'].map((l) => `http://localhost/sitemaps/${l}.xml`));
    const meridian = await get('/sitemap.xml', 'meridian.localhost');
    expect(locs(meridian.body)).toEqual(['en', 'ar'].map((l) => `http://meridian.localhost/sitemaps/${l}.xml`));
  });

  it('lists the sections, the feeds’ sports, leagues and games and the information pages, as absolute URLs', async () => {
    const res = await get('/sitemaps/en.xml');
    expect(res.statusCode).toBe(200);
    expect(xmlErrors(res.body)).toEqual([]);
    const urls = locs(res.body);
    expect(urls.every((u) => u.startsWith('http://localhost/en/'))).toBe(true);
    expect(urls).toEqual(
      expect.arrayContaining([
        'http://localhost/en/',
        'http://localhost/en/line/football',
        'http://localhost/en/information/rules',
      ]),
    );
    const line = t.app.trading.engine.listGames(undefined, { kind: 'line' })[0]!;
    const live = t.app.trading.engine.listGames(undefined, { kind: 'live' })[0]!;
    expect(urls).toContain(`http://localhost/en/line/game/${line.id}`);
    expect(urls).toContain(`http://localhost/en/live/game/${live.id}`);
    expect(urls.some((u) => new RegExp(`/en/line/[a-z-]+/${line.champId}$`).test(u))).toBe(true);
  });

  it('lists only pages that exist: each answers 200 and is indexable', async () => {
    const urls = locs((await get('/sitemaps/ru.xml')).body);
    const sample = [...urls.slice(0, 12), ...urls.filter((u) => u.includes('/game/')).slice(0, 4), ...urls.slice(-6)];
    for (const url of sample) {
      const res = await get(new URL(url).pathname);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<meta name="robots" content="index, follow">');
    }
  });

  it('leaves out the information pages a brand hides', async () => {
    const urls = locs((await get('/sitemaps/en.xml', 'meridian.localhost')).body);
    expect(urls.every((u) => u.startsWith('http://meridian.localhost/en/'))).toBe(true);
    expect(urls).toContain('http://meridian.localhost/en/information/rules');
    expect(urls).not.toContain('http://meridian.localhost/en/information/smsbets');
  });

  it('has no sitemap for a language the brand does not offer', async () => {
    expect((await get('/sitemaps/ru.xml', 'meridian.localhost')).statusCode).toBe(404);
    expect((await get('/sitemaps/russian')).statusCode).toBe(400);
  });
});
