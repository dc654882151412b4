// The spec's SEO calls (issue 19): each answers its wire schema from the SEO data of the brand,
// language and section, needs the sub-request id header and echoes it, and refuses bad input with 400.
import {
  seoAnalyticsCountersAnswer,
  seoContentAnswer,
  seoInformationLinksAnswer,
  seoLanguageIsoCodesAnswer,
  seoMicroSchemaAnswer,
  seoPageDataAnswer,
  seoQuestionsAnswer,
  seoVisualAnswer,
} from '@fairline/shared/wire/seo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ID = '0f8fad5bd9cb469fa16570867728950e';
const MERIDIAN = 'meridian.localhost';
const call = (url: string, opts: { host?: string; id?: string | null } = {}) =>
  t.app.inject({
    url,
    headers: { host: opts.host ?? 'localhost', ...(opts.id === null ? {} : { 'x-sub-request-id': opts.id ?? ID }) },
  });

const ENDPOINTS: [string, z.ZodType][] = [
  ['/seo-module-api/api/v2/pagedata?language=en&section=sports', seoPageDataAnswer],
  ['/seo-module-api/api/v2/pagedata?language=en&section=promo&menuSection=welcome-sport', seoPageDataAnswer],
  ['/seo-module-api/api/v1/visual?language=en&section=results', seoVisualAnswer],
  ['/frontend-api/seo/seoContent?language=en&section=main', seoContentAnswer],
  ['/seo-module-api/api/v1/visual?language=en&section=sport&subsection[id]=1', seoVisualAnswer],
  ['/web-api/external-api/seo/questions/footer/main?language=en', seoQuestionsAnswer],
  ['/web-api/external-api/seo/information/links?language=en', seoInformationLinksAnswer],
  ['/seo-module-api/api/public/v1/analytics-counters?language=en', seoAnalyticsCountersAnswer],
  ['/frontend-api/seo/seoMicroSchema?language=en&section=information&menuSection=rules', seoMicroSchemaAnswer],
  ['/seo-module-api/api/public/v1/language-iso-codes?language=en', seoLanguageIsoCodesAnswer],
];

describe('every SEO call', () => {
  it.each(ENDPOINTS)('%s answers its schema and echoes the sub-request id', async (url, schema) => {
    const res = await call(url);
    expect(res.statusCode).toBe(200);
    expect(schema.safeParse(res.json()).success).toBe(true);
    expect(res.headers['x-sub-request-id']).toBe(ID);
  });

  it.each(ENDPOINTS)('%s refuses a call without the sub-request id header', async (url) => {
    const res = await call(url, { id: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation_errors).toHaveProperty(['x-sub-request-id']);
  });

  it.each(ENDPOINTS)('%s refuses a sub-request id that is a dashed UUID', async (url) => {
    expect((await call(url, { id: '0f8fad5b-d9cb-469f-a165-70867728950e' })).statusCode).toBe(400);
  });

  it.each(ENDPOINTS)('%s refuses a language the brand does not offer', async (url) => {
    const res = await call(url.replace('language=en', 'language=ru'), { host: MERIDIAN });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation_errors).toHaveProperty('language');
  });
});

