// Where a free bet may be staked (issue 22, ADR 0071), one rule for both sides: placement refuses a
// coupon the token does not fit, and the bet slip greys the token out with the same reason. Odds in
// thousandths. No zod here: the web's coupon reads this in a lazy chunk without the schema library.
import { CouponVid } from '../coupon/coupon-types';
import { totalOdds1000 } from './wagering';

/** The bet kinds a free bet names. */
export const FREE_BET_KINDS = ['single', 'express', 'system'] as const;
export type FreeBetKind = (typeof FREE_BET_KINDS)[number];

/** The markets a free bet may be used on: any, pre-match only or live only. */
export const FREE_BET_MARKETS = ['any', 'prematch', 'live'] as const;
export type FreeBetMarkets = (typeof FREE_BET_MARKETS)[number];

/** A free bet's rules as copied from its campaign at grant. */
export interface FreeBetRules {
  minOddsSingle: number;
  minOddsLeg: number;
  minOddsExpress: number;
  kinds: readonly FreeBetKind[];
  /** Sport ids it may be used on; null: every sport. */
  sports: readonly number[] | null;
  markets: FreeBetMarkets;
}

/** A coupon as the rule sees it: type, and per selection its odds, sport and whether it is live. */
export interface FreeBetCoupon {
  vid: number;
  legs: readonly { odds: number; sportId: number; live: boolean }[];
}

/** Why a token cannot stake this coupon; the slip names each in the player's language. */
export type FreeBetUnfit = 'kind' | 'minOdds' | 'sport' | 'market' | 'expired' | 'empty';

/** The bet kind of a coupon type: a single, an express, or (any other type) a system. */
export function freeBetKindOf(vid: number): FreeBetKind {
  if (vid === CouponVid.Single) return 'single';
  if (vid === CouponVid.Express) return 'express';
  return 'system';
}

/**
 * Whether a free bet fits a coupon: null when it may stake it, otherwise the first reason it may not
 * (kind, then sport and market, then odds). A system's every selection must meet the leg minimum.
 */
export function freeBetUnfit(
  rules: FreeBetRules,
  coupon: FreeBetCoupon,
  expiresAt: Date | string,
  now: Date,
): FreeBetUnfit | null {
  if (new Date(expiresAt).getTime() <= now.getTime()) return 'expired';
  if (coupon.legs.length === 0) return 'empty';
  const kind = freeBetKindOf(coupon.vid);
  if (!rules.kinds.includes(kind)) return 'kind';
  if (rules.sports !== null && coupon.legs.some((l) => !rules.sports?.includes(l.sportId))) return 'sport';
  if (rules.markets === 'prematch' && coupon.legs.some((l) => l.live)) return 'market';
  if (rules.markets === 'live' && coupon.legs.some((l) => !l.live)) return 'market';
  const odds = coupon.legs.map((l) => l.odds);
  if (kind === 'single') return (odds[0] ?? 0) >= rules.minOddsSingle && odds.length === 1 ? null : 'minOdds';
  if (!odds.every((o) => o >= rules.minOddsLeg)) return 'minOdds';
  if (kind === 'express' && totalOdds1000(odds) < rules.minOddsExpress) return 'minOdds';
  return null;
}

/** What a settled free bet pays the player: only what it returns above its stake (never the stake). */
export function freeBetWinnings(stake: number, payout: number): number {
  return Math.max(payout - stake, 0);
}
