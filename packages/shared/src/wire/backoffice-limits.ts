// Wire payloads of a player's own stake limits on the risk desk (issue 24 §2 risk and trading,
// docs/decisions/0053-backoffice-exposure.md "per-player limits"): the player's rows of `risk_limits`
// and the global rows they override. Amounts are minor units of the currency the bet is placed in
// (the table holds no currency; the coupon applies the numbers as they are), shown in the player's.
import { z } from 'zod';

const reason = z.string().trim().min(3).max(500);
const minor = z.number().int();
const scopeId = z.number().int().positive().max(2_147_483_647);

export const limitRow = z.object({
  /** null: every sport. */
  sport_id: z.number().int().nullable(),
  /** null: every market group. */
  market_group: z.number().int().nullable(),
  /** `<sport|any>-<group|any>`, the row's key in DELETE …/limits/:scope. */
  scope: z.string(),
  min_stake: minor,
  max_stake: minor,
  max_payout: minor,
});
export type LimitRow = z.infer<typeof limitRow>;

export const playerLimitsAnswer = z.object({
  user_id: z.number().int(),
  /** The player's currency, in whose minor units the amounts are shown. */
  currency_id: z.number().int(),
  currency: z.string(),
  /** The player's own rows: each beats every global row that matches the same leg. */
  own: z.array(limitRow),
  /** The global rows (everyone's); the ones with `overridden` have a player row of the same scope. */
  global: z.array(limitRow.extend({ overridden: z.boolean() })),
});
export type PlayerLimitsAnswer = z.infer<typeof playerLimitsAnswer>;

export const setPlayerLimitRequest = z
  .object({
    sport_id: scopeId.nullable(),
    market_group: scopeId.nullable(),
    min_stake: minor.positive(),
    max_stake: minor.positive(),
    max_payout: minor.positive(),
    reason,
  })
  .refine((b) => b.min_stake <= b.max_stake, {
    path: ['max_stake'],
    message: 'The maximum stake must not be below the minimum stake',
  });
export type SetPlayerLimitRequest = z.infer<typeof setPlayerLimitRequest>;

export const deletePlayerLimitRequest = z.object({ reason });

/** `any-any`, `1-any`, `any-136`, `1-136`. */
export const limitScopeParams = z.object({
  id: z.coerce.number().int().positive(),
  scope: z.string().regex(/^(any|\d{1,10})-(any|\d{1,10})$/, 'scope is <sport id|any>-<market group|any>'),
});

export const scopeKey = (sportId: number | null, marketGroup: number | null) =>
  `${sportId ?? 'any'}-${marketGroup ?? 'any'}`;
