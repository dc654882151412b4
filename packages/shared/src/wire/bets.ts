// Wire payloads of placing bets: MakeBetWeb, MakeBetWebMulti, MakeBetBidWeb, CancelBetBid and the web
// client's putbetscommon (wire-format.md "Coupon and bet calls"), and the bet messages of the player's
// channel (`user:<id>` over /ws). Cash-out is in cash-out.ts, the history in bet-history.ts.
import { z } from 'zod';
import { couponAnswer, couponErrorCode, couponRequest } from './coupon';
import { serviceAnswer } from './service-envelope';
import { vipBetAnswer, vipBetMessage } from './vip-bets';

/** A selection the server would not take at the sent odds: `Coef` is what it offers now (0: none). */
export const failInfo = z
  .object({
    GameId: z.number().int(),
    Type: z.number().int(),
    Param: z.number(),
    Coef: z.number(),
    CoefOld: z.number(),
    Block: z.boolean(),
    Finish: z.boolean(),
  })
  .meta({ id: 'FailInfo' });
export type FailInfo = z.infer<typeof failInfo>;

/**
 * The `Value` of an accepted MakeBetWeb: the bet as placed (a replay of its betGuid gets the same);
 * `Coupon.PotentialReturn` is what the bet pays if it wins (a promo boost or an auto bet's odds included).
 */
export const placedBet = z.object({
  Id: z.number().int().describe('Bet id'),
  Balance: z.number().describe('The balance the stake came from, after it'),
  Dt: z.number().int().describe('Unix seconds'),
  Coupon: couponAnswer,
  lvC: z.boolean(),
  lnC: z.boolean(),
  waitTime: z.number().int().describe('Milliseconds of live delay the bet waited'),
  FailInfo: z.null(),
  AvanceBet: z.literal(true).optional().describe('Staked with the advance (docs/decisions/0006)'),
});
export type PlacedBet = z.infer<typeof placedBet>;

/** The `Value` of a MakeBetWeb whose stake went to the operator as a VIP bet request (held until decided). */
export const vipBetRequested = z.object({
  Id: z.number().int().describe('0: no bet was placed (yet)'),
  Balance: z.number().describe('The balance the stake is held from, after it'),
  VipBet: vipBetAnswer,
  FailInfo: z.null(),
});
export type VipBetRequested = z.infer<typeof vipBetRequested>;

/** What a refused bet re-offers: the new prices, the coupon as priced now, the limits or the advance. */
export const betRefusal = z
  .object({
    lvC: z.boolean().optional(),
    lnC: z.boolean().optional(),
    FailInfo: z.array(failInfo).optional(),
    Coupon: couponAnswer.optional(),
    MinBet: z.number().optional(),
    MaxBet: z.number().optional(),
    Avance: z.object({ Summ: z.number(), Available: z.boolean() }).optional(),
  })
  .nullable();
export type BetRefusal = z.infer<typeof betRefusal>;

/** MakeBetWeb and MakeBetBidWeb answer: the bet, a VIP request, or a refusal with what it re-offers. */
export const makeBetAnswer = serviceAnswer(z.union([placedBet, vipBetRequested]), couponErrorCode, betRefusal);
export type MakeBetAnswer = z.infer<typeof makeBetAnswer>;

/** MakeBetWebMulti and putbetscommon answer: one MakeBetWeb answer per coupon, or one coupon's own answer. */
export const makeBetMultiAnswer = z.union([
  serviceAnswer(z.array(makeBetAnswer), couponErrorCode, z.null()),
  makeBetAnswer,
]);
export type MakeBetMultiAnswer = z.infer<typeof makeBetMultiAnswer>;

/** POST /web-api/datalinelive/putbetscommon body: a coupon (`coupon`) or several (`coupons`). */
export const putBetsRequest = z.object({
  coupon: couponRequest.optional(),
  coupons: z.array(couponRequest).max(20).optional(),
});

/** POST /service-api/LiveBet/Secure/CancelBetBid body. */
export const cancelBetBidRequest = z.object({
  betId: z
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/** CancelBetBid answer: the pending auto bet cancelled and its stake released. */
export const cancelBetBidAnswer = serviceAnswer(
  z.object({ BetId: z.number().int(), Status: z.literal('cancelled') }),
  couponErrorCode,
  z.null(),
);
export type CancelBetBidAnswer = z.infer<typeof cancelBetBidAnswer>;

/** A bet's new status on the player's channel; `payout` in minor units of the bet's currency. */
export const betMessage = z.object({
  t: z.literal('bet'),
  betId: z.number().int(),
  status: z.string().describe('open, bid, won, lost, void, sold, cancelled'),
  payout: z.number().int(),
});
export type BetMessage = z.infer<typeof betMessage>;

/** A balance change of one of the player's accounts on their channel (minor units; accountId 0: the active one). */
export const balanceMessage = z.object({
  t: z.literal('balance'),
  accountId: z.number().int(),
  balance: z.number().int(),
});
export type BalanceMessage = z.infer<typeof balanceMessage>;

/** Every message of the player's channel about their bets and money. */
export const userMessage = z.discriminatedUnion('t', [betMessage, balanceMessage, vipBetMessage]);
export type UserMessage = z.infer<typeof userMessage>;
