// Wire payloads of the office's bonuses (issue 22, ADR 0039): the spec's bonus record with the
// wagering progress, and the refusal `/officeapi/refusebonus {bonus_id}`. Amounts are integers in
// minor units of `currencyId`; times are ISO date-times.
import { z } from 'zod';

/** Where a bonus stands: active while wagering, then converted to real money, expired or refused. */
export const BONUS_STATUSES = ['active', 'converted', 'expired', 'refused'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** The product a campaign's bonus is for. */
export const BONUS_PRODUCTS = ['sport', 'casino'] as const;

/** The spec's bonus record (office), with the wagering rules the player plays by. */
export const bonusRecord = z
  .object({
    id: z.number().int().describe('The granted bonus'),
    idBonus: z.number().int().describe('Its campaign'),
    type: z.number().int().describe('The spec’s bonus type (sport 0, casino 1, …)'),
    name: z.string().describe('The campaign’s name in the request’s language'),
    start: z.string().describe('When it was granted'),
    end: z.string().describe('When it closed, or when it expires while active'),
    currentValue: z.number().int().describe('Qualifying stakes counted so far (minor units)'),
    requiredValue: z.number().int().describe('Qualifying stakes the bonus needs to convert (minor units)'),
    isClosed: z.boolean(),
    progressPercent: z.number().int().min(0).max(100).describe('currentValue of requiredValue, rounded down'),
    width: z.number().int().min(0).max(100).describe('The progress bar’s width in percent'),
    money: z.number().int().describe('Bonus money left on the bonus account (minor units); 0 once closed'),
    amount: z.number().int().describe('Bonus money granted (minor units)'),
    closedAmount: z.number().int().nullable().describe('What the close moved: converted to cash, or removed'),
    expirationDate: z.string(),
    currencyId: z.number().int(),
    currencyIso: z.string(),
    promoId: z.string().nullable().describe('The campaign code'),
    status: z.enum(BONUS_STATUSES),
    product: z.enum(BONUS_PRODUCTS),
    rules: z.object({
      multiplier: z.number().int(),
      minOddsSingle: z.number().describe('Decimal odds a single needs to count'),
      minOddsLeg: z.number().describe('Decimal odds each express leg needs'),
      minOddsExpress: z.number().describe('Decimal total odds an express needs'),
      sportWeight: z.number().int().describe('Percent of a sportsbook stake that counts'),
      casinoWeight: z.number().int().describe('Percent of a casino stake that counts'),
      maxBet: z.number().int().nullable().describe('A larger stake does not count (minor units)'),
    }),
    /** A free-spins bonus's spins (ADR 0064): the slot's game id, the bet of a spin, spins granted and left. */
    freeSpins: z
      .object({ game: z.string(), bet: z.number().int(), total: z.number().int(), left: z.number().int() })
      .nullable()
      .optional(),
  })
  .meta({ id: 'BonusRecord' });
export type BonusRecord = z.infer<typeof bonusRecord>;

/** GET /web-api/officeapi/getbonuses answer: active bonuses first, then the history, newest first. */
export const bonusesAnswer = z.object({
  data: z.object({ active: z.array(bonusRecord), history: z.array(bonusRecord) }),
});
export type BonusesAnswer = z.infer<typeof bonusesAnswer>;

/** POST /web-api/officeapi/refusebonus body (the spec's name). */
export const refuseBonusRequest = z.object({ bonus_id: z.number().int().positive() });
export type RefuseBonusRequest = z.infer<typeof refuseBonusRequest>;

/** The refusal's answer: the bonus as it stands now. */
export const refuseBonusAnswer = z.object({ data: bonusRecord });
export type RefuseBonusAnswer = z.infer<typeof refuseBonusAnswer>;
