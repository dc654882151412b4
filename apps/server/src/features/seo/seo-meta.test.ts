import { describe, expect, it } from 'vitest';
import { renderSeoHead, scriptJson } from './seo-head';
import { buildPageSeo, fillTemplate, isoCodeOf, pageUrl, type SeoInput, textSectionOf } from './seo-meta';
import { snippet } from './seo-subject';
import { xmlErrors } from './seo-test-dist.testing';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapIndexXml, urlSetXml } from './sitemap-xml';

const text = {
  title: '{home} — {away}: odds, {date} — {brand}',
  description: '{league}',
  h1: '{home} — {away}',
  content: '',
  style: 'none' as const,
};
const input = (over: Partial<SeoInput> = {}): SeoInput => ({
  page: { section: 'game', stream: 'line', gameId: 7 },
  lang: 'en',
  languages: ['ru', 'en', 'ar'],
  defaultLanguage: 'ru',
  origin: 'https://fairline.example',
  rest: '/line/game/7',
  brand: 'Fairline',
  subject: {
    found: true,
    home: 'Alpha',
    away: 'Beta',
    league: 'England. Premier League',
    sport: 'Football',
    sportSlug: 'football',
    champId: 3,
    start: Date.UTC(2026, 10, 21, 18),
  },
  text,
  ...over,
});

describe('fillTemplate', () => {
  it('fills known placeholders, drops unknown ones and keeps paragraph breaks', () => {
    expect(fillTemplate('{a} and {b}\n\n{c}', { a: 'x', c: 'z' })).toBe('x and\n\nz');
  });
});

describe('buildPageSeo', () => {
  it('writes a game title from its teams and date in the page language', () => {
    expect(buildPageSeo(input()).title).toBe('Alpha — Beta: odds, Nov 21, 2026 — Fairline');
  });

  it('gives hreflang for every brand language, then x-default at the default language', () => {
    expect(buildPageSeo(input()).alternates).toEqual([
      { hreflang: 'ru', href: 'https://fairline.example/ru/line/game/7' },
      { hreflang: 'en', href: 'https://fairline.example/en/line/game/7' },
      { hreflang: 'ar', href: 'https://fairline.example/ar/line/game/7' },
      { hreflang: 'x-default', href: 'https://fairline.example/ru/line/game/7' },
    ]);
  });

  it('adds a SportsEvent and a breadcrumb trail through the league to a game', () => {
    const seo = buildPageSeo(input());
    expect(seo.jsonLd.map((d) => d['@type'])).toEqual(['BreadcrumbList', 'SportsEvent']);
    expect(seo.breadcrumbs.map((c) => c.url)).toEqual([
      'https://fairline.example/en/',
      'https://fairline.example/en/line',
      'https://fairline.example/en/line/football',
      'https://fairline.example/en/line/football/3',
      'https://fairline.example/en/line/game/7',
    ]);
  });

  it('makes a page whose subject is not there noindex, without structured data or the template', () => {
    const seo = buildPageSeo(input({ subject: { found: false } }));
    expect(seo.robots).toBe('noindex, follow');
    expect(seo.jsonLd).toEqual([]);
    expect(seo.title).toBe('Fairline');
  });

  it('makes personal sections noindex even when found', () => {
    expect(buildPageSeo(input({ page: { section: 'office' }, subject: { found: true } })).robots).toBe(
      'noindex, follow',
    );
  });
});

describe('the head HTML', () => {
  it('escapes names so a team called </script> or with quotes cannot break out', () => {
    const html = renderSeoHead(buildPageSeo(input({ subject: { ...input().subject, home: '</script><b "x">' } })));
    expect(html).not.toContain('</script><b');
    expect(html).toContain('&lt;/script&gt;&lt;b &quot;x&quot;&gt;');
    expect(scriptJson({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });
});

describe('URLs and codes', () => {
  it('keeps the home page’s slash and drops others’', () => {
    expect(pageUrl('https://h', 'en', '/')).toBe('https://h/en/');
    expect(pageUrl('https://h', 'en', '/line/')).toBe('https://h/en/line');
  });
  it('writes a regional language as an ISO code', () => {
    expect(isoCodeOf('ar-iq')).toBe('ar-IQ');
    expect(isoCodeOf('en')).toBe('en');
  });
});

describe('the results and promotions pages’ texts', () => {
  it('reads a championship’s results and a campaign page from their own templates, the lists from their sections', () => {
    expect(textSectionOf({ section: 'results' })).toBe('results');
    expect(textSectionOf({ section: 'results', champId: 7 })).toBe('results-championship');
    expect(textSectionOf({ section: 'promo' })).toBe('promo');
    expect(textSectionOf({ section: 'promo', page: 'welcome-sport' })).toBe('promo-campaign');
    expect(textSectionOf({ section: 'information', page: 'rules' })).toBe('information');
  });

  it('describes a campaign by its text’s first paragraph, cut at a word to 200 characters', () => {
    expect(snippet('Double your deposit.\n\nTerms apply.')).toBe('Double your deposit.');
    const long = snippet(`${'word '.repeat(60)}end`);
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long).toMatch(/word…$/);
    expect(snippet('')).toBe('');
  });
});

describe('robots.txt and sitemaps', () => {
  it('closes personal pages in each language and names the sitemap', () => {
    const txt = robotsTxt('https://h', ['en', 'ar']);
    expect(txt).toContain('Disallow: /ar/office');
    expect(txt).toContain('Sitemap: https://h/sitemap.xml');
  });
  it('writes well-formed XML with escaped URLs', () => {
    expect(xmlErrors(sitemapIndexXml(['https://h/sitemaps/en.xml']))).toEqual([]);
    const xml = urlSetXml([{ loc: 'https://h/en/?a=1&b=2' }]);
    expect(xmlErrors(xml)).toEqual([]);
    expect(xml).toContain('a=1&amp;b=2');
  });
  it('writes each page’s hreflang alternates as xhtml:link, in the xhtml namespace', () => {
    const xml = urlSetXml([
      {
        loc: 'https://h/en/promo',
        alternates: [
          { hreflang: 'en', href: 'https://h/en/promo' },
          { hreflang: 'x-default', href: 'https://h/ru/promo?a=1&b=2' },
        ],
      },
    ]);
    expect(xmlErrors(xml)).toEqual([]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<url><loc>https://h/en/promo</loc><xhtml:link rel="alternate" hreflang="en" href="https://h/en/promo"/>',
    );
    expect(xml).toContain('hreflang="x-default" href="https://h/ru/promo?a=1&amp;b=2"/></url>');
  });
  it('holds at most the sitemap protocol’s URL count', () => {
    const xml = urlSetXml(Array.from({ length: SITEMAP_MAX_URLS + 5 }, (_, i) => ({ loc: `https://h/en/${i}` })));
    expect(xml.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
  });
  it('notices broken XML', () => {
    expect(xmlErrors('<?xml version="1.0" encoding="UTF-8"?>\n<a><b></a>')).not.toEqual([]);
  });
});
