// The page a SEO call asks about, from the spec's query fields, and that page's path (for its
// canonical and alternates). A field the section needs and does not get is a bad request.
import { getSport } from '@fairline/shared/lookups/sports';
import { isInformationPage } from '@fairline/shared/routing';
import { isPromotionSlug } from '@fairline/shared/routing/promotion-slug';
import { type SeoPage, seoPageOf } from '@fairline/shared/routing/seo-page';
import type { SeoQuery } from '@fairline/shared/wire/seo';
import { AppError } from '../../errors';

const FIXED_PATHS: Partial<Record<SeoPage['section'], string>> = {
  main: '/',
  sports: '/sports',
  cyber: '/cyber',
  registration: '/registration',
  coupon: '/coupon',
  office: '/office',
  block: '/block',
  error: '/error/500',
  'not-found': '/not-found',
};

function need<T>(value: T | undefined, field: string): T {
  if (value === undefined)
    throw new AppError('VALIDATION', `${field} is required for this section`, {
      validationErrors: { [field]: 'Required' },
    });
  return value;
}

/** The page and its path (after the language) a SEO query names. */
export function pageOfQuery(query: SeoQuery): { page: SeoPage; rest: string } {
  const { section } = query;
  const fixed = FIXED_PATHS[section];
  if (fixed) return { page: { section }, rest: fixed };
  if (section === 'casino') {
    // The casino's pages share a section; the page's path (menuSection) makes its canonical and alternates.
    const page = seoPageOf(query.menuSection ?? '/casino');
    if (page.section !== 'casino' || !page.page)
      throw new AppError('NOT_FOUND', `Not a casino page: ${query.menuSection}`);
    return { page, rest: page.page };
  }
  if (section === 'results') {
    // The results of a day, or of one championship (ADR 0040).
    const champId = query['championship[id]'];
    if (champId === undefined) return { page: { section }, rest: '/results' };
    return { page: { section, champId }, rest: `/results/${champId}` };
  }
  if (section === 'promo') {
    // The promotions list, or a campaign's page by its slug (menuSection, ADR 0044).
    const slug = query.menuSection;
    if (slug === undefined) return { page: { section }, rest: '/promo' };
    if (!isPromotionSlug(slug)) throw new AppError('NOT_FOUND', `Not a campaign page: ${slug}`);
    return { page: { section, page: slug }, rest: `/promo/${slug}` };
  }
  const stream = query.stream ?? (section === 'live' ? 'live' : 'line');
  if (section === 'line' || section === 'live') return { page: { section, stream: section }, rest: `/${section}` };
  if (section === 'information') {
    const page = need(query.menuSection, 'menuSection');
    if (!isInformationPage(page)) throw new AppError('NOT_FOUND', `Unknown page: ${page}`);
    return { page: { section, page }, rest: `/information/${page}` };
  }
  if (section === 'game') {
    const gameId = need(query['match[id]'], 'match[id]');
    return { page: { section, stream, gameId }, rest: `/${stream}/game/${gameId}` };
  }
  const sportId = need(query['subsection[id]'], 'subsection[id]');
  const sport = getSport(sportId);
  if (!sport) throw new AppError('NOT_FOUND', `Unknown sport: ${sportId}`);
  if (section === 'sport') return { page: { section, stream, sportId }, rest: `/${stream}/${sport.slug}` };
  const champId = need(query['championship[id]'], 'championship[id]');
  return { page: { section, stream, sportId, champId }, rest: `/${stream}/${sport.slug}/${champId}` };
}
