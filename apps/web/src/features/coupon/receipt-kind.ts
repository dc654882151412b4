import { CouponVid } from '@fairline/shared/coupon/coupon-types';
import type { CouponAnswer } from '@fairline/shared/wire/coupon';
import { COUPON_TYPE_VID, type CouponType } from './coupon-types';

/** What kind of bet a receipt is: its coupon type, a system's k of n, its total odds and how many bets it makes. */
export interface ReceiptKind {
  type: CouponType;
  /** A system's or multi-bet's size k (0 otherwise). */
  k: number;
  /** The selections the system runs over (a multi-bet's bankers aside). */
  n: number;
  /** Total odds as accepted; 0 where a bet has no one price (a system pays per combination). */
  odds: number;
  combinations: number;
}

const TYPE_OF_VID = new Map<number, CouponType>(
  Object.entries(COUPON_TYPE_VID).map(([type, vid]) => [vid, type as CouponType]),
);

/** The kind of an accepted coupon, read from the server's answer (never from the slip, which may have changed). */
export function receiptKindOf(coupon: CouponAnswer, bankers: number): ReceiptKind {
  const type = TYPE_OF_VID.get(coupon.Vid) ?? 'single';
  const odds =
    coupon.Vid === CouponVid.AntiExpress && coupon.AntiExpressCoef > 1 ? coupon.AntiExpressCoef : coupon.Coef;
  const sized = type === 'system' || type === 'multi';
  return {
    type,
    k: sized ? coupon.ExpressNum : 0,
    n: coupon.Events.length - (type === 'multi' ? bankers : 0),
    odds: sized || odds <= 1 ? 0 : odds,
    combinations: Math.max(1, coupon.CombinationsCount),
  };
}

const LABEL_KEY: Record<CouponType, string> = {
  single: 'single',
  express: 'express',
  system: 'system',
  multi: 'multi',
  anti: 'anti-express',
};

/** "Single", "Express", "System 2/4", "Multi-bet 2/3", "Anti-express": the names the bets history uses. */
export function receiptKindLabel(t: (key: string) => string, kind: Pick<ReceiptKind, 'type' | 'k' | 'n'>): string {
  const name = t(`money.bets.type.${LABEL_KEY[kind.type]}`);
  return kind.k > 0 ? `${name} ${kind.k}/${kind.n}` : name;
}
