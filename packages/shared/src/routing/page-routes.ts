// The pages of the web app, shared so the server can answer 404 for any other path (a crawler or a
// mistyped link then sees a real not-found status, not a 200 shell). The web router's table is
// checked against this list by apps/web/src/app/routes.test.ts, so the two cannot drift apart.
// Imported by path (`@fairline/shared/routing/page-routes`), not from the routing index: the sports
// lookup it reads must not ride into the web's first load with every menu link.
import { getSportBySlug } from '../lookups/sports';
import { CASINO_PUBLIC_ROUTES } from './casino-pages';
import { stripLanguage } from './links';
import { isInformationPage } from './pages';
import { isPromotionSlug } from './promotion-slug';
import { CYBER_STATISTICS_SPORTS, STATISTICS_TABS } from './statistics-paths';

/**
 * Every page path under `/:lang`, in the router's own pattern syntax (`:param`, optional `:param?`).
 * A section that has not landed (virtual sports, poker…) has no entry: its links are hidden by
 * configuration and its path answers 404 until its page exists.
 */
export const PAGE_ROUTES = [
  '/',
  '/information/:page',
  '/error/:code',
  '/not-found',
  '/block',
  '/block-appeal',
  '/registration',
  '/registration/identification',
  '/office',
  '/office/profile',
  '/office/security',
  '/office/sessions',
  '/office/verification',
  '/office/messages',
  '/office/support',
  '/office/settings',
  '/office/payments',
  '/office/bets',
  '/office/limits',
  '/office/casino',
  // The casino VIP club's office pages (ADR 0067).
  '/office/vip',
  '/office/cashback',
  '/office/bonuses',
  '/office/points',
  '/office/friend',
  '/office/friend/rules',
  '/office/friend/banners',
  '/sports',
  '/cyber',
  '/cyber/line/:cyberSlug?/:champId?',
  '/cyber/live/:cyberSlug?/:champId?',
  '/line/game/:gameId',
  '/live/game/:gameId',
  '/line/:sportSlug?/:champId?',
  '/live/:sportSlug?/:champId?',
  // Multi-live (issue 23 §5, ADR 0059): the device's chosen live games side by side.
  '/multi-live',
  '/favorites',
  '/results/:champId?',
  '/coupon',
  // The casino (issue 21, ADR 0038, 0065): the lobby by category, the player's lists, the game pages, the
  // verifier, the tournaments.
  ...CASINO_PUBLIC_ROUTES,
  // The promotions (issue 22, ADR 0044): the list and a page per campaign.
  '/promo',
  '/promo/:promoSlug',
  // The statistics pages (issue 23, ADR 0041), paths as statistics-paths.ts builds them; rating and horse have no page.
  '/statisticpopup/game/:statSport/:gameId/:statTab?',
  '/statisticpopup/team/:statSport/:teamId',
  '/statisticpopup/player/:statSport/:playerId',
  '/statisticpopup/stage/:statSport/:champId',
  '/statisticpopup/tournament/:statSport/:champId/:seasonId?',
  '/statisticpopup/cyber/:cyberSport/:champId/:seasonId?',
  '/statisticpopup/graph/:gameId/:coefView?',
  // The embeddable statistics widget (ADR 0068): the same pages under the widget's prefix, and its demo host.
  '/widget/statisticpopup/game/:statSport/:gameId/:statTab?',
  '/widget/statisticpopup/team/:statSport/:teamId',
  '/widget/statisticpopup/player/:statSport/:playerId',
  '/widget/statisticpopup/stage/:statSport/:champId',
  '/widget/statisticpopup/tournament/:statSport/:champId/:seasonId?',
  '/widget/statisticpopup/cyber/:cyberSport/:champId/:seasonId?',
  '/widget/statisticpopup/graph/:gameId/:coefView?',
  '/widget-demo',
] as const;

export type PageRoute = (typeof PAGE_ROUTES)[number];

/** The path of the not-found page (under the language); it answers 404 itself. */
export const NOT_FOUND_PATH = '/not-found';