describe('page data', () => {
  it('gives a game its teams in the title, its canonical and the brand’s hreflang set', async () => {
    const game = t.app.trading.engine.listGames(undefined, { kind: 'line' })[0]!;
    const res = await call(`/seo-module-api/api/v2/pagedata?language=ru&section=game&stream=line&match[id]=${game.id}`);
    const data = seoPageDataAnswer.parse(res.json()).data;
    expect(data.title).toContain(`${game.home.name.ru} — ${game.away.name.ru}`);
    expect(data.customCanonical).toBe(`http://localhost/ru/line/game/${game.id}`);
    expect(data.alternativeLinks.map((l) => l.hreflang)).toEqual(['ru', 'en', 'ar', 'x-default']);
    expect(data.metaRobots).toBe('index, follow');
    expect(data.languageIsoCode).toBe('ru');
  });

  it('marks personal sections noindex and leaves their title to the page where the data has none', async () => {
    const res = await call('/seo-module-api/api/v2/pagedata?language=en&section=office');
    expect(res.json().data.metaRobots).toBe('noindex, follow');
    expect(res.json().data.title).toBe('');
  });

  it('answers 404 for a game or a championship that is not there', async () => {
    expect(
      (await call('/seo-module-api/api/v2/pagedata?language=en&section=game&match[id]=999999999')).statusCode,
    ).toBe(404);
    const champ =
      '/seo-module-api/api/v2/pagedata?language=en&section=championship&subsection[id]=1&championship[id]=999999';
    expect((await call(champ)).statusCode).toBe(404);
    const notCasino = '/seo-module-api/api/v2/pagedata?language=en&section=casino&menuSection=/line/football';
    expect((await call(notCasino)).statusCode).toBe(404);
  });

  it.each([
    ['a section the product does not have', 'section=poker'],
    ['a game section without the game', 'section=game'],
    ['a sport id that is not a number', 'section=sport&subsection[id]=abc'],
    ['a language that is not a code', 'language=english&section=main'],
    ['a domain that is not this brand’s', 'section=main&domain=meridian.localhost'],
    ['a project that is not this brand’s', 'section=main&project[id]=999'],
  ])('refuses %s with 400', async (_, query) => {
    const url = `/seo-module-api/api/v2/pagedata?${query.includes('language=') ? '' : 'language=en&'}${query}`;
    expect((await call(url)).statusCode).toBe(400);
  });

  it('names a casino page by its path: canonical, alternates and the casino section’s text', async () => {
    const res = await call(
      '/seo-module-api/api/v2/pagedata?language=en&section=casino&menuSection=/slots/orchard-stars',
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.title).toContain('casino');
    expect(data.customCanonical).toMatch(/\/en\/slots\/orchard-stars$/);
    expect(data.metaRobots).toBe('index, follow');
  });

  it('accepts the request’s own domain and project', async () => {
    const [brand] = await t.database.query<{ project_id: number }>(
      `select project_id from brands where slug = 'fairline'`,
    );
    const url = `/seo-module-api/api/v2/pagedata?language=en&section=main&domain=localhost&project[id]=${brand?.project_id}`;
    expect((await call(url)).statusCode).toBe(200);
  });
});

describe('page data of the results and promotions pages (ADR 0040, 0044)', () => {
  const pageData = async (query: string) => {
    const res = await call(`/seo-module-api/api/v2/pagedata?${query}`);
    expect(res.statusCode, query).toBe(200);
    return seoPageDataAnswer.parse(res.json()).data;
  };

  it('names the results and promotions lists by their own sections, canonical and alternates', async () => {
    const results = await pageData('language=en&section=results');
    expect(results.title).toBe('Sports results and final scores — Fairline');
    expect(results.description).toContain('30 days');
    expect(results.customCanonical).toBe('http://localhost/en/results');
    expect(results.alternativeLinks.map((l) => l.href)).toEqual([
      'http://localhost/ru/results',
      'http://localhost/en/results',
      'http://localhost/ar/results',
      'http://localhost/ru/results',
    ]);
    expect(results.metaRobots).toBe('index, follow');
    const promo = await pageData('language=ru&section=promo');
    expect(promo.title).toBe('Акции и бонусы — Fairline');
    expect(promo.customCanonical).toBe('http://localhost/ru/promo');
    expect(promo.metaRobots).toBe('index, follow');
  });

  it('names a championship’s results by the league (championship[id])', async () => {
    const champ = t.app.trading.engine.championships()[0]!;
    const data = await pageData(`language=en&section=results&championship[id]=${champ.id}`);
    expect(data.title).toBe(`${champ.name.en}: results and scores — Fairline`);
    expect(data.customCanonical).toBe(`http://localhost/en/results/${champ.id}`);
    expect(data.metaRobots).toBe('index, follow');
    expect((await pageData('language=en&section=results&championship[id]=999999999')).metaRobots).toBe(
      'noindex, follow',
    );
  });

  it('takes a campaign page’s title and description from the campaign (menuSection is its slug)', async () => {
    const data = await pageData('language=en&section=promo&menuSection=reload-sport');
    expect(data.title).toBe('Reload bonus — Fairline');
    expect(data.description).toBe(
      'Every later deposit earns half its amount again as a sports bonus while no other bonus runs.',
    );
    expect(data.customCanonical).toBe('http://localhost/en/promo/reload-sport');
    expect(data.alternativeLinks.map((l) => l.hreflang)).toEqual(['ru', 'en', 'ar', 'x-default']);
    expect(data.metaRobots).toBe('index, follow');
    const visual = (
      await call('/seo-module-api/api/v1/visual?language=en&section=promo&menuSection=reload-sport')
    ).json().data;
    expect(visual.h1).toBe('Reload bonus');
    expect(visual.breadcrumbs.map((c: { url: string }) => c.url)).toEqual([
      'http://localhost/en/',
      'http://localhost/en/promo',
      'http://localhost/en/promo/reload-sport',
    ]);
  });

  it('answers noindex for a campaign that does not run here, 404 for a slug no campaign can have', async () => {
    expect((await pageData('language=en&section=promo&menuSection=no-such-campaign')).metaRobots).toBe(
      'noindex, follow',
    );
    const meridian = await call('/seo-module-api/api/v2/pagedata?language=en&section=promo&menuSection=welcome-sport', {
      host: MERIDIAN,
    });
    expect(meridian.json().data.metaRobots).toBe('noindex, follow');
    expect(
      (await call('/seo-module-api/api/v2/pagedata?language=en&section=promo&menuSection=welcome')).statusCode,
    ).toBe(404);
  });

  it('answers the footer questions of the new sections (none seeded)', async () => {
    for (const section of ['results', 'promo']) {
      const res = await call(`/web-api/external-api/seo/questions/footer/${section}?language=en`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ section, items: [] });
    }
  });
});

