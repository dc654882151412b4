// The pure builder of a page's SEO: title, description, heading, robots, canonical, the hreflang
// alternates of every language of the brand, Open Graph tags, breadcrumbs and JSON-LD. The HTML
// head and the spec's SEO calls both read it, so a crawler and a client-side navigation agree.
import { isIndexable, type SeoPage } from '@fairline/shared/routing/seo-page';
import { breadcrumbList, type Crumb, sportsEvent } from './json-ld';
import type { SeoTextRow } from './seo.repository';

/** The names a page is made of, in its language; `found` is false for a game or league that is not there. */
export interface SeoSubject {
  found: boolean;
  /** An information page's title; a campaign's name. */
  name?: string;
  /** A page's own text for its description: a campaign's text, its first paragraph. */
  about?: string;
  sport?: string;
  sportSlug?: string;
  league?: string;
  /** A game's championship, for its breadcrumb. */
  champId?: number;
  country?: string;
  home?: string;
  away?: string;
  /** Kick-off, epoch ms. */
  start?: number;
}

export interface SeoInput {
  page: SeoPage;
  lang: string;
  /** The brand's languages, in its order, and the one `x-default` points at. */
  languages: readonly string[];
  defaultLanguage: string;
  /** `https://host[:port]` of the brand. */
  origin: string;
  /** The path after the language segment, e.g. `/line/football/12`. */
  rest: string;
  brand: string;
  subject: SeoSubject;
  text: SeoTextRow | undefined;
}

export interface PageSeo {
  /** Whether the title and description come from the SEO data (else a fallback from the names). */
  hasText: boolean;
  title: string;
  description: string;
  h1: string;
  /** The section's SEO text (plain paragraphs) and how it is shown. */
  content: string;
  style: SeoTextRow['style'];
  robots: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  metas: { name?: string; property?: string; content: string }[];
  breadcrumbs: Crumb[];
  jsonLd: Record<string, unknown>[];
}

const HOME: Record<string, string> = { ru: 'Главная', en: 'Home', ar: 'الرئيسية' };
const STREAM: Record<string, Record<'line' | 'live', string>> = {
  ru: { line: 'Линия', live: 'Лайв' },
  en: { line: 'Line', live: 'Live' },
  ar: { line: 'قبل المباراة', live: 'مباشر' },
};
const SECTION_CRUMB: Record<string, Record<'results' | 'promo', string>> = {
  ru: { results: 'Результаты', promo: 'Акции' },
  en: { results: 'Results', promo: 'Promotions' },
  ar: { results: 'النتائج', promo: 'العروض' },
};
const OG_LOCALE: Record<string, string> = { ru: 'ru_RU', en: 'en_US', ar: 'ar_AR', 'ar-iq': 'ar_IQ' };

/** The hreflang code of a UI language (`ar-iq` → `ar-IQ`). */
export function isoCodeOf(lang: string): string {
  const [base, region] = lang.split('-');
  return region ? `${base}-${region.toUpperCase()}` : (base ?? lang);
}

/** A page's absolute URL in a language: the home page keeps its trailing slash, others have none. */
export function pageUrl(origin: string, lang: string, rest: string): string {
  const path = rest.replace(/\/+$/, '');
  return `${origin}/${lang}${path || '/'}`;
}

/** Fills `{name}`-style placeholders; an unknown or missing value leaves nothing behind. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | undefined>>): string {
  return template
    .replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

/** A date in the page's language, in UTC (the server does not know the reader's zone). */
export function formatDate(ms: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
}

/**
 * The SEO data row a page's texts come from: its section's, except a championship's results and a
 * campaign's page, which have their own templates (named by the league, by the campaign).
 */
export function textSectionOf(page: SeoPage): string {
  if (page.section === 'results' && page.champId !== undefined) return 'results-championship';
  if (page.section === 'promo' && page.page !== undefined) return 'promo-campaign';
  return page.section;
}