const DIGITS = /^[1-9]\d{0,17}$/;
const ERROR_CODE = /^[45]\d\d$/;
/** A casino game's slug (the part after `<provider>:` of its lobby id). */
const GAME_SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

// A parameter the page itself would reject is a not-found path already on the server.
const PARAM_RULES: Readonly<Record<string, (value: string) => boolean>> = {
  page: isInformationPage,
  code: (value) => ERROR_CODE.test(value),
  gameId: (value) => DIGITS.test(value),
  champId: (value) => DIGITS.test(value),
  gameSlug: (value) => GAME_SLUG.test(value),
  tournamentId: (value) => /^[1-9]\d{0,9}$/.test(value),
  promoSlug: isPromotionSlug,
  sportSlug: (value) => getSportBySlug(value) !== undefined,
  // The cyber section's sport pages are of cyber sports only (`/cyber/line/fifa`, not `/cyber/line/football`).
  cyberSlug: (value) => getSportBySlug(value)?.kind === 'cyber',
  // Statistics: the sport may be 0 (the spec's default); cyber pages exist for sports 85, 89 and 144 only.
  statSport: (value) => value === '0' || DIGITS.test(value),
  teamId: (value) => DIGITS.test(value),
  playerId: (value) => DIGITS.test(value),
  seasonId: (value) => value === '0' || DIGITS.test(value),
  cyberSport: (value) => CYBER_STATISTICS_SPORTS.includes(Number(value)) && DIGITS.test(value),
  statTab: (value) => (STATISTICS_TABS as readonly string[]).includes(value),
  coefView: (value) => /^[0-5]$/.test(value),
};

type Match = { route: PageRoute; params: Readonly<Record<string, string>> };

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchRoute(route: PageRoute, segments: readonly string[]): Match | null {
  const pattern = route.split('/').filter((part) => part !== '');
  if (segments.length > pattern.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const segment = segments[i];
    const isParam = part.startsWith(':');
    const isOptional = part.endsWith('?');
    if (segment === undefined) {
      if (!(isParam && isOptional)) return null;
      continue;
    }
    if (!isParam) {
      // The router matches static segments without regard to case.
      if (segment.toLowerCase() !== part.toLowerCase()) return null;
      continue;
    }
    const name = part.slice(1).replace(/\?$/, '');
    const rule = PARAM_RULES[name];
    if (rule && !rule(segment)) return null;
    params[name] = segment;
  }
  return { route, params };
}

/** The page a path (after the language segment) shows, with its parameters; null when no page has it. */
export function matchPage(rest: string): Match | null {
  const pathname = rest.split(/[?#]/)[0] ?? '';
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    const segment = decodeSegment(raw);
    if (segment === null || segment.includes('/')) return null;
    segments.push(segment);
  }
  for (const route of PAGE_ROUTES) {
    const match = matchRoute(route, segments);
    if (match) return match;
  }
  return null;
}

/**
 * What a brand switches off: information pages it hides, and page routes it does not show (the casino's
 * while thirdPartyCasino is off: casino-pages.ts), answer 404 like pages that never existed.
 */
export type PageFilters = { hiddenInformationPages?: readonly string[]; hiddenRoutes?: readonly string[] };

/**
 * The HTTP status the server gives a page path: 200 for a page, 404 for none (and for the not-found
 * page itself and a hidden information page), and an error page's own code for `/error/:code`.
 */
export function pageStatus(rest: string, filters: PageFilters = {}): number {
  const match = matchPage(rest);
  if (!match || match.route === NOT_FOUND_PATH) return 404;
  if (match.route === '/error/:code') return Number(match.params.code);
  if (filters.hiddenRoutes?.includes(match.route)) return 404;
  const page = match.params.page ?? '';
  if (match.route === '/information/:page' && filters.hiddenInformationPages?.includes(page)) return 404;
  return 200;
}

/** Splits a full pathname into its language and page status; `languages` lists the codes that count as one. */
export function pathStatus(
  pathname: string,
  languages: readonly string[],
  filters: PageFilters = {},
): { lang: string | null; status: number } {
  const { lang, rest } = stripLanguage(pathname, languages);
  return { lang, status: pageStatus(rest, filters) };
}
