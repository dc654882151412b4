// The first screen's data in every HTML page (ADR 0026): the site configuration, the first-screen
// dictionary units and the first feed answers inline, safely escaped; the route's chunks preloaded.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FirstScreenData, firstScreenData } from '@fairline/shared/wire/first-screen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

const EVIL_NAME = 'Meri</script><script>alert(1)</script><!--dian & co\u2028';
const TEMPLATE =
  '<!doctype html><html lang="ru" dir="ltr"><head><title>Fairline</title>' +
  '<script type="module" crossorigin src="/assets/index-e1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-r1.js"></head>' +
  '<body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_react-r1.js'],
    // The start's stages (apps/web/src/main.tsx).
    dynamicImports: ['src/app/bootstrap.tsx'],
    css: ['assets/index-c1.css'],
  },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  'src/app/bootstrap.tsx': {
    file: 'assets/bootstrap-s1.js',
    isDynamicEntry: true,
    imports: ['_app-a1.js', '_react-r1.js'],
  },
  '_app-a1.js': { file: 'assets/app-a1.js' },
  '_games-list-g1.js': {
    file: 'assets/games-list-g1.js',
    imports: ['_react-r1.js'],
    css: ['assets/games-list-c2.css'],
  },
  'src/features/sportsbook/layout/sportsbook-layout.tsx': {
    file: 'assets/sportsbook-layout-l1.js',
    isDynamicEntry: true,
    imports: ['_react-r1.js'],
  },
  'src/features/sportsbook/games/feed-page.tsx': {
    file: 'assets/feed-page-f1.js',
    isDynamicEntry: true,
    imports: ['_games-list-g1.js', '_react-r1.js'],
    css: ['assets/feed-page-c3.css'],
  },
  'src/features/consent/cookie-banner.tsx': {
    file: 'assets/cookie-banner-b1.js',
    isDynamicEntry: true,
    imports: ['_react-r1.js'],
  },
};

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'fairline-first-screen-'));
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ WEB_DIST: dist });
  await t.database.query('update brands set name = $1 where slug = $2', [EVIL_NAME, 'meridian']);
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const SCRIPT = /<script type="application\/json" id="fl-first-screen">([^<]*)<\/script>/;

async function page(url: string, headers: Record<string, string> = { host: 'localhost' }) {
  const res = await t.app.inject({ url, headers });
  const text = SCRIPT.exec(res.body)?.[1];
  return { res, data: text === undefined ? undefined : firstScreenData.parse(JSON.parse(text)) };
}

async function feedValue(url: string) {
  return (await t.app.inject(url)).json().Value;
}

function query(data: FirstScreenData | undefined, key: unknown[]) {
  return data?.queries.find((q) => JSON.stringify(q.key) === JSON.stringify(key))?.data;
}

