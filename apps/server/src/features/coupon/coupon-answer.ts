// The wire answers of the coupon calls (wire-format.md "Coupon and bet calls"): PascalCase keys,
// amounts as decimals of the currency, odds as decimals. Their schemas are in packages/shared/src/wire.

import { combinations } from '@fairline/shared/coupon/combinations';
import { CouponVid } from '@fairline/shared/coupon/coupon-types';
import { fromMinor, type Minor } from '@fairline/shared/money/minor';
import type { CouponAnswer, CouponEventAnswer } from '@fairline/shared/wire/coupon';
import type { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import type { PricedEvent } from './price-events';
import type { PricedCoupon } from './pricing';

/** The envelope of service-api answers. */
export function envelope<T>(value: T, extra: { Id?: number; Guid?: string } = {}) {
  return {
    Success: true as const,
    Error: '' as const,
    ErrorCode: 0 as const,
    Guid: extra.Guid ?? '',
    Id: extra.Id ?? 0,
    Value: value,
  };
}

/** A refused call's envelope: `Value` is what it re-offers, null when nothing. */
export interface Refusal<T> {
  Success: false;
  Error: string;
  ErrorCode: CouponErrorCode;
  Guid: '';
  Id: 0;
  Value: T;
}

/** A business refusal: HTTP 200, Success false, a readable Error and (optionally) a Value to re-offer. */
export function refusal(error: string, errorCode: CouponErrorCode): Refusal<null>;
export function refusal<T>(error: string, errorCode: CouponErrorCode, value: T): Refusal<T>;
export function refusal(error: string, errorCode: CouponErrorCode, value: unknown = null): Refusal<unknown> {
  return { Success: false, Error: error, ErrorCode: errorCode, Guid: '', Id: 0, Value: value };
}

/** One event of a coupon answer. */
export function eventAnswer(e: PricedEvent): CouponEventAnswer {
  return {
    GameId: e.event.gameId,
    Type: e.event.type,
    Group: e.group ?? 0,
    Param: e.event.param ?? 0,
    PlayerId: e.event.playerId,
    Kind: e.kind === 'live' ? 1 : 3,
    Coef: e.coef,
    CoefOld: e.event.coef,
    Block: e.block,
    IsBannedExpress: e.banned,
    Finish: e.finish,
    lvC: e.oddsChanged,
    lnC: e.lineChanged,
    GameName: e.game ? `${e.game.home.name.en} — ${e.game.away.name.en}` : '',
    Start: e.game ? Math.floor(e.game.start / 1000) : 0,
  };
}

const money = (amount: Minor | null, digits: number) => (amount === null ? 0 : fromMinor(amount, digits));

/** The `Value` of UpdateCoupon: the coupon re-priced with its totals and limits. */
export function couponAnswer(priced: PricedCoupon): CouponAnswer {
  const { totals, shape, digits, input } = priced;
  const events = priced.events.map(eventAnswer);
  const answer: CouponAnswer = {
    Vid: shape.vid,
    Events: events,
    Summ: money(priced.stake, digits),
    Coef: totals.totalOdds,
    MinBet: money(totals.minStake, digits),
    MaxBet: money(totals.maxStake, digits),
    MaxPayout: money(totals.maxPayout, digits),
    ExpressNum: shape.size ?? 0,
    CombinationsCount: shape.combinations,
    PotentialReturn: money(totals.potentialReturn, digits),
    ExpressBoostPercent: totals.expressBoostPercent,
    IsExpressBoost: input.isExpressBoost && shape.vid === CouponVid.Express,
    AntiExpressCoef: totals.antiExpressOdds ?? 0,
    IsBannedExpress: shape.vid !== CouponVid.Single && priced.events.some((e) => e.banned),
    Block: priced.events.some((e) => e.block),
    Finish: priced.events.some((e) => e.finish),
    lvC: priced.events.some((e) => e.oddsChanged),
    lnC: priced.events.some((e) => e.lineChanged),
  };
  if (input.calcSystemsMin && (shape.vid === CouponVid.System || shape.vid === CouponVid.Multi)) {
    const n = priced.events.length - shape.banker.size;
    const perCombination = totals.minStake / shape.combinations;
    answer.Systems = Array.from({ length: Math.max(0, n - 2) }, (_, i) => {
      const k = i + 2;
      const count = combinations(n, k);
      return { ExpressNum: k, CombinationsCount: count, MinBet: fromMinor((perCombination * count) as Minor, digits) };
    });
  }
  return answer;
}
