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

  it('lists the results page, the promotions list and each running, listed campaign page', async () => {
    const urls = locs((await get('/sitemaps/en.xml')).body);
    expect(urls).toEqual(
      expect.arrayContaining([
        'http://localhost/en/results',
        'http://localhost/en/promo',
        'http://localhost/en/promo/welcome-sport',
        'http://localhost/en/promo/welcome-casino',
        'http://localhost/en/promo/reload-sport',
        'http://localhost/en/promo/promo-start',
      ]),
    );
    for (const url of urls.filter((u) => u.includes('/promo') || u.includes('/results'))) {
      const res = await get(new URL(url).pathname);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<meta name="robots" content="index, follow">');
      expect(res.body, url).not.toContain('Pre-match betting line');
    }
  });

  it('leaves out a campaign that is unlisted or ended, and lists no campaign for a brand without any', async () => {
    await t.database.query(
      `insert into bonus_campaigns (code, brand_id, kind, bonus_type, product, names, percent, max_usd, wager_multiplier,
         valid_days, ends_at, promo_code, is_listed)
       values ('PROMO_MAPENDED', (select id from brands where slug = 'fairline'), 'promo', 3, 'sport', '{"en":"Ended"}',
         100, 10, 3, 7, now() - interval '1 day', 'MAPENDED', true),
       ('PROMO_MAPHIDDEN', (select id from brands where slug = 'fairline'), 'promo', 3, 'sport', '{"en":"Hidden"}',
         100, 10, 3, 7, null, 'MAPHIDDEN', false)`,
    );
    const urls = locs((await get('/sitemaps/ru.xml')).body);
    expect(urls).toContain('http://localhost/ru/promo/welcome-sport');
    expect(urls).not.toContain('http://localhost/ru/promo/promo-mapended');
    expect(urls).not.toContain('http://localhost/ru/promo/promo-maphidden');
    const meridian = locs((await get('/sitemaps/en.xml', 'meridian.localhost')).body);
    expect(meridian).toContain('http://meridian.localhost/en/promo');
    expect(meridian.filter((u) => u.includes('/promo/'))).toEqual([]);
  });

  it('gives every page its hreflang alternates: each language of the brand and x-default', async () => {
    const body = (await get('/sitemaps/ar.xml', 'meridian.localhost')).body;
    expect(xmlErrors(body)).toEqual([]);
    const promo = /<url><loc>http:\/\/meridian\.localhost\/ar\/promo<\/loc>(.*?)<\/url>/.exec(body)?.[1];
    expect(promo).toBe(
      '<xhtml:link rel="alternate" hreflang="en" href="http://meridian.localhost/en/promo"/>' +
        '<xhtml:link rel="alternate" hreflang="ar" href="http://meridian.localhost/ar/promo"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="http://meridian.localhost/en/promo"/>',
    );
    const urls = body.match(/<url>/g)?.length ?? 0;
    expect(body.match(/hreflang="x-default"/g)).toHaveLength(urls);
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
