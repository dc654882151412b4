// The live crash game (ADR 0058): its HTTP calls under `/studio-api/v1/crash/…` (a studio session as
// `authorization: Bearer`, CORS `*`, errors as the studio's) and what its `/ws` topic
// `casino:crash:<room>` carries. Money is integers in minor units; multipliers are hundredths.
import { z } from 'zod';

const multiplier = z.number().min(1).max(1_000_000);
const epochMs = z.number().int().describe('Server clock, epoch ms');
const hash = z.string().regex(/^[0-9a-f]{64}$/);

/** One player's bet in a round as everyone watching sees it. */
export const crashPublicBet = z.object({
  id: z.string(),
  player: z.string().describe('A short public name: never the account id'),
  stake: z.number().int().min(1),
  currency: z.string(),
  digits: z.number().int().min(0),
  auto_cash_out: multiplier.nullable(),
  cash_out: multiplier.nullable().describe('The multiplier paid; null while riding or lost'),
  win: z.number().int().min(0).nullable(),
});
export type CrashPublicBet = z.infer<typeof crashPublicBet>;

/** A finished round with what verifies it: its chain hash (revealed at the bust) and the chain's salt. */
export const crashPastRound = z.object({
  round: z.number().int().min(0),
  point: z.number().min(1),
  hash,
  result_hash: hash,
  salt: z.string(),
});
export type CrashPastRound = z.infer<typeof crashPastRound>;

/** The room now: the snapshot of `casino:crash:<room>` and `GET …/crash/state`. */
export const crashSnapshot = z.object({
  t: z.literal('crash'),
  room: z.string(),
  round: z.number().int().min(0),
  phase: z.enum(['betting', 'flight', 'busted']),
  betting_ends_at: epochMs,
  started_at: epochMs.describe('When the flight starts (or started); the curve is e^(rate·(now − started_at))'),
  rate_per_ms: z.number().positive(),
  now: epochMs,
  point: z.number().min(1).nullable().describe('Known once busted'),
  commitment: hash.describe("The chain's terminating hash, published before its first round"),
  salt: z.string().describe('The public salt of the chain (HMAC message of every round)'),
  bets: z.array(crashPublicBet),
  history: z.array(crashPastRound).describe('Last rounds, newest first'),
});
export type CrashSnapshot = z.infer<typeof crashSnapshot>;

/** The changes of a crash room, in a batch frame (each kept, in order: none replaces another). */
export const crashChange = z.discriminatedUnion('t', [
  z.object({ t: z.literal('crash:betting'), round: z.number().int(), betting_ends_at: epochMs, started_at: epochMs }),
  z.object({ t: z.literal('crash:flight'), round: z.number().int(), started_at: epochMs }),
  z.object({ t: z.literal('crash:bet'), round: z.number().int(), bet: crashPublicBet }),
  z.object({
    t: z.literal('crash:cashout'),
    round: z.number().int(),
    bet: z.string(),
    cash_out: multiplier,
    win: z.number().int().min(0),
  }),
  z.object({ t: z.literal('crash:bust'), round: z.number().int(), at: epochMs, past: crashPastRound }),
]);
export type CrashChange = z.infer<typeof crashChange>;

/** POST …/crash/bets: a stake for the round in its betting phase, with an optional auto cash-out. */
export const crashBetRequest = z
  .object({
    stake: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe('Minor units'),
    auto_cash_out: z
      .number()
      .min(1.01)
      .max(1_000_000)
      .refine((x) => Math.abs(Math.round(x * 100) - x * 100) < 1e-6, 'a multiple of 0.01')
      .nullable()
      .optional(),
  })
  .strict();
export type CrashBetRequest = z.infer<typeof crashBetRequest>;

/** The player's own bet and balance after a bet or a cash-out. */
export const crashBetAnswer = z.object({ bet: crashPublicBet, round: z.number().int(), balance: z.number().int() });
export type CrashBetAnswer = z.infer<typeof crashBetAnswer>;

export const crashBetParams = z.object({ bet: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/) });
