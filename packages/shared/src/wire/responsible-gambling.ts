// Wire payloads of player protection (issue 20): loss and wager limits, the session-time limit,
// reality checks, time-out and self-exclusion, and the office's account history. Deposit limits keep
// their own payloads in cashier.ts. Amounts are decimals of the registration currency.
import { z } from 'zod';
import { DEPOSIT_LIMIT_PERIODS } from './cashier';

/** The periods of money limits (the deposit limits' periods). */
export const RG_LIMIT_PERIODS = DEPOSIT_LIMIT_PERIODS;
export type RgLimitPeriod = (typeof RG_LIMIT_PERIODS)[number];

/** Kinds of the player's own money limits beside deposit limits. */
export const RG_LIMIT_KINDS = ['loss', 'wager'] as const;
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];

/** Time-out lengths a player may choose. */
export const TIME_OUT_PERIODS = ['24h', '1w', '1m', '6w'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];

/** Self-exclusion lengths a player may choose. */
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '2y', '5y'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

/** Bounds of the player's choices: reality-check interval and session-time limit, in minutes. */
export const RgBounds = {
  realityCheckMinMinutes: 15,
  realityCheckMaxMinutes: 120,
  sessionMinMinutes: 5,
  sessionMaxMinutes: 24 * 60,
  /** How long a raised or removed limit waits. */
  increaseDelayHours: 24,
} as const;

/** Why a money action or a login is refused (error_code of the 403 answer). */
export const RG_REFUSALS = [
  'rg_time_out',
  'rg_self_exclusion',
  'rg_session_limit',
  'rg_loss_limit',
  'rg_wager_limit',
  'rg_reality_check',
  'rg_account_blocked',
] as const;
export type RgRefusal = (typeof RG_REFUSALS)[number];

/** One period's loss or wager limit and its use in the current window. */
export const rgLimit = z.object({
  period: z.enum(RG_LIMIT_PERIODS),
  amount: z.number().nullable().describe('The limit in force now; null = none'),
  has_pending: z.boolean().describe('An increase or removal waits its 24 hours'),
  pending_amount: z.number().nullable().describe('The waiting limit; null with a date: the limit goes away'),
  pending_effective_at: z.string().nullable().describe('ISO date-time the waiting change applies'),
  used: z.number().describe('Stakes (wager) or stakes less returns (loss) inside the period’s window'),
  remaining: z.number().nullable().describe('What may still be staked or lost in the period; null = no limit'),
});
export type RgLimit = z.infer<typeof rgLimit>;

/** A player's loss or wager limits. */
export const rgLimits = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  currency: z.string(),
  currencyId: z.number().int(),
  limits: z.array(rgLimit),
});
export type RgLimits = z.infer<typeof rgLimits>;

/** GET and PUT /web-api/api/web/user/v1/loss-limits and /wager-limits answer. */
export const rgLimitsAnswer = z.object({ data: z.object({ attributes: rgLimits }) }).meta({ id: 'RgLimitsAnswer' });

/** PUT loss-limits / wager-limits body: per period a decimal amount, or null to remove. */
export const rgLimitsRequest = z.object({
  data: z.object({
    attributes: z.object({
      limits: z
        .array(
          z.object({
            period: z.enum(RG_LIMIT_PERIODS),
            amount: z.union([z.number().positive(), z.string().min(1).max(32), z.null()]),
          }),
        )
        .min(1)
        .max(RG_LIMIT_PERIODS.length)
        .refine((list) => new Set(list.map((l) => l.period)).size === list.length, 'Each period at most once'),
    }),
  }),
});
export type RgLimitsRequest = z.input<typeof rgLimitsRequest>;

/** The session-time limit: minutes per session; reaching it ends the session and blocks play for 24 h. */
export const sessionLimit = z.object({
  minutes: z.number().int().nullable().describe('The limit in force; null = none'),
  has_pending: z.boolean(),
  pending_minutes: z.number().int().nullable(),
  pending_effective_at: z.string().nullable(),
  session_started_at: z.string().nullable().describe('When the current session began (the request’s session)'),
  blocked_until: z.string().nullable().describe('Play is blocked until then because a session reached the limit'),
});
export type SessionLimit = z.infer<typeof sessionLimit>;

