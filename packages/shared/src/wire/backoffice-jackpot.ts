// Wire payloads of the back office's jackpot desk (issue 21, docs/decisions/0072-backoffice-casino.md): the
// studio's pools per currency, the latest wins and the settings staff may change live (the contribution rate,
// each pool's seed for its next reset). Amounts are integers in the currency's minor units (`digits`).
import { z } from 'zod';
import { JackpotBounds } from '../casino/jackpot';

const reason = z.string().trim().min(3).max(500);

/** POST /admin-api/casino/jackpot/contribution: basis points of every settled real stake (from the next round). */
export const jackpotContributionRequest = z.object({
  contribution_bp: z
    .number()
    .int()
    .min(JackpotBounds.contributionBpMin, 'At least 0.10 %')
    .max(JackpotBounds.contributionBpMax, 'At most 0.70 %'),
  reason,
});

/** POST /admin-api/casino/jackpot/seed: what a currency's pool starts from after its next win. */
export const jackpotSeedRequest = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, 'A currency code, e.g. EUR'),
  seed: z.number().int().positive().max(1e15),
  reason,
});

export const deskJackpotPool = z.object({
  currency: z.string(),
  digits: z.number().int(),
  amount: z.number().int().describe('What a win pays now'),
  seed: z.number().int().describe('What the pool starts from after its next win'),
  seed_min: z.number().int(),
  seed_max: z.number().int(),
  default_seed: z.number().int().describe('The published seed (1,000 USD converted)'),
  one_in: z.number().int().describe('Read-only: a stake of this much would win for sure'),
  won_count: z.number().int(),
  rtp_add: z.number().describe('What the jackpot adds to a contributing game’s return in this currency'),
  updated_at: z.string(),
});
export type DeskJackpotPool = z.infer<typeof deskJackpotPool>;

export const deskJackpotWin = z.object({
  round: z.string(),
  currency: z.string(),
  digits: z.number().int(),
  amount: z.number().int(),
  game: z.string(),
  player: z.string().describe('The account id masked (last two digits)'),
  player_tag: z.string().describe('The public 6-hex tag the players see'),
  state: z.enum(['win_pending', 'settled', 'open']),
  won_at: z.string(),
  paid_at: z.string().nullable(),
  verify_url: z.string().nullable().describe('The player site’s verifier; null until the seed is revealed'),
});
export type DeskJackpotWin = z.infer<typeof deskJackpotWin>;

/** A term that is not a live setting, and why. */
export const deskReadOnlyTerm = z.object({ key: z.string(), label: z.string(), value: z.string(), why: z.string() });

export const jackpotDeskAnswer = z.object({
  contribution_bp: z.number().int(),
  contribution_min_bp: z.number().int(),
  contribution_max_bp: z.number().int(),
  settings_updated_at: z.string(),
  settings_updated_by: z.string().nullable(),
  pools: z.array(deskJackpotPool),
  wins: z.array(deskJackpotWin),
  read_only: z.array(deskReadOnlyTerm),
});
export type JackpotDeskAnswer = z.infer<typeof jackpotDeskAnswer>;
