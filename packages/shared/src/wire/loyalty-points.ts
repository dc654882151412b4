// Wire payloads of the office's loyalty points (issue 22 §1, ADR 0060): the shop, a redemption and
// the history of earning and spending. Points are whole numbers; bonus amounts are integers in minor
// units of `currencyId`; times are ISO date-times.
import { z } from 'zod';
import { FREE_BET_KINDS, FREE_BET_MARKETS } from '../bonus/free-bet-rules';

/** One shop item in the player's currency. */
export const pointsShopItem = z.object({
  code: z.string().describe('What `redeem` names'),
  name: z.string().describe('In the request’s language'),
  points: z.number().int().positive().describe('What it costs'),
  bonusAmount: z.number().int().positive().describe('Bonus money it grants (minor units of currencyId)'),
  currencyId: z.number().int(),
  currencyIso: z.string(),
  wagerMultiplier: z.number().int().describe('The bonus converts once bonus × this in qualifying stakes settled'),
  minOddsSingle: z.number().describe('Decimal odds a single needs to count toward wagering'),
  validDays: z.number().int().describe('Days the bonus lasts'),
  isAffordable: z.boolean().describe('The balance covers it'),
  freeBet: z
    .object({
      minOddsSingle: z.number(),
      minOddsLeg: z.number(),
      minOddsExpress: z.number(),
      kinds: z.array(z.enum(FREE_BET_KINDS)),
      sports: z.array(z.number().int()).nullable(),
      markets: z.enum(FREE_BET_MARKETS),
    })
    .nullable()
    .optional()
    .describe('A free-bet item (ADR 0071): bonusAmount is the free bet’s stake, these its rules; null: bonus money'),
});
export type PointsShopItem = z.infer<typeof pointsShopItem>;

/** The shop: balance, earning rates and items. */
export const pointsShopAnswer = z.object({
  data: z.object({
    balance: z.number().int().nonnegative().describe('Points on the player’s points account'),
    currencyId: z.number().int(),
    rates: z
      .array(z.object({ product: z.enum(['sport', 'casino']), pointsPerUsd: z.number() }))
      .describe('Points per 1 USD-equivalent of a settled (won or lost) stake'),
    items: z.array(pointsShopItem),
  }),
});
export type PointsShopAnswer = z.infer<typeof pointsShopAnswer>;

/** `POST …/points/redeem`: the item and a client-made key (a repeat answers the first redemption). */
export const pointsRedeemRequest = z.object({
  item: z.string().min(1).max(40),
  idempotency_key: z.string().min(8).max(80),
});
export type PointsRedeemRequest = z.infer<typeof pointsRedeemRequest>;

export const pointsRedeemAnswer = z.object({
  data: z.object({
    redemptionId: z.number().int(),
    replayed: z.boolean().describe('The key was used before: nothing moved this time'),
    item: z.string(),
    bonusId: z.number().int().nullable().describe('The granted bonus (see getbonuses); null for a free-bet item'),
    freeBetId: z
      .number()
      .int()
      .nullable()
      .optional()
      .describe('The granted free bet (see freebets) of a free-bet item (ADR 0071)'),
    balance: z.number().int().nonnegative().describe('Points left'),
  }),
});
export type PointsRedeemAnswer = z.infer<typeof pointsRedeemAnswer>;

export const POINTS_MOVE_KINDS = ['earned', 'reversed', 'redeemed'] as const;

/** One move of points: earned on a settled bet or a casino stake, reversed by a void, resettlement or rollback, or spent. */
export const pointsMove = z.object({
  id: z.number().int(),
  kind: z.enum(POINTS_MOVE_KINDS),
  points: z.number().int().describe('Signed: positive earned, negative reversed or spent'),
  betId: z.number().int().nullable(),
  casinoGame: z.string().nullable().describe("The casino game (its platform code) of a casino stake's move"),
  bonusId: z.number().int().nullable(),
  item: z.string().nullable(),
  date: z.string(),
});
export type PointsMove = z.infer<typeof pointsMove>;

export const pointsHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const pointsHistoryAnswer = z.object({
  data: z.object({
    balance: z.number().int().nonnegative(),
    items: z.array(pointsMove),
    page: z.number().int(),
    hasMore: z.boolean(),
  }),
});
export type PointsHistoryAnswer = z.infer<typeof pointsHistoryAnswer>;
