// The studio's progressive jackpot (ADR 0066): its public read `GET /studio-api/v1/jackpots` and what the
// `/ws` topic `casino:jackpot` carries (anyone may watch, guests too). Amounts are integers in the
// currency's minor units (`digits` after the point).
import { z } from 'zod';

/** One currency's pool as everyone sees it. */
export const jackpotPool = z.object({
  currency: z.string().describe('ISO code of the pool’s currency'),
  digits: z.number().int().min(0),
  amount: z.number().int().min(0).describe('What a win pays now, minor units'),
  seed: z.number().int().min(0).describe('What the pool starts from after a win'),
  one_in: z
    .number()
    .int()
    .min(1)
    .describe('A stake of this many minor units would win for sure: chance = stake / one_in'),
});
export type JackpotPool = z.infer<typeof jackpotPool>;

/** A won jackpot, announced to everyone: the player only by a 6-hex tag, never the account. */
export const jackpotWin = z.object({
  currency: z.string(),
  digits: z.number().int().min(0),
  amount: z.number().int().min(0),
  game: z.string().describe('The studio game slug of the winning round'),
  player: z
    .string()
    .regex(/^[0-9a-f]{6}$/)
    .describe('SHA-256 of the seed owner, 6 hex'),
  won_at: z.string(),
});
export type JackpotWin = z.infer<typeof jackpotWin>;

/** GET /studio-api/v1/jackpots: every pool, the last wins and the published terms. */
export const jackpotsAnswer = z
  .object({
    pools: z.array(jackpotPool),
    wins: z.array(jackpotWin).describe('The latest wins, newest first (at most 10)'),
    contribution_bp: z.number().int().describe('Basis points of every real stake that feed the pool'),
    rtp_add: z.number().describe('What the jackpot adds to a contributing game’s long-run return (0.006 = 0.6 %)'),
    games: z.array(z.string()).describe('The studio games whose real rounds feed and draw the jackpot'),
  })
  .meta({ id: 'JackpotsAnswer' });
export type JackpotsAnswer = z.infer<typeof jackpotsAnswer>;

/** The topic's snapshot right after subscribing. */
export const jackpotSnapshot = z.object({
  jackpot_pools: z.array(jackpotPool),
  wins: z.array(jackpotWin),
});
export type JackpotSnapshot = z.infer<typeof jackpotSnapshot>;

/** The topic's changes: pools whose amount moved (at most one such item a second), and a win. */
export const jackpotChange = z.discriminatedUnion('t', [
  z.object({ t: z.literal('jackpot:pools'), pools: z.array(jackpotPool) }),
  z.object({ t: z.literal('jackpot:won'), win: jackpotWin }),
]);
export type JackpotChange = z.infer<typeof jackpotChange>;
