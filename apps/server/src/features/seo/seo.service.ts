// The public module of the SEO feature (ADR 0024): a page's SEO from its path, language and brand,
// the head tags the server puts into every HTML page, and the sitemap's URLs. The spec's SEO calls
// and the HTML head read the same builder, so what a crawler sees is what a navigation shows.
import { isInformationPageShown } from '@fairline/shared/config';
import { getSport } from '@fairline/shared/lookups/sports';
import { type SeoPage, seoPageOf } from '@fairline/shared/routing/seo-page';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../infra/db';
import type { PagePart } from '../../plugins/spa';
import type { OddsProvider } from '../../trading/provider';
import { guestPromotions } from '../bonuses/bonuses.service';
import type { ResolvedSite, SiteConfigService } from '../config/config.service';
import { findBrandDomains, findInformationTitles, findSeoText, type SeoTextRow } from './seo.repository';
import { renderSeoHead } from './seo-head';
import { buildPageSeo, isoCodeOf, type PageSeo, pageUrl, textSectionOf } from './seo-meta';
import { resolveSubject } from './seo-subject';

export interface SeoDeps {
  database: Database;
  sites: SiteConfigService;
  engine: OddsProvider;
}

const CACHE_MS = 30_000;

/** A sitemap's page: its URL and the same page in every language of the brand. */
export interface SitemapEntry {
  loc: string;
  alternates: { hreflang: string; href: string }[];
}

/** Remembers answers for a while: texts, titles and domains change by an operator's update, not per request. */
function cached<T>() {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
    const value = load();
    entries.set(key, { at: Date.now(), value });
    value.catch(() => entries.delete(key));
    return value;
  };
}

export function createSeoService({ database, sites, engine }: SeoDeps) {
  const texts = cached<SeoTextRow | undefined>();
  const titles = cached<Map<string, string>>();
  const domains = cached<string[]>();

  const informationTitles = (site: ResolvedSite, lang: string) =>
    titles(`${site.brand.id}:${lang}`, () => findInformationTitles(database, site.brand.id, lang));

  /** The campaigns the promotions pages show a guest of the site now (its country and currency), in `lang`. */
  const promotionsOf = (site: ResolvedSite, lang: string) =>
    guestPromotions(
      database,
      {
        brandId: site.brand.id,
        country: site.geo.countryCode,
        defaultCurrency: site.settings.application.defaultCurrency,
      },
      lang,
    );

  /** `scheme://host[:port]` of the request when its host is one of the brand's, else of the brand's first domain. */
  async function originOf(req: FastifyRequest, site: ResolvedSite): Promise<string> {
    const own = await domains(String(site.brand.id), () => findBrandDomains(database, site.brand.id));
    const host = (req.headers.host ?? '').toLowerCase();
    const hostname = host.replace(/:\d+$/, '');
    return `${req.protocol}://${own.includes(hostname) ? host : (own[0] ?? hostname)}`;
  }

  /** The SEO of one page of the request's brand. */
  async function pageSeo(req: FastifyRequest, site: ResolvedSite, lang: string, page: SeoPage, rest: string) {
    const subject = await resolveSubject(page, lang, {
      engine,
      informationTitles: () => informationTitles(site, lang),
      promotions: () => promotionsOf(site, lang),
    });
    const section = textSectionOf(page);
    const text = await texts(`${site.brand.id}:${lang}:${section}`, () =>
      findSeoText(database, site.brand.id, lang, section),
    );
    const seo: PageSeo = buildPageSeo({
      page,
      lang,
      languages: site.languages,
      defaultLanguage: site.defaultLanguage,
      origin: await originOf(req, site),
      rest,
      brand: site.brand.name,
      subject,
      text,
    });
    return { seo, subject, text };
  }

  /** The head tags of an HTML page; a 404 page is the not-found page whatever its path. */
  const headPart: PagePart = async ({ req, path, lang, status }) => {
    const site = await sites.resolve(req);
    const rest = path.replace(/^\/[^/]+/, '') || '/';
    const page: SeoPage = status === 404 ? { section: 'not-found' } : seoPageOf(rest);
    const { seo } = await pageSeo(req, site, lang, page, rest);
    return { head: renderSeoHead(seo) };
  };

  /**
   * The pages of one language of the brand, each with its hreflang alternates (every language of the
   * brand and x-default): its sections, the feeds' sports, leagues and games, the information pages,
   * the results page, the promotions list and the page of every campaign running for a guest now.
   */
  async function sitemapUrls(req: FastifyRequest, site: ResolvedSite, lang: string): Promise<SitemapEntry[]> {
    const origin = await originOf(req, site);
    const paths = new Set(['/', '/sports', '/line', '/live', '/cyber', '/results', '/promo']);
    for (const kind of ['line', 'live'] as const) {
      const games = engine.listGames(undefined, { kind });
      for (const game of games) {
        const sport = getSport(game.sportId)?.slug;
        if (!sport) continue;
        paths.add(`/${kind}/${sport}`);
        paths.add(`/${kind}/${sport}/${game.champId}`);
      }
      for (const game of games) paths.add(`/${kind}/game/${game.id}`);
    }
    for (const page of (await informationTitles(site, lang)).keys()) {
      const forPlayers = page === 'payment' && site.settings.office.isPaymentAuthRequired;
      if (isInformationPageShown(site.settings, page) && !forPlayers) paths.add(`/information/${page}`);
    }
    for (const promotion of await promotionsOf(site, lang)) paths.add(`/promo/${promotion.slug}`);
    const alternatesOf = (path: string) => [
      ...site.languages.map((l) => ({ hreflang: isoCodeOf(l), href: pageUrl(origin, l, path) })),
      { hreflang: 'x-default', href: pageUrl(origin, site.defaultLanguage, path) },
    ];
    return [...paths].map((path) => ({ loc: pageUrl(origin, lang, path), alternates: alternatesOf(path) }));
  }

  return { originOf, pageSeo, headPart, sitemapUrls };
}

export type SeoService = ReturnType<typeof createSeoService>;