describe('content by brand, language and section', () => {
  it('gives the home SEO text with the brand filled in, folded, and the page’s JSON-LD', async () => {
    const data = (await call('/frontend-api/seo/seoContent?language=ru&section=main')).json().data;
    expect(data.style).toBe('collapsed');
    expect(data.content).toContain('Fairline принимает ставки');
    expect(JSON.parse(data.microschema)).toEqual([]);
  });

  it('answers the footer questions of a section in the language, in order', async () => {
    const ru = (await call('/web-api/external-api/seo/questions/footer/main?language=ru')).json().data;
    expect(ru.items.map((q: { question: string }) => q.question)[0]).toBe('Как сделать ставку?');
    const live = (await call('/web-api/external-api/seo/questions/footer/live?language=ar')).json().data;
    expect(live.items).toHaveLength(1);
    expect((await call('/web-api/external-api/seo/questions/footer/sports?language=en')).json().data.items).toEqual([]);
    expect((await call('/web-api/external-api/seo/questions/footer/nope?language=en')).statusCode).toBe(400);
    const main = (await call('/web-api/external-api/seo/questions/footer?language=ru')).json().data;
    expect(main).toEqual(ru);
  });

  it('links only the information pages the brand shows, on its host', async () => {
    const links = (await call('/web-api/external-api/seo/information/links?language=en', { host: MERIDIAN })).json()
      .data;
    const pages = links.map((l: { page: string }) => l.page);
    expect(pages).toContain('rules');
    expect(pages).not.toContain('smsbets');
    expect(links[0].url).toMatch(/^http:\/\/meridian\.localhost\/en\/information\//);
  });

  it('lists a brand’s analytics counters and none for a brand without', async () => {
    expect(
      (await call('/seo-module-api/api/public/v1/analytics-counters?language=en', { host: MERIDIAN })).json().data,
    ).toEqual([{ provider: 'matomo', counterId: '7' }]);
    expect((await call('/seo-module-api/api/public/v1/analytics-counters?language=en')).json().data).toEqual([]);
  });

  it('gives the brand’s languages as ISO codes', async () => {
    const res = await call('/seo-module-api/api/public/v1/language-iso-codes?language=en', { host: MERIDIAN });
    expect(res.json().data).toEqual([
      { language: 'en', isoCode: 'en' },
      { language: 'ar', isoCode: 'ar' },
    ]);
  });

  it('gives a championship’s heading and breadcrumbs', async () => {
    const game = t.app.trading.engine.listGames(undefined, { kind: 'line' })[0]!;
    const champ = t.app.trading.engine.championships().find((c) => c.id === game.champId)!;
    const url = `/seo-module-api/api/v1/visual?language=en&section=championship&subsection[id]=${champ.sportId}&championship[id]=${champ.id}`;
    const data = (await call(url)).json().data;
    expect(data.h1).toBe(champ.name.en);
    expect(data.breadcrumbs.at(-1)).toEqual({
      name: champ.name.en,
      url: expect.stringMatching(new RegExp(`/en/line/[a-z-]+/${champ.id}$`)),
    });
  });
});
