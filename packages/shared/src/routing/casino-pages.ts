// The casino's pages (issue 21: "With it off, no casino menu item, tile or route is shown"). Where a
// brand × country switches the thirdPartyCasino group off, these paths are not found: the server
// answers 404 (page-routes.ts `hiddenRoutes`) and the web router shows its not-found page (CasinoGate).
// Kept apart from page-routes.ts so the web's shell reads this list without the sports lookup.
import type { ThirdPartyCasinoSettings } from '../config/site-settings';

/** The public casino pages: the lobby, its categories, the player's lists, the game pages, the verifier, the tournaments. */
export const CASINO_PUBLIC_ROUTES = [
  '/casino',
  '/casino/favorites',
  '/casino/my',
  '/casino/providers',
  '/casino/verify',
  '/casino/game/:gameSlug',
  '/slots',
  '/slots/:gameSlug',
  '/live-casino',
  '/crash-games',
  '/tournaments',
  '/tournaments/:tournamentId',
] as const;

/** Those and the office's game history. */
export const CASINO_PAGE_ROUTES = [...CASINO_PUBLIC_ROUTES, '/office/casino'] as const;

/** The casino VIP club's office pages (ADR 0067): each has its own switch inside the group as well. */
export const CASINO_VIP_PAGE_ROUTES = { vip: '/office/vip', cashback: '/office/cashback' } as const;

type CasinoSwitches = Pick<ThirdPartyCasinoSettings, 'isEnabled' | 'isVipCashbackEnabled' | 'isPremiumCashbackEnabled'>;

/**
 * The casino page routes (in PAGE_ROUTES' pattern syntax) a brand × country does not show: every one
 * while the casino is off; the VIP level and premium cashback pages also while their own switch is off,
 * as the office menu hides them (apps/server player-settings/left-menu.ts).
 */
export function hiddenCasinoRoutes(casino: CasinoSwitches): readonly string[] {
  if (!casino.isEnabled) return [...CASINO_PAGE_ROUTES, ...Object.values(CASINO_VIP_PAGE_ROUTES)];
  return [
    ...(casino.isVipCashbackEnabled ? [] : [CASINO_VIP_PAGE_ROUTES.vip]),
    ...(casino.isPremiumCashbackEnabled ? [] : [CASINO_VIP_PAGE_ROUTES.cashback]),
  ];
}
