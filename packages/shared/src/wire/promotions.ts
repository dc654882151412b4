// Wire payloads of the promotions pages and promo-code bonuses (issue 22, ADR 0044): the public list
// of campaigns a visitor's brand, country and currency run now, one campaign's page, and the office's
// promo-code check, activation and history (`/officeapi/promo/getUserPromoCodesNew`). Amounts are
// integers in minor units of `currencyId`; odds are decimals; times are ISO date-times.
import { z } from 'zod';
import { BONUS_PRODUCTS, BONUS_STATUSES, bonusRecord } from './bonuses';
import { freeBetRecord } from './free-bets';

/** The kinds of campaign a promotions page shows: deposit bonuses (first and later deposits) and promo codes. */
export const PROMOTION_KINDS = ['welcome', 'reload', 'promo'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
/** Every campaign kind: the promotions pages' and free spins (ADR 0064; a free-spins code is activated like a promo code), free bets (ADR 0071). */
export const CAMPAIGN_KINDS = [...PROMOTION_KINDS, 'freespins', 'freebet'] as const;

/** What a player types: letters and digits, any case (stored and compared in upper case). */
export const promoCodeInput = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[A-Za-z0-9]+$/)
  .transform((code) => code.toUpperCase());

/** A campaign as the promotions pages show it: its terms in the visitor's language and currency. */
export const promotion = z
  .object({
    slug: z.string().describe('The campaign page’s path segment under /promo'),
    code: z.string().describe('The campaign code'),
    kind: z.enum(CAMPAIGN_KINDS),
    type: z.number().int().describe('The spec’s bonus type (sport 0, casino 1, promocode 3, …)'),
    product: z.enum(BONUS_PRODUCTS),
    name: z.string(),
    description: z.string().describe('The campaign’s own text in the request’s language (may be empty)'),
    promoCode: z.string().nullable().describe('What to enter in the office (promo campaigns only)'),
    percent: z.number().int().nullable().describe('Percent of the deposit (deposit campaigns only)'),
    amount: z.number().int().describe('The most the bonus can be: a deposit bonus’s cap, a promo code’s bonus'),
    minDeposit: z.number().int().nullable().describe('Smallest deposit that earns it (deposit campaigns only)'),
    currencyId: z.number().int(),
    currencyIso: z.string(),
    validDays: z.number().int().describe('Days a granted bonus has to meet its wagering'),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    rules: bonusRecord.shape.rules,
  })
  .meta({ id: 'Promotion' });
export type Promotion = z.infer<typeof promotion>;

/** GET /web-api/api/v3/bonuses/promotions answer. */
export const promotionsAnswer = z.object({ data: z.array(promotion) });
export type PromotionsAnswer = z.infer<typeof promotionsAnswer>;

/** GET /web-api/api/v3/bonuses/promotions/:slug answer. */
export const promotionAnswer = z.object({ data: promotion });

/** Why a promo code gives nothing (also the web-api error_code of a refused activation). */
export const PROMO_REFUSALS = [
  'promo_unknown',
  'promo_not_started',
  'promo_expired',
  'promo_used',
  'promo_exhausted',
  'promo_busy',
] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

/** POST /web-api/officeapi/promo/check and /activate body. */
export const promoCodeRequest = z.object({ promo_code: promoCodeInput });
export type PromoCodeRequest = z.input<typeof promoCodeRequest>;

/** The check's answer: what the code gives this player now, or why it gives nothing. */
export const promoCheckAnswer = z.object({
  data: z.object({
    promoCode: z.string(),
    isValid: z.boolean(),
    refusal: z.enum(PROMO_REFUSALS).nullable(),
    promotion: promotion.nullable().describe('The campaign, when the code names one this player may see'),
  }),
});
export type PromoCheckAnswer = z.infer<typeof promoCheckAnswer>;

/** The activation's answer: the bonus it granted. */
export const promoActivateAnswer = z.object({
  data: z
    .union([bonusRecord, freeBetRecord])
    .describe('The bonus it granted, or for a free-bet code (ADR 0071) the free bet (type 6)'),
});

/** Where a player used a code: the office's promo-code check, or the bet slip (a boost of one bet). */
export const PROMO_CODE_SOURCES = ['promo_check', 'bet_slip'] as const;
export type PromoCodeSource = (typeof PROMO_CODE_SOURCES)[number];
/** Where the bet a bet-slip code boosted stands (an auto-bet order waiting or a placed bet is `pending`). */
export const SLIP_CODE_STATUSES = ['pending', 'won', 'lost', 'void', 'sold', 'cancelled'] as const;

/** One code the player used (`/officeapi/promo/getUserPromoCodesNew`): when, where and what it did. */
export const userPromoCode = z.object({
  promoCode: z.string(),
  name: z.string().describe('What the code gave, in the request’s language: the campaign’s name or the boost'),
  activatedAt: z.string().describe('When it was used: the activation, or the bet’s placement'),
  source: z.enum(PROMO_CODE_SOURCES).describe('Where: promo_check (the office) or bet_slip'),
  bonusId: z.number().int().nullable().describe('The bonus it granted (promo_check); null for a bet-slip code'),
  freeBetId: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('The free bet a free-bet code granted (promo_check, ADR 0071); null or absent otherwise'),
  betId: z.number().int().nullable().describe('The bet it boosted (bet_slip); null for a promo-check code'),
  boostPercent: z.number().nullable().describe('A bet-slip code’s boost: percent more on the bet’s winnings'),
  amount: z
    .number()
    .int()
    .describe('Bonus money granted, or for a bet-slip code the bet’s potential return with the boost (minor units)'),
  currencyId: z.number().int(),
  currencyIso: z.string(),
  status: z
    .enum([...BONUS_STATUSES, ...SLIP_CODE_STATUSES])
    .describe('Where the bonus it granted, or the bet it boosted, stands'),
});
export type UserPromoCode = z.infer<typeof userPromoCode>;

/** GET /web-api/officeapi/promo/getUserPromoCodesNew answer: newest first. */
export const userPromoCodesAnswer = z.object({ data: z.array(userPromoCode) });
export type UserPromoCodesAnswer = z.infer<typeof userPromoCodesAnswer>;
