// What a page is, for search engines: its section and the ids its title and data are made of. The
// server reads it from the path to write the page's head, the web from the same path to ask for the
// page's SEO data after a client-side navigation, so both name a page the same way.
// Imported by path (`@fairline/shared/routing/seo-page`): it reads the sports lookup.
import { getSportBySlug } from '../lookups/sports';
import { matchPage } from './page-routes';

/** The sections the SEO data is kept per (the `section` query field of the SEO calls). */
export const SEO_SECTIONS = [
  'main',
  'sports',
  'line',
  'live',
  'sport',
  'championship',
  'game',
  'information',
  'cyber',
  'registration',
  'coupon',
  'office',
  'block',
  'error',
  'not-found',
  'casino',
  // The results page (issue 23, ADR 0040) and the promotions pages (issue 22, ADR 0044): the spec's
  // menu names them `results` and `promo`.
  'results',
  'promo',
] as const;
export type SeoSection = (typeof SEO_SECTIONS)[number];

/** A page as the SEO data sees it. */
export interface SeoPage {
  section: SeoSection;
  stream?: 'line' | 'live';
  sportId?: number;
  champId?: number;
  gameId?: number;
  /**
   * The information page's key; for a casino page, its path (`/slots/orchard-stars`); for a campaign
   * page, its slug (`welcome-sport`).
   */
  page?: string;
}

/** Sections a search engine is told not to index: personal, error and not-found pages. */
export const NOINDEX_SECTIONS: readonly SeoSection[] = ['coupon', 'office', 'block', 'error', 'not-found'];

/** Tells whether a section's pages may be indexed. */
export function isIndexable(section: SeoSection): boolean {
  return !NOINDEX_SECTIONS.includes(section);
}

const FIXED: Readonly<Record<string, SeoSection>> = {
  '/': 'main',
  '/sports': 'sports',
  '/cyber': 'cyber',
  '/cyber/line': 'cyber',
  '/cyber/live': 'cyber',
  '/registration': 'registration',
  // Personal: the identity data of a logged-in player, never indexed.
  '/registration/identification': 'office',
  // Personal too: a visitor's own favourites (a guest's kept in the browser), never indexed.
  '/favorites': 'office',
  // A visitor's own casino lists are personal, the verifier a tool (the lobby's pages: CASINO_PAGES).
  '/casino/favorites': 'office',
  '/casino/my': 'office',
  '/casino/verify': 'office',
  // The games a device chose to follow side by side (ADR 0059): personal, never indexed.
  '/multi-live': 'office',
  '/coupon': 'coupon',
  '/block': 'block',
  '/block-appeal': 'block',
  '/error/:code': 'error',
  '/not-found': 'not-found',
};

/** The casino's public pages (issue 21, ADR 0038): section `casino`, told apart by their path. */
const CASINO_PAGES: ReadonlySet<string> = new Set([
  '/casino',
  '/slots',
  '/live-casino',
  '/crash-games',
  '/casino/providers',
  '/casino/game/:gameSlug',
  '/slots/:gameSlug',
  '/tournaments',
  '/tournaments/:tournamentId',
]);

/** The SEO page of a path after its language segment (`/line/football/12`); unknown paths are not found. */
export function seoPageOf(rest: string): SeoPage {
  const match = matchPage(rest);
  if (!match) return { section: 'not-found' };
  const { route, params } = match;
  const fixed = FIXED[route];
  if (fixed) return { section: fixed };
  if (CASINO_PAGES.has(route)) {
    const path = (rest.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase();
    return { section: 'casino', page: path };
  }
  if (route.startsWith('/office')) return { section: 'office' };
  if (route === '/results/:champId?') {
    return params.champId ? { section: 'results', champId: Number(params.champId) } : { section: 'results' };
  }
  if (route === '/promo') return { section: 'promo' };
  if (route === '/promo/:promoSlug') return { section: 'promo', page: params.promoSlug };
  if (route === '/information/:page') return { section: 'information', page: params.page };
  const stream = route.startsWith('/live') ? 'live' : 'line';
  if (route.endsWith('/game/:gameId')) return { section: 'game', stream, gameId: Number(params.gameId) };
  const sport = params.sportSlug ? getSportBySlug(params.sportSlug) : undefined;
  if (!sport) return { section: stream, stream };
  if (!params.champId) return { section: 'sport', stream, sportId: sport.id };
  return { section: 'championship', stream, sportId: sport.id, champId: Number(params.champId) };
}

/** The query fields of the SEO calls for a page (spec names: `subsection[id]`, `championship[id]`, `match[id]`). */
export function seoQueryOf(page: SeoPage, language: string): Record<string, string> {
  const query: Record<string, string> = { language, section: page.section };
  if (page.stream) query.stream = page.stream;
  if (page.sportId !== undefined) query['subsection[id]'] = String(page.sportId);
  if (page.champId !== undefined) query['championship[id]'] = String(page.champId);
  if (page.gameId !== undefined) query['match[id]'] = String(page.gameId);
  if (page.page) query.menuSection = page.page;
  return query;
}