export const sessionLimitAnswer = z
  .object({ data: z.object({ attributes: sessionLimit }) })
  .meta({ id: 'SessionLimitAnswer' });

const minutesInput = z.number().int().min(RgBounds.sessionMinMinutes).max(RgBounds.sessionMaxMinutes);

/** PUT session-limit body: minutes, or null to remove (a removal or raise waits 24 h). */
export const sessionLimitRequest = z.object({
  data: z.object({ attributes: z.object({ minutes: minutesInput.nullable() }) }),
});

/** Reality check: the interval and what the reminder shows. */
export const realityCheck = z.object({
  interval_minutes: z.number().int().nullable().describe('null = reminders off'),
  session_started_at: z.string().nullable(),
  session_minutes: z.number().int(),
  stakes: z.number().describe('Stakes placed in this session'),
  net: z.number().describe('Returns less stakes of this session’s bets (negative = lost)'),
  currency: z.string(),
  currencyId: z.number().int(),
  due: z.boolean().describe('A reminder is waiting: play goes on only after "continue"'),
  next_at: z.string().nullable().describe('When the next reminder falls due'),
});
export type RealityCheck = z.infer<typeof realityCheck>;

export const realityCheckAnswer = z
  .object({ data: z.object({ attributes: realityCheck }) })
  .meta({ id: 'RealityCheckAnswer' });

/** PUT reality-check body: set the interval (or null for off), or acknowledge the reminder. */
export const realityCheckRequest = z.object({
  data: z.object({
    attributes: z.union([
      z.object({
        interval_minutes: z
          .number()
          .int()
          .min(RgBounds.realityCheckMinMinutes)
          .max(RgBounds.realityCheckMaxMinutes)
          .nullable(),
      }),
      z.object({ acknowledge: z.literal(true) }),
    ]),
  }),
});
export type RealityCheckRequest = z.input<typeof realityCheckRequest>;

/** A time-out or self-exclusion as it stands (either set by the player or stored by the operator). */
export const rgBlock = z.object({
  active: z.boolean(),
  until: z.string().nullable().describe('ISO date-time the block ends; null when none runs'),
  set_by: z.enum(['player', 'operator']).nullable(),
});
export type RgBlock = z.infer<typeof rgBlock>;

export const rgBlockAnswer = z.object({ data: z.object({ attributes: rgBlock }) }).meta({ id: 'RgBlockAnswer' });

/** PUT time-out body: the length and the player's confirmation. */
export const timeOutRequest = z.object({
  data: z.object({ attributes: z.object({ period: z.enum(TIME_OUT_PERIODS), confirm: z.literal(true) }) }),
});
export type TimeOutRequest = z.input<typeof timeOutRequest>;

/** PUT self-exclusion body: the length and the player's confirmation. */
export const selfExclusionRequest = z.object({
  data: z.object({ attributes: z.object({ period: z.enum(SELF_EXCLUSION_PERIODS), confirm: z.literal(true) }) }),
});
export type SelfExclusionRequest = z.input<typeof selfExclusionRequest>;

/** One row of the account history: a bet, a casino round or a payment. */
export const accountHistoryItem = z.object({
  at: z.string(),
  type: z.enum(['bet', 'casino_round', 'deposit', 'withdrawal']),
  ref: z.string(),
  status: z.string(),
  amount: z.number().describe('Stake or payment amount'),
  result: z.number().nullable().describe('Bet or casino round: returns less stakes once settled or closed'),
  currency: z.string(),
});
export type AccountHistoryItem = z.infer<typeof accountHistoryItem>;

/** GET /web-api/api/web/user/v1/account-history: 12 months, newest first, and lifetime net deposits. */
export const accountHistory = z.object({
  from: z.string(),
  to: z.string(),
  net_deposits: z.array(z.object({ currency: z.string(), currencyId: z.number().int(), amount: z.number() })),
  items: z.array(accountHistoryItem),
});
export type AccountHistory = z.infer<typeof accountHistory>;

export const accountHistoryAnswer = z
  .object({ data: z.object({ attributes: accountHistory }) })
  .meta({ id: 'AccountHistoryAnswer' });
