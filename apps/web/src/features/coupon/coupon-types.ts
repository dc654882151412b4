import { CouponVid } from '@fairline/shared/coupon/coupon-types';
import { FeedKind } from '@fairline/shared/enums/feed-kind';

/** What the coupon shows of a selection without asking the feed again. */
export interface SelectionLabels {
  /** "Arsenal – Chelsea". */
  game: string;
  /** Market group name, e.g. "1X2". */
  market: string;
  /** Outcome name, e.g. "Arsenal to win" or "Over 2.5". */
  outcome: string;
  champ?: string;
  /** The language the labels are in; the slip names its selections again in another. */
  lang?: string;
}

/** One coupon selection, in the wire vocabulary of `UpdateCoupon` events. */
export interface Selection {
  gameId: number;
  /** Const id of the game: the same match in line and live, used to find same-game legs. */
  constId: number;
  /** Outcome type T. */
  type: number;
  /** Market group G. */
  group: number;
  /** Line P (0 when the market has none, as the wire sends it). */
  param: number;
  /** Odds the player accepted. */
  coef: number;
  /** The feed's current odds when they differ from `coef` and are waiting to be accepted. */
  newCoef?: number;
  /** Suspended in the feed. */
  blocked?: boolean;
  /** A banker of a multi-bet: in every combination (the system runs over the others). */
  banker?: boolean;
  kind: FeedKind;
  labels: SelectionLabels;
}

/** `anti`: an anti-express, which wins when at least one of its selections loses. */
export type CouponType = 'single' | 'express' | 'system' | 'multi' | 'anti';

export const COUPON_TYPE_VID: Record<CouponType, CouponVid> = {
  single: CouponVid.Single,
  express: CouponVid.Express,
  system: CouponVid.System,
  multi: CouponVid.Multi,
  anti: CouponVid.AntiExpress,
};

/** `checkCf`: 0 accept only the exact odds, 1 accept increases, 2 accept any change. */
export type AcceptOddsChange = 0 | 1 | 2;

export const LIVE_KIND = FeedKind.Live;
export const LINE_KIND = FeedKind.Line;

/** Identity of a selection inside the coupon: one outcome of one game at one line. */
export function selectionKey(s: Pick<Selection, 'gameId' | 'group' | 'type' | 'param'>): string {
  return `${s.gameId}|${s.group}|${s.type}|${s.param}`;
}
