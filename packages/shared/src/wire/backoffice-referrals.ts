// Wire payload of the player page's referral record (ADR 0061 "Fraud checks: hold instead of pay"): who
// referred the player and what the binding saw, and every swept period of the programme the player is on
// either side of — paid, held with the checks' reasons, or nothing to pay. Amounts in minor units.
import { z } from 'zod';
import { REFERRAL_HOLD_REASONS } from '../referral/checks';

export const referralPeriod = z.object({
  role: z.enum(['referrer', 'referred']).describe('The player’s side of this referral'),
  referrer_id: z.number().int(),
  referred_id: z.number().int(),
  period: z.string().describe('The UTC day, YYYY-MM-DD'),
  currency_id: z.number().int(),
  revenue_minor: z.number().int(),
  commission_minor: z.number().int(),
  status: z.enum(['paid', 'held', 'none']),
  reasons: z.array(z.enum(REFERRAL_HOLD_REASONS)).describe('Why it is held (empty unless held)'),
  released_at: z.string().nullable().describe('When a held period was paid after its checks cleared'),
});
export type ReferralPeriod = z.infer<typeof referralPeriod>;

/** GET /admin-api/players/:id/referrals. */
export const playerReferralsAnswer = z.object({
  referred_by: z
    .object({
      referrer_id: z.number().int(),
      bound_at: z.string(),
      bind_ip: z.string().nullable(),
      same_browser: z.boolean(),
    })
    .nullable(),
  referred_players: z.number().int(),
  periods: z.array(referralPeriod),
});
export type PlayerReferralsAnswer = z.infer<typeof playerReferralsAnswer>;
