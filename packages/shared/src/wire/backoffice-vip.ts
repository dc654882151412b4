// Wire payloads of the VIP bet desk's approval (issue 24, docs/decisions/0052-backoffice-vip-approve.md).
// The staff app imports the types; amounts are minor units of the request's currency.
import { z } from 'zod';

/** POST /admin-api/vip-bets/:id/approve: the stake to accept (at most the held one, at least the minimum bet). */
export const vipApproveRequest = z.object({
  stake_minor: z
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .describe('The accepted stake in minor units: the requested stake or less, never below the minimum bet'),
  reason: z.string().trim().max(500).optional().describe('A note for the audit log'),
});
export type VipApproveRequest = z.infer<typeof vipApproveRequest>;

/** What the approval did: the bet placed and what went back to the player. */
export const vipApproveAnswer = z.object({
  request_id: z.number().int(),
  bet_id: z.number().int(),
  user_id: z.number().int(),
  currency: z.string(),
  held_minor: z.number().int().describe('The stake the request held'),
  stake_minor: z.number().int().describe('The stake of the bet placed'),
  released_minor: z.number().int().describe('Given back to the player: held − accepted'),
  odds: z.number().describe('The bet’s odds as a decimal'),
  potential_return_minor: z.number().int(),
});
export type VipApproveAnswer = z.infer<typeof vipApproveAnswer>;

/** One selection of a request as the trader reviews it: odds as decimals. */
export const vipReviewLeg = z.object({
  game: z.string().describe('Home — away'),
  starts_at: z.string().nullable().describe('ISO date-time of kick-off; null when the game is gone'),
  market: z.string(),
  outcome: z.string(),
  param: z.number().nullable().describe('The line (handicap, total) as requested'),
  asked_odds: z.number().describe('The odds the request was priced at: an approval places at these'),
  current_odds: z.number().nullable().describe('The odds offered now; null when not offered'),
  open: z.boolean().describe('Whether the selection takes bets now (not started, suspended or over)'),
});

/** GET /admin-api/vip-bets/:id: the request with its selections, what it pays and the limits now. */
export const vipReviewAnswer = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  status: z.string(),
  currency: z.string(),
  stake_minor: z.number().int().describe('The stake held (or accepted, once approved)'),
  min_stake_minor: z.number().int().nullable().describe('The coupon’s minimum bet now'),
  max_stake_minor: z.number().int().nullable().describe('The coupon’s maximum bet now (what the request is above)'),
  odds: z.number().nullable().describe('The coupon’s odds at the asked prices'),
  potential_return_minor: z
    .number()
    .int()
    .nullable()
    .describe('What the stake returns if it wins, at the asked prices'),
  legs: z.array(vipReviewLeg),
  problem: z.string().nullable().describe('Why the coupon cannot be priced now, if it cannot'),
});
export type VipReviewAnswer = z.infer<typeof vipReviewAnswer>;
