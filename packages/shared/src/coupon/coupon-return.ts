import type { Minor } from '../money/minor';
import { antiExpressReturn } from './anti-express';
import { type Coupon, CouponVid } from './coupon-types';
import { expressReturn } from './express';
import { boostedExpressReturn } from './express-boost';
import { multiReturn } from './multi';
import { singleReturn } from './single';
import { systemReturn } from './system';

/** The settled return of any coupon type, rounded down once to the minor unit. */
export function couponReturn(coupon: Coupon): Minor {
  switch (coupon.vid) {
    case CouponVid.Single: {
      const [leg, ...rest] = coupon.legs;
      if (!leg || rest.length > 0) throw new RangeError('a single has exactly one leg');
      return singleReturn(coupon.stake, leg);
    }
    case CouponVid.Express:
      return coupon.boost
        ? boostedExpressReturn(coupon.stake, coupon.legs, coupon.boost).total
        : expressReturn(coupon.stake, coupon.legs);
    case CouponVid.System:
      return systemReturn(coupon.stake, coupon.legs, coupon.sizes);
    case CouponVid.Multi:
      return multiReturn(coupon.stake, coupon.banker, coupon.legs, coupon.size);
    case CouponVid.AntiExpress:
      return antiExpressReturn(coupon.stake, coupon.legs, coupon.margin);
  }
}