/** Builds the whole SEO of a page. */
export function buildPageSeo(input: SeoInput): PageSeo {
  const { page, lang, origin, subject, brand } = input;
  const values = {
    brand,
    name: subject.name,
    about: subject.about,
    sport: subject.sport,
    league: subject.league,
    home: subject.home,
    away: subject.away,
    date: subject.start === undefined ? undefined : formatDate(subject.start, lang),
  };
  const own = subject.name ?? (subject.home ? `${subject.home} — ${subject.away}` : (subject.league ?? subject.sport));
  const text = subject.found ? input.text : undefined;
  const title = text ? fillTemplate(text.title, values) : own ? `${own} — ${brand}` : brand;
  const description = text ? fillTemplate(text.description, values) : '';
  const h1 = text ? fillTemplate(text.h1, values) : (own ?? brand);
  const indexable = subject.found && isIndexable(page.section);
  const canonical = pageUrl(origin, lang, input.rest);
  const alternates = input.languages.map((l) => ({ hreflang: isoCodeOf(l), href: pageUrl(origin, l, input.rest) }));
  alternates.push({ hreflang: 'x-default', href: pageUrl(origin, input.defaultLanguage, input.rest) });
  const breadcrumbs = subject.found ? crumbsOf(input) : [];
  const jsonLd: Record<string, unknown>[] = [];
  if (breadcrumbs.length > 0) jsonLd.push(breadcrumbList(breadcrumbs));
  if (page.section === 'game' && subject.found) {
    jsonLd.push(sportsEvent({ ...subject, name: h1, description, url: canonical }));
  }
  const metas = [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand },
    { property: 'og:title', content: title },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: OG_LOCALE[lang] ?? lang },
    ...input.languages
      .filter((l) => l !== lang)
      .map((l) => ({ property: 'og:locale:alternate', content: OG_LOCALE[l] ?? l })),
    ...(description ? [{ property: 'og:description', content: description }] : []),
    { name: 'twitter:card', content: 'summary' },
  ];
  return {
    hasText: text !== undefined,
    title,
    description,
    h1,
    content: text ? fillTemplate(text.content, values) : '',
    style: text?.style ?? 'none',
    robots: indexable ? 'index, follow' : 'noindex, follow',
    canonical,
    alternates,
    metas,
    breadcrumbs,
    jsonLd,
  };
}

function crumbsOf({ page, lang, origin, subject }: SeoInput): Crumb[] {
  const home = { name: HOME[lang] ?? HOME.en!, url: pageUrl(origin, lang, '/') };
  if (page.section === 'information' && subject.name) {
    return [home, { name: subject.name, url: pageUrl(origin, lang, `/information/${page.page}`) }];
  }
  if (page.section === 'results' || page.section === 'promo') {
    const label = (SECTION_CRUMB[lang] ?? SECTION_CRUMB.en!)[page.section];
    const crumbs = [home, { name: label, url: pageUrl(origin, lang, `/${page.section}`) }];
    const own = page.section === 'results' ? subject.league : subject.name;
    const id = page.section === 'results' ? page.champId : page.page;
    if (own && id !== undefined) crumbs.push({ name: own, url: pageUrl(origin, lang, `/${page.section}/${id}`) });
    return crumbs;
  }
  if (!['sport', 'championship', 'game'].includes(page.section) || !page.stream) return [];
  const stream = page.stream;
  const crumbs = [home, { name: (STREAM[lang] ?? STREAM.en!)[stream], url: pageUrl(origin, lang, `/${stream}`) }];
  const sportPath = `/${stream}/${subject.sportSlug}`;
  if (subject.sport && subject.sportSlug) crumbs.push({ name: subject.sport, url: pageUrl(origin, lang, sportPath) });
  const champId = page.champId ?? subject.champId;
  if (subject.league && champId !== undefined) {
    crumbs.push({ name: subject.league, url: pageUrl(origin, lang, `${sportPath}/${champId}`) });
  }
  if (page.section === 'game' && subject.home && page.gameId !== undefined) {
    crumbs.push({
      name: `${subject.home} — ${subject.away}`,
      url: pageUrl(origin, lang, `/${stream}/game/${page.gameId}`),
    });
  }
  return crumbs;
}
