// The coupon request as sent to UpdateCoupon, SaveCoupon, GetAvance and the MakeBet calls: the wire
// casing of wire-format.md (`Events`, `Summ`, `Vid`, …) and the spec's lower-case vocabulary
// (`couponEvents`, `summ`, `vid`, …) are both accepted, numbers and flags also as strings, as clients
// of the family send them; the server normalises them to one shape. Unknown keys are dropped.
import { z } from 'zod';

const number = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number().finite().min(-1e12).max(1e12),
);
const int = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number()
    .int()
    .min(-(2 ** 53))
    .max(2 ** 53),
);
const flag = z.preprocess((v) => (v === 'true' || v === 1 ? true : v === 'false' || v === 0 ? false : v), z.boolean());
const text = (max: number) => z.string().max(max);
const STAKE =
  'Stake, a decimal of the account currency with at most its decimals: more are refused (ErrorCode 111), never rounded';
const NOT_OFFERED =
  'Not offered by this book: accepted at its default (false, empty, 0), refused when set (ErrorCode 112)';

/** One selection of a coupon request, in either casing. */
export const couponEventRequest = z.object({
  GameId: int.optional(),
  gameId: int.optional(),
  Type: int.optional(),
  type: int.optional(),
  Coef: number.optional(),
  coef: number.optional(),
  Param: number.optional(),
  param: number.optional(),
  PlayerId: int.optional(),
  playerId: int.optional(),
  Kind: int.optional(),
  kind: int.optional(),
  Group: int.optional(),
  group: int.optional(),
  Expired: int.optional(),
  expired: int.optional(),
});
export type CouponEventRequest = z.output<typeof couponEventRequest>;

const couponFields = {
  UserId: int.optional(),
  Events: z.array(couponEventRequest).max(200).optional(),
  couponEvents: z.array(couponEventRequest).max(200).optional(),
  events: z.array(couponEventRequest).max(200).optional(),
  Summ: number.optional().describe(STAKE),
  summ: number.optional().describe(STAKE),
  Vid: int.optional(),
  vid: int.optional(),
  CheckCf: int.optional(),
  checkCf: int.optional(),
  ExpressNum: int.optional(),
  expressNum: int.optional(),
  partner: int.optional(),
  Lng: text(10).optional(),
  lng: text(10).optional(),
  live: flag.optional(),
  notWait: flag.optional().describe(NOT_OFFERED),
  promo: text(64)
    .optional()
    .describe('A promo code: boosts the return, once per player (ErrorCode 107 when unknown or used)'),
  IsPowerBet: flag.optional().describe(NOT_OFFERED),
  isPowerBet: flag.optional().describe(NOT_OFFERED),
  isAutoBet: flag.optional(),
  autoBetCf: number.optional().describe('An auto bet (MakeBetBidWeb): placed once the odds reach this'),
  autoBetCfView: text(32).optional(),
  OneClickBet: flag.optional(),
  oneClickBet: flag.optional(),
  isExpressBoost: flag
    .optional()
    .describe('An express asks for the express boost (a bonus on the winnings by its number of legs)'),
  calcSystemsMin: flag.optional().describe('A system or multi answers the minimum stake of every size (Systems)'),
  isNeedUpdatePromoCode: flag.optional(),
  currency: int.optional(),
  currencyId: int.optional(),
  saleBetId: int.optional().describe('UpdateCoupon also answers a cash-out quote of this open bet (SaleBet)'),
  withLobby: flag.optional().describe('A multi-bet with bankers ("lobby"), named by eventsIndexes'),
  eventsIndexes: z.array(int).max(50).optional().describe('A multi-bet’s bankers, by their index in the events'),
  groupsSumms: z.array(number).max(50).optional().describe(NOT_OFFERED),
  betGuid: text(64).optional(),
  approvedBet: flag.optional().describe(NOT_OFFERED),
  avanceBet: flag.optional().describe('An advance bet: staked with the credit GetAvance offers, not the balance'),
  dropOnScoreChange: flag
    .optional()
    .describe('A live bet is refused (ErrorCode 113) if the score of one of its games changes during its live delay'),
  transformEventKind: flag
    .optional()
    .describe(
      'A pre-match selection whose game has kicked off is taken at its live odds (checkCf judges the change, the live delay applies) instead of refused',
    ),
  VIPBetSumm: number.optional().describe(NOT_OFFERED),
  couponCode: text(32).optional().describe(NOT_OFFERED),
  antiExpressCoef: number
    .optional()
    .describe('An anti-express: the odds the player was shown (a lower price is refused as a change)'),
  userIdBonus: int.optional(),
  bonusId: int
    .optional()
    .describe(
      'A free bet of the player (its id from /officeapi/freebets) that stakes this coupon; its amount is the stake',
    ),
};

/** The body of UpdateCoupon, SaveCoupon, GetAvance and the MakeBet calls, in either casing. */
export const couponRequest = z.object(couponFields);
export type CouponRequest = z.output<typeof couponRequest>;

/** The Multi calls take several coupons (`coupons`), or one coupon as the single calls do. */
export const multiCouponRequest = z.object({
  ...couponFields,
  coupons: z.array(couponRequest).max(20).optional(),
});
export type MultiCouponRequest = z.output<typeof multiCouponRequest>;

/** POST /service-api/LiveBet/Open/GetCoupon body: a code SaveCoupon answered. */
export const getCouponRequest = z.object({ guid: z.string().min(1).max(32) });
export type GetCouponRequest = z.output<typeof getCouponRequest>;

type WireEvent = Required<
  Pick<CouponEventRequest, 'GameId' | 'Type' | 'Coef' | 'Param' | 'PlayerId' | 'Kind' | 'Expired'>
>;

/**
 * The coupon as this book's web client sends it: the wire casing of wire-format.md with the fields it
 * always sets; the others stay optional as in `couponRequest`.
 */
export type BetRequest = Omit<CouponRequest, 'Events' | 'CheckCf'> &
  Required<Pick<CouponRequest, 'Summ' | 'Vid' | 'expressNum' | 'live' | 'OneClickBet'>> & {
    Events: WireEvent[];
    /** The odds-change policy: 0 accept only the exact odds, 1 accept increases, 2 accept any change. */
    CheckCf: 0 | 1 | 2;
  };
