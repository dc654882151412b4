// Wire answers of the open coupon calls (wire-format.md "Coupon and bet calls"): UpdateCoupon(Multi),
// SaveCoupon, GetCoupon and GetAvance. PascalCase keys, amounts as decimals of the currency, odds as
// decimals. The requests are in coupon-request.ts, the refusal codes in coupon-error-codes.ts (no zod).
import { z } from 'zod';
import { cashOutQuote } from './cash-out';
import { CouponErrorCode } from './coupon-error-codes';
import { serviceAnswer } from './service-envelope';

export { CouponErrorCode, isCouponErrorCode } from './coupon-error-codes';
export * from './coupon-request';

/** The refusal codes as a schema: what `ErrorCode` of a refused coupon or bet call may be. */
export const couponErrorCode = z.enum(CouponErrorCode);

/** One selection of a priced coupon. */
export const couponEventAnswer = z
  .object({
    GameId: z.number().int(),
    Type: z.number().int(),
    Group: z.number().int().describe('Market group (0 when unknown)'),
    Param: z.number(),
    PlayerId: z.number().int(),
    Kind: z.number().int().describe('1 live, 3 line, as the server priced it'),
    Coef: z.number().describe('The odds now (the sent odds when the outcome is not offered)'),
    CoefOld: z.number().describe('The odds the client sent'),
    Block: z.boolean(),
    IsBannedExpress: z.boolean().describe('Shares its game with another selection, so it cannot be combined'),
    Finish: z.boolean(),
    lvC: z.boolean().describe('The odds changed'),
    lnC: z.boolean().describe('The line changed or is gone'),
    GameName: z.string().describe('"Home — Away" in English'),
    Start: z.number().int().describe('Unix seconds'),
  })
  .meta({ id: 'CouponEventAnswer' });
export type CouponEventAnswer = z.infer<typeof couponEventAnswer>;

/** The minimum stake of one system size (calcSystemsMin). */
export const couponSystemAnswer = z.object({
  ExpressNum: z.number().int(),
  CombinationsCount: z.number().int(),
  MinBet: z.number(),
});

/** The `Value` of UpdateCoupon: the coupon re-priced with its totals and limits. */
export const couponAnswer = z
  .object({
    Vid: z.number().int(),
    Events: z.array(couponEventAnswer),
    Summ: z.number(),
    Coef: z.number().describe('Total odds'),
    MinBet: z.number(),
    MaxBet: z.number(),
    MaxPayout: z.number(),
    ExpressNum: z.number().int().describe('k of a system or multi, else 0'),
    CombinationsCount: z.number().int(),
    PotentialReturn: z.number(),
    ExpressBoostPercent: z.number(),
    IsExpressBoost: z.boolean(),
    AntiExpressCoef: z.number().describe('An anti-express’s odds, else 0'),
    IsBannedExpress: z.boolean(),
    Block: z.boolean(),
    Finish: z.boolean(),
    lvC: z.boolean(),
    lnC: z.boolean(),
    Systems: z.array(couponSystemAnswer).optional().describe('calcSystemsMin on a system or multi: every size'),
    SaleBet: cashOutQuote.optional().describe('saleBetId: the cash-out quote of that bet'),
  })
  .meta({ id: 'CouponAnswer' });
export type CouponAnswer = z.infer<typeof couponAnswer>;

/** A selection of a saved coupon: now, and its odds when the coupon was saved. */
export const savedCouponEvent = couponEventAnswer.extend({
  ConstId: z.number().int().describe('The match’s const id (the same in line and live)'),
  CoefSaved: z.number(),
  Changed: z.boolean().describe('The odds or the suspension changed since saving'),
});
export type SavedCouponEvent = z.infer<typeof savedCouponEvent>;

/** The `Value` of GetCoupon: the saved coupon re-priced, with what changed since saving. */
export const savedCouponAnswer = couponAnswer.extend({
  Guid: z.string().describe('The code'),
  Events: z.array(savedCouponEvent),
  WithLobby: z.boolean(),
  EventsIndexes: z.array(z.number().int()).describe('A multi-bet’s bankers, by their index in Events'),
});
export type SavedCouponAnswer = z.infer<typeof savedCouponAnswer>;

/** The `Value` of GetAvance: the advance available for this coupon and what the player already owes. */
export const advanceOffer = z.object({
  Summ: z.number().describe('What an advance bet on this coupon may stake now'),
  Available: z.boolean(),
  Outstanding: z.number().describe('Advances still owed'),
});
export type AdvanceOffer = z.infer<typeof advanceOffer>;

/** UpdateCoupon answer; a refused coupon carries nothing (`Value: null`). */
export const updateCouponAnswer = serviceAnswer(couponAnswer, couponErrorCode, z.null());
export type UpdateCouponAnswer = z.infer<typeof updateCouponAnswer>;

/** UpdateCouponMulti answer: one UpdateCoupon answer per coupon of `coupons`, or one coupon's own answer. */
export const updateCouponMultiAnswer = z.union([
  serviceAnswer(z.array(updateCouponAnswer), couponErrorCode, z.null()),
  updateCouponAnswer,
]);
export type UpdateCouponMultiAnswer = z.infer<typeof updateCouponMultiAnswer>;

/** SaveCoupon answer: the code, also in `Guid`. */
export const saveCouponAnswer = serviceAnswer(z.string().describe('The code'), couponErrorCode, z.null());
export type SaveCouponAnswer = z.infer<typeof saveCouponAnswer>;

/** GetCoupon answer. */
export const getCouponAnswer = serviceAnswer(savedCouponAnswer, couponErrorCode, z.null());
export type GetCouponAnswer = z.infer<typeof getCouponAnswer>;

/** GetAvance answer (a guest is offered nothing). */
export const getAvanceAnswer = serviceAnswer(advanceOffer, couponErrorCode, z.null());
export type GetAvanceAnswer = z.infer<typeof getAvanceAnswer>;
