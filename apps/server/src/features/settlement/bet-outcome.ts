// What a bet pays once its selections are settled (or lost early), from the legs as stored.
import { couponReturn } from '@fairline/shared/coupon/coupon-return';
import { type Coupon, CouponVid } from '@fairline/shared/coupon/coupon-types';
import { DEFAULT_EXPRESS_BOOST } from '@fairline/shared/coupon/express-boost';
import type { Leg, LegResult } from '@fairline/shared/coupon/leg';
import { minor } from '@fairline/shared/money/minor';
import { oddsFromThousandths } from '@fairline/shared/odds/odds1000';
import { withPromoBoost } from '../coupon/coupon.service';

/** A bet as settlement reads it. */
export interface SettleableBet {
  id: number;
  userId: number;
  vid: number;
  systemSizes: number[] | null;
  stake: number;
  isExpressBoost: boolean;
  antiExpressMargin: number | null;
  promoBoostPercent: number | null;
  legs: { odds: number; result: LegResult; isBanker: boolean }[];
}

export type BetStatus = 'won' | 'lost' | 'void';
export type BetOutcome = { decided: false } | { decided: true; status: BetStatus; payout: number };

function couponOfBet(bet: SettleableBet): Coupon {
  const stake = minor(bet.stake);
  const legs: Leg[] = bet.legs.map((l) => ({ odds: oddsFromThousandths(l.odds), result: l.result }));
  const size = bet.systemSizes?.[0] ?? 2;
  switch (bet.vid) {
    case CouponVid.Single:
      return { vid: CouponVid.Single, stake, legs };
    case CouponVid.Express:
      return bet.isExpressBoost
        ? { vid: CouponVid.Express, stake, legs, boost: DEFAULT_EXPRESS_BOOST }
        : { vid: CouponVid.Express, stake, legs };
    case CouponVid.System:
      return { vid: CouponVid.System, stake, legs, sizes: size };
    case CouponVid.Multi:
      return {
        vid: CouponVid.Multi,
        stake,
        legs: legs.filter((_, i) => !bet.legs[i]?.isBanker),
        banker: legs.filter((_, i) => bet.legs[i]?.isBanker),
        size,
      };
    default:
      return { vid: CouponVid.AntiExpress, stake, legs, margin: bet.antiExpressMargin ?? 0 };
  }
}

// An express (or a multi's banker) with a lost leg is lost whatever the open legs do.
function lostEarly(bet: SettleableBet): boolean {
  if (bet.vid === CouponVid.Express) return bet.legs.some((l) => l.result === 'lost');
  if (bet.vid === CouponVid.Multi) return bet.legs.some((l) => l.isBanker && l.result === 'lost');
  return false;
}

/** The bet's status and payout once decided: all legs settled, or lost early. */
export function betOutcome(bet: SettleableBet): BetOutcome {
  const open = bet.legs.some((l) => l.result === 'open');
  if (open && !lostEarly(bet)) return { decided: false };
  if (open) return { decided: true, status: 'lost', payout: 0 };
  const payout = withPromoBoost(bet.stake, couponReturn(couponOfBet(bet)), bet.promoBoostPercent);
  const status: BetStatus = bet.legs.every((l) => l.result === 'void') ? 'void' : payout === 0 ? 'lost' : 'won';
  return { decided: true, status, payout };
}
