import { describe, expect, it } from 'vitest';
import { couponReturn } from './coupon-return';
import { type Coupon, CouponVid } from './coupon-types';
import { DEFAULT_EXPRESS_BOOST } from './express-boost';
import { potentialReturn } from './potential-return';
import { lost, pending, stake, voided, won } from './test-legs.testing';

describe('potentialReturn (before results, open legs assumed won)', () => {
  it.each<[string, Coupon, number]>([
    ['a single pays S·O', { vid: CouponVid.Single, stake: stake(10), legs: [pending(1.85)] }, 18_50],
    [
      'an express pays S·∏O',
      { vid: CouponVid.Express, stake: stake(10), legs: [pending(2.0), pending(1.5), won(3.0)] },
      90_00,
    ],
    [
      'an express keeps a void leg at 1.00',
      { vid: CouponVid.Express, stake: stake(10), legs: [pending(2.0), voided(1.5)] },
      20_00,
    ],
    [
      'an express already lost shows 0',
      { vid: CouponVid.Express, stake: stake(10), legs: [pending(2.0), lost(1.5)] },
      0,
    ],
    [
      'a boosted express adds its tier to the winnings',
      {
        vid: CouponVid.Express,
        stake: stake(10),
        legs: [pending(1.5), pending(1.5), pending(1.5), pending(1.5)],
        boost: DEFAULT_EXPRESS_BOOST,
      },
      52_65,
    ],
    [
      'a system 2/3 (S = 30) shows the all-won 135',
      { vid: CouponVid.System, stake: stake(30), legs: [pending(2.0), pending(1.5), pending(3.0)], sizes: 2 },
      135_00,
    ],
    [
      'a multi shows banker odds × the all-won system',
      {
        vid: CouponVid.Multi,
        stake: stake(30),
        legs: [pending(2.0), pending(1.5), pending(3.0)],
        size: 2,
        banker: [pending(2.0)],
      },
      270_00,
    ],
    [
      'an anti-express shows its best case, S at the offered odds',
      { vid: CouponVid.AntiExpress, stake: stake(10), legs: [pending(2.0), pending(1.5), voided(3.0)], margin: 0 },
      15_00,
    ],
    [
      'an anti-express with nothing to offer shows 0',
      { vid: CouponVid.AntiExpress, stake: stake(10), legs: [pending(10), pending(10), pending(10)], margin: 0.05 },
      0,
    ],
  ])('%s', (_rule, coupon, expected) => {
    expect(potentialReturn(coupon)).toBe(expected);
  });

  it('shows the settled return once no leg is open', () => {
    const coupon: Coupon = { vid: CouponVid.AntiExpress, stake: stake(10), legs: [won(2.0), won(1.5)], margin: 0 };
    expect(potentialReturn(coupon)).toBe(0);
  });
});

describe('couponReturn', () => {
  it('settles each coupon type by its own rule', () => {
    const legs = [won(2.0), won(1.5), voided(3.0)];
    expect(couponReturn({ vid: CouponVid.Express, stake: stake(30), legs })).toBe(90_00);
    expect(couponReturn({ vid: CouponVid.System, stake: stake(30), legs, sizes: 2 })).toBe(65_00);
    expect(couponReturn({ vid: CouponVid.AntiExpress, stake: stake(30), legs, margin: 0 })).toBe(0);
  });

  it('refuses a single with other than one leg', () => {
    expect(() => couponReturn({ vid: CouponVid.Single, stake: stake(10), legs: [won(2), won(2)] })).toThrow(RangeError);
    expect(() => couponReturn({ vid: CouponVid.Single, stake: stake(10), legs: [] })).toThrow(RangeError);
  });
});
