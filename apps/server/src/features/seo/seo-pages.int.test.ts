// The SEO tags in the HTML the server sends (issue 19): per page type and language, a crawler reads
// the title, description, robots, canonical, the hreflang set of every language of the brand with
// x-default, Open Graph and JSON-LD without running a script.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestDist, readHead } from './seo-test-dist.testing';

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

const FAIRLINE = 'localhost';
const MERIDIAN = 'meridian.localhost';
const get = (url: string, host = FAIRLINE) => t.app.inject({ url, headers: { host } });
const head = async (url: string, host = FAIRLINE) => {
  const res = await get(url, host);
  return { status: res.statusCode, ...readHead(res.body) };
};
const firstGame = (kind: 'line' | 'live') => {
  const game = t.app.trading.engine.listGames(undefined, { kind })[0];
  if (!game) throw new Error(`no ${kind} game in the simulation`);
  return game;
};

describe('the head of every page type', () => {
  it.each([
    ['/en/', 'Fairline — sports betting online, line and live odds'],
    ['/ru/', 'Fairline — ставки на спорт онлайн, линия и лайв'],
    ['/ar/', 'Fairline — المراهنات الرياضية عبر الإنترنت، قبل المباراة ومباشر'],
    ['/en/sports', 'All sports — Fairline'],
    ['/en/line', 'Pre-match betting line — Fairline'],
    ['/ru/live', 'Ставки в лайве — Fairline'],
    ['/en/line/football', 'Football betting odds — Fairline'],
    ['/ru/line/football', 'Футбол: ставки и коэффициенты — Fairline'],
    ['/en/information/rules', 'Betting rules — Fairline'],
  ])('%s has one title from the SEO data in its language: %s', async (url, title) => {
    const h = await head(url);
    expect(h.status).toBe(200);
    expect(h.titles).toEqual([title]);
    expect(h.description).toBeTruthy();
    expect(h.robots).toBe('index, follow');
  });

  it('names a championship by the feed’s name in the page language', async () => {
    const game = firstGame('line');
    const champ = t.app.trading.engine.championships().find((c) => c.id === game.champId)!;
    const { getSport } = await import('@fairline/shared/lookups/sports');
    const slug = getSport(champ.sportId)!.slug;
    const ru = await head(`/ru/line/${slug}/${champ.id}`);
    expect(ru.titles[0]).toBe(`${champ.name.ru}: ставки и коэффициенты — Fairline`);
    const crumbs = ru.jsonLd.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Главная', 'Линия', expect.any(String), champ.name.ru]);
  });

  it('gives a game page a SportsEvent with both teams, the kick-off and the league', async () => {
    const game = firstGame('line');
    const h = await head(`/en/line/game/${game.id}`);
    expect(h.titles[0]).toContain(`${game.home.name.en} — ${game.away.name.en}`);
    const event = h.jsonLd.find((d) => d['@type'] === 'SportsEvent') as {
      homeTeam: unknown;
      awayTeam: unknown;
      startDate: string;
      superEvent: { name: string };
      location: Record<string, unknown>;
    };
    expect(event.homeTeam).toEqual({ '@type': 'SportsTeam', name: game.home.name.en });
    expect(event.awayTeam).toEqual({ '@type': 'SportsTeam', name: game.away.name.en });
    expect(event.startDate).toBe(new Date(game.start).toISOString());
    expect(event.superEvent.name).toBeTruthy();
    expect(event.location['@type']).toBe('Place');
    expect(h.jsonLd.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('gives a live game page the same, on its live path', async () => {
    const game = firstGame('live');
    const h = await head(`/ru/live/game/${game.id}`);
    expect(h.canonical).toEqual([`http://localhost/ru/live/game/${game.id}`]);
    expect(h.jsonLd.find((d) => d['@type'] === 'SportsEvent')).toMatchObject({ homeTeam: { name: game.home.name.ru } });
  });

  it('gives an information page its breadcrumb trail', async () => {
    const h = await head('/ru/information/rules');
    const crumbs = h.jsonLd.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual([
      'http://localhost/ru/',
      'http://localhost/ru/information/rules',
    ]);
  });
});

describe('canonical and hreflang', () => {
  it('points the canonical at the page itself and lists every language of the brand and x-default', async () => {
    const h = await head('/en/line/football/');
    expect(h.canonical).toEqual(['http://localhost/en/line/football']);
    expect(h.alternates).toEqual([
      { hreflang: 'ru', href: 'http://localhost/ru/line/football' },
      { hreflang: 'en', href: 'http://localhost/en/line/football' },
      { hreflang: 'ar', href: 'http://localhost/ar/line/football' },
      { hreflang: 'x-default', href: 'http://localhost/ru/line/football' },
    ]);
  });

  it('lists only the second brand’s languages on its host, x-default at its default language', async () => {
    const h = await head('/ar/sports', MERIDIAN);
    expect(h.alternates.map((a) => a.href)).toEqual([
      'http://meridian.localhost/en/sports',
      'http://meridian.localhost/ar/sports',
      'http://meridian.localhost/en/sports',
    ]);
    expect(h.titles[0]).toBe('كل الرياضات — Meridian');
  });

  it('uses a brand’s own row over the default: Meridian’s English home title', async () => {
    expect((await head('/en/', MERIDIAN)).titles).toEqual(['Meridian — bet on sport the Meridian way']);
  });

  it('writes Open Graph tags of the page', async () => {
    const h = await head('/en/sports');
    expect(h.meta('og:title')).toBe('All sports — Fairline');
    expect(h.meta('og:url')).toBe('http://localhost/en/sports');
    expect(h.meta('og:locale')).toBe('en_US');
    expect(h.meta('og:site_name')).toBe('Fairline');
  });
});

describe('robots', () => {
  it.each(['/en/office/profile', '/en/coupon', '/en/block'])(
    'tells crawlers not to index the personal page %s',
    async (url) => {
      expect((await head(url)).robots).toBe('noindex, follow');
    },
  );

  it('keeps the 404 status of an unknown path and marks it noindex with the not-found title', async () => {
    const h = await head('/en/no-such-page');
    expect(h.status).toBe(404);
    expect(h.robots).toBe('noindex, follow');
    expect(h.titles).toEqual(['Page not found — Fairline']);
  });

  it('marks a game that is not there noindex (the page says so) and keeps the generic title', async () => {
    const h = await head('/en/line/game/999999999');
    expect(h.robots).toBe('noindex, follow');
    expect(h.jsonLd).toEqual([]);
  });
});

describe('the results and promotions pages (ADR 0040, 0044)', () => {
  const alternatesOf = (rest: string) => [
    { hreflang: 'ru', href: `http://localhost/ru${rest}` },
    { hreflang: 'en', href: `http://localhost/en${rest}` },
    { hreflang: 'ar', href: `http://localhost/ar${rest}` },
    { hreflang: 'x-default', href: `http://localhost/ru${rest}` },
  ];
  const crumbsOf = (h: { jsonLd: Record<string, unknown>[] }) =>
    (
      h.jsonLd.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] }
    ).itemListElement.map((c) => [c.name, c.item]);

  it.each([
    ['/en/results', 'Sports results and final scores — Fairline'],
    ['/ru/results', 'Результаты матчей и итоговые счета — Fairline'],
    ['/ar/results', 'نتائج المباريات والنتائج النهائية — Fairline'],
    ['/en/promo', 'Promotions and bonuses — Fairline'],
    ['/ru/promo', 'Акции и бонусы — Fairline'],
    ['/ar/promo', 'العروض والمكافآت — Fairline'],
  ])('%s has its own section’s title (not the line’s), a description, and is indexable: %s', async (url, title) => {
    const h = await head(url);
    expect(h.status).toBe(200);
    expect(h.titles).toEqual([title]);
    expect(h.description).toBeTruthy();
    expect(h.description).not.toBe('Upcoming games and odds for pre-match bets at Fairline.');
    expect(h.robots).toBe('index, follow');
    const rest = new URL(`http://x${url}`).pathname.replace(/^\/[a-z]+/, '');
    expect(h.canonical).toEqual([`http://localhost${url}`]);
    expect(h.alternates).toEqual(alternatesOf(rest));
  });

  it('names a championship’s results page by the league in the page language, with its breadcrumb trail', async () => {
    const champ = t.app.trading.engine.championships()[0]!;
    const h = await head(`/ru/results/${champ.id}`);
    expect(h.status).toBe(200);
    expect(h.titles).toEqual([`${champ.name.ru}: результаты и счета — Fairline`]);
    expect(h.description).toContain(champ.name.ru);
    expect(h.robots).toBe('index, follow');
    expect(h.canonical).toEqual([`http://localhost/ru/results/${champ.id}`]);
    expect(h.alternates).toEqual(alternatesOf(`/results/${champ.id}`));
    expect(crumbsOf(h)).toEqual([
      ['Главная', 'http://localhost/ru/'],
      ['Результаты', 'http://localhost/ru/results'],
      [champ.name.ru, `http://localhost/ru/results/${champ.id}`],
    ]);
  });

  it('marks the results of a championship that is not there noindex', async () => {
    const h = await head('/en/results/999999999');
    expect(h.robots).toBe('noindex, follow');
    expect(h.titles).toEqual(['Fairline']);
  });

  it.each([
    ['en', 'Sport welcome bonus — Fairline', 'Choose the sport bonus when you register', 'Promotions'],
    ['ru', 'Приветственный бонус на спорт — Fairline', 'первый депозит', 'Акции'],
    ['ar', 'مكافأة الترحيب الرياضية — Fairline', '', 'العروض'],
  ])(
    'takes a campaign page’s title and description from the campaign itself (%s)',
    async (lang, title, text, crumb) => {
      const h = await head(`/${lang}/promo/welcome-sport`);
      expect(h.status).toBe(200);
      expect(h.titles).toEqual([title]);
      expect(h.description).toContain(text);
      expect(h.description).toBeTruthy();
      expect(h.robots).toBe('index, follow');
      expect(h.canonical).toEqual([`http://localhost/${lang}/promo/welcome-sport`]);
      expect(h.alternates).toEqual(alternatesOf('/promo/welcome-sport'));
      expect(crumbsOf(h).map(([name]) => name)).toEqual([expect.any(String), crumb, title.replace(' — Fairline', '')]);
    },
  );

  it('marks noindex a campaign page that does not exist, does not run, or is another brand’s', async () => {
    await t.database.query(
      `insert into bonus_campaigns (code, brand_id, kind, bonus_type, product, names, percent, max_usd, wager_multiplier,
         valid_days, ends_at, promo_code, is_listed)
       values ('PROMO_SEOENDED', (select id from brands where slug = 'fairline'), 'promo', 3, 'sport',
         '{"en":"Ended offer"}', 100, 10, 3, 7, now() - interval '1 day', 'SEOENDED', true)`,
    );
    for (const [url, host] of [
      ['/en/promo/no-such-campaign', FAIRLINE],
      ['/en/promo/promo-seoended', FAIRLINE],
      ['/en/promo/welcome-sport', MERIDIAN],
    ] as const) {
      const h = await head(url, host);
      expect(h.status, url).toBe(200);
      expect(h.robots, url).toBe('noindex, follow');
      expect(h.titles[0], url).not.toContain('Pre-match');
      expect(h.jsonLd, url).toEqual([]);
    }
  });

  it('keeps the 404 of a path that cannot name a campaign', async () => {
    const h = await head('/en/promo/welcome');
    expect(h.status).toBe(404);
    expect(h.robots).toBe('noindex, follow');
  });
});
