// Wire payloads of free bets (issue 22, ADR 0071): the office's list of the player's free bets in the
// spec's bonus record shape (type 6, freebet) with the token's rules. Amounts are integers in minor units
// of `currencyId`; odds are decimals; times are ISO date-times.
import { z } from 'zod';
import { FREE_BET_KINDS, FREE_BET_MARKETS } from '../bonus/free-bet-rules';

/** active: usable; placed: on an open bet; won / lost: spent; expired: its time ran out unused. */
export const FREE_BET_STATUSES = ['active', 'placed', 'won', 'lost', 'expired'] as const;
export type FreeBetStatus = (typeof FREE_BET_STATUSES)[number];

export const freeBetRecord = z
  .object({
    id: z.number().int().describe('The free bet: send it as the coupon’s bonusId to stake it'),
    idBonus: z.number().int().describe('Its campaign'),
    type: z.literal(6).describe('The spec’s bonus type: freebet'),
    name: z.string().describe('The campaign’s name in the request’s language'),
    start: z.string().describe('When it was granted'),
    end: z.string().describe('When it closed, or when it expires while usable'),
    currentValue: z.number().int().describe('0: a free bet has no wagering'),
    isClosed: z.boolean(),
    progressPercent: z.number().int(),
    width: z.number().int(),
    money: z.number().int().describe('The stake it gives while usable (minor units); 0 once used or expired'),
    amount: z.number().int().describe('The stake it gives (minor units)'),
    expirationDate: z.string(),
    currencyId: z.number().int(),
    currencyIso: z.string(),
    promoId: z.string().nullable().describe('The campaign code'),
    status: z.enum(FREE_BET_STATUSES),
    betId: z.number().int().nullable().describe('The bet it staked (placed, won or lost)'),
    rules: z.object({
      minOddsSingle: z.number().describe('Decimal odds a single needs'),
      minOddsLeg: z.number().describe('Decimal odds each selection of an express or system needs'),
      minOddsExpress: z.number().describe('Decimal total odds an express needs'),
      kinds: z.array(z.enum(FREE_BET_KINDS)),
      sports: z.array(z.number().int()).nullable().describe('Sport ids; null: every sport'),
      markets: z.enum(FREE_BET_MARKETS),
    }),
  })
  .meta({ id: 'FreeBetRecord' });
export type FreeBetRecord = z.infer<typeof freeBetRecord>;

/** GET /web-api/officeapi/freebets answer: usable ones first (soonest to expire), then the rest, newest first. */
export const freeBetsAnswer = z.object({
  data: z.object({ usable: z.array(freeBetRecord), history: z.array(freeBetRecord) }),
});
export type FreeBetsAnswer = z.infer<typeof freeBetsAnswer>;