describe('the first screen inline in the page', () => {
  it('says whether the visitor has chosen a cookie-consent level (the consent cookie, 0 to 3)', async () => {
    expect((await page('/en/')).data?.consentChosen).toBe(false);
    const chosen = await page('/en/', { host: 'localhost', cookie: 'fl_consent=3' });
    expect(chosen.data?.consentChosen).toBe(true);
    expect((await page('/en/sports', { host: 'localhost', cookie: 'fl_consent=0' })).data?.consentChosen).toBe(true);
    expect((await page('/en/', { host: 'localhost', cookie: 'fl_consent=yes' })).data?.consentChosen).toBe(false);
  });

  it('says the visitor is a guest when the request carries no session cookie (the header draws the guest buttons)', async () => {
    expect((await page('/en/line')).data?.guest).toBe(true);
    // A session cookie, valid or not: who it is stays unknown until the session answers in the browser.
    expect((await page('/en/line', { host: 'localhost', cookie: 'fl_session=some-token' })).data?.guest).toBe(false);
    expect((await page('/en/', { host: 'localhost', cookie: '__Host-fl_session=x' })).data?.guest).toBe(false);
  });

  it('carries the site configuration answer the web would fetch', async () => {
    const { res, data } = await page('/en/sports');
    expect(res.statusCode).toBe(200);
    const config = await t.app.inject({ url: '/web-api/api/web/site/v1/config', headers: { host: 'localhost' } });
    expect(data?.site).toEqual(config.json().data.attributes);
    expect(data?.lang).toBe('en');
  });

  it("carries the page language's first-screen dictionary units as the dictionary routes serve them", async () => {
    const { data } = await page('/ar/sports');
    const map = JSON.parse((await t.app.inject('/translation-api/by-lang/ar')).json().data.attributes.dictionaryMap);
    expect(Object.keys(data?.dictionary ?? {}).sort()).toEqual(['accounts', 'favorites', 'main', 'site', 'sportsbook']);
    expect(data?.dictionary.sportsbook).toEqual((await t.app.inject(`/genfiles/web-app-v2/${map.sportsbook}`)).json());
    expect(data?.dictionary.money).toBeUndefined();
  });

  it("seeds the sports page's queries under the web's query keys with the feed's answers", async () => {
    const { data } = await page('/en/sports');
    const ctx = { lng: 'en', country: data?.site.geo.countryId };
    const top = query(data, ['sportsbook', 'games', 'live', ctx, 'top', []]) as unknown[];
    expect(top.length).toBeGreaterThan(0);
    expect(top).toEqual(await feedValue(`/service-api/LiveFeed/GetTopGamesStatZip?lng=en&country=${ctx.country}`));
    expect(query(data, ['sportsbook', 'games', 'line', ctx, 'top', []])).toBeDefined();
    expect(query(data, ['sportsbook', 'sports', 'line', ctx])).toEqual(
      await feedValue(`/service-api/LineFeed/GetSportsShortZip?lng=en&country=${ctx.country}`),
    );
    expect(query(data, ['sportsbook', 'express-day', ctx])).toBeDefined();
  });

  it('seeds the home page with the top games, and a line page with its games of the sport', async () => {
    const home = await page('/en/');
    const ctx = { lng: 'en', country: home.data?.site.geo.countryId };
    expect(query(home.data, ['sportsbook', 'games', 'line', ctx, 'top', []])).toBeDefined();
    const football = await page('/en/line/football');
    const games = query(football.data, ['sportsbook', 'games', 'line', ctx, { sports: [1] }]) as { SI: number }[];
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((g) => g.SI === 1)).toBe(true);
  });

  it('escapes the JSON so a `</script>` in a name cannot end the element, and reads back unchanged', async () => {
    const { res, data } = await page('/en/', { host: 'meridian.localhost' });
    expect(data?.site.brandName).toBe(EVIL_NAME);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<!--dian');
    // The inline JSON's own end tag is the page's only one (the entry is a meta: plugins/deferred-code.ts).
    expect(res.body.match(/<\/script>/g)?.length).toBe(1);
  });

  it("lists the start's stages and the route's chunks to preload after the first paint, and links the route's styles", async () => {
    const { res } = await page('/en/line');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    // The template's entry and preloads (plugins/deferred-code.ts), then the start's stages (the entry's
    // dynamic imports, with their own imports) and the route's own chunks.
    expect(head).toContain('<meta name="fl-entry" content="/assets/index-e1.js">');
    expect(head).toContain(
      '<meta name="fl-preload" content="/assets/bootstrap-s1.js /assets/app-a1.js /assets/sportsbook-layout-l1.js /assets/feed-page-f1.js /assets/games-list-g1.js',
    );
    expect(head).not.toMatch(/rel="modulepreload"|<script type="module"/);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/feed-page-c3.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/games-list-c2.css">');
    expect(head.match(/react-r1\.js/g)).toHaveLength(1);
    expect(head).not.toContain('index-c1.css');
  });

  it("puts the brand's accent colours in the head, so the first paint is in the brand's colours", async () => {
    const head = (host: string) =>
      page('/en/', { host }).then(({ res }) => res.body.slice(0, res.body.indexOf('</head>')));
    const [fairline, meridian] = await Promise.all([head('localhost'), head('meridian.localhost')]);
    const style = /<style id="brand-theme">:root\{--c-accent:(#[0-9a-f]{6});/;
    expect(meridian).toMatch(style);
    expect(fairline).toMatch(style);
    expect(style.exec(meridian)?.[1]).not.toBe(style.exec(fairline)?.[1]);
  });

  it("preloads the consent banner's code for a visitor who has not chosen, and only for one", async () => {
    const banner = '/assets/cookie-banner-b1.js';
    expect((await page('/en/line')).res.body).toContain(banner);
    expect((await page('/en/line', { host: 'localhost', cookie: 'fl_consent=1' })).res.body).not.toContain(banner);
  });

  it('gives the not-found page the configuration and dictionary but no data or preloads', async () => {
    const { res, data } = await page('/en/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(data?.site.brand).toBe('fairline');
    expect(data?.queries).toEqual([]);
    expect(res.body).not.toContain('sportsbook-layout-l1.js');
  });

  it("follows the developer's brand override, and leaves the data out when the site cannot be resolved", async () => {
    expect((await page('/en/sports?brand=meridian')).data?.site.brand).toBe('meridian');
    const bad = await page('/en/sports?brand=no-such-brand');
    expect(bad.res.statusCode).toBe(200);
    expect(bad.data).toBeUndefined();
  });
});
