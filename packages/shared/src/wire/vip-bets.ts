// Wire payloads of VIP bet requests: a stake above the maximum, sent to the operator where the brand
// allows it. The stake is held until the back office decides, or given back when the request expires
// (docs/decisions/0015-bet-options-and-vip-expiry.md). The web imports the types only.
import { z } from 'zod';
import { VIP_BET_STATUSES } from './vip-bet-status';

export { VIP_BET_STATUSES, type VipBetStatus } from './vip-bet-status';
export const vipBetStatus = z.enum(VIP_BET_STATUSES);

/** `Value.VipBet` of a MakeBetWeb answer whose stake went to the operator instead of being placed. */
export const vipBetAnswer = z.object({
  Id: z.number().int().describe('Request id'),
  Status: vipBetStatus,
  Summ: z.number().describe('The stake held, a decimal of the account currency'),
  ExpiresAt: z.number().int().describe('Unix seconds: without a decision by then the stake is given back'),
});
export type VipBetAnswer = z.infer<typeof vipBetAnswer>;

/** One request of GET /web-api/officeapi/vipbets. */
export const vipBetItem = z.object({
  id: z.number().int(),
  status: vipBetStatus,
  stake: z.number().describe('Decimal of the currency: the stake held, or the stake accepted once approved'),
  currency_id: z.number().int(),
  vid: z.number().int().describe('Coupon type as sent (0 single, 1 express, 2 system, …)'),
  events: z.number().int().describe('Number of selections'),
  created_at: z.string().describe('ISO date-time'),
  expires_at: z.string().describe('ISO date-time; the stake is given back then unless decided'),
  closed_at: z.string().nullable().describe('When it was decided or expired'),
});
export type VipBetItem = z.infer<typeof vipBetItem>;

/** GET /web-api/officeapi/vipbets answer: the player's requests, newest first. */
export const vipBetsAnswer = z.object({ items: z.array(vipBetItem) });
export type VipBetsAnswer = z.infer<typeof vipBetsAnswer>;

/** The message on the player's channel (`user:<id>`) when a request is made or ends; `stake` in minor units. */
export const vipBetMessage = z.object({
  t: z.literal('vip'),
  requestId: z.number().int(),
  status: vipBetStatus,
  stake: z.number().int(),
  currencyId: z.number().int(),
});
export type VipBetMessage = z.infer<typeof vipBetMessage>;
