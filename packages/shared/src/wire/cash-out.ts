// Wire payloads of cash-out: GetCashOutQuote and SaleBet (our names; UpdateCoupon with saleBetId
// answers the same quote as `SaleBet`). Amounts are decimals of the bet's currency.
import { z } from 'zod';
import { CouponErrorCode } from './coupon-error-codes';
import { serviceAnswer } from './service-envelope';

const betId = z.preprocess(
  (v) => (typeof v === 'string' ? Number(v) : v),
  z
    .number()
    .int()
    .positive()
    .max(2 ** 53),
);

/** A quote offered: `Summ` for the whole remaining `Stake`, valid until `ExpiresAt`. */
export const cashOutOffer = z.object({
  BetId: z.number().int(),
  Available: z.literal(true),
  Summ: z.number().describe('What selling the whole remaining stake pays'),
  Stake: z.number().describe('The remaining stake the quote is for'),
  QuoteId: z.string().describe('Signed quote, sent back to SaleBet'),
  ExpiresAt: z.number().int().describe('Unix seconds'),
  ValidMs: z.number().int(),
  PartSale: z
    .boolean()
    .optional()
    .describe('Whether the brand lets the bet be sold in part (coupon.isPartSaleEnabled); absent reads as yes'),
});
export type CashOutOffer = z.infer<typeof cashOutOffer>;

/** No quote, and why. */
export const cashOutUnavailable = z.object({
  BetId: z.number().int(),
  Available: z.literal(false),
  Reason: z.string(),
});

/** A cash-out quote, or why there is none. */
export const cashOutQuote = z
  .discriminatedUnion('Available', [cashOutOffer, cashOutUnavailable])
  .meta({ id: 'CashOutQuote' });
export type CashOutQuote = z.infer<typeof cashOutQuote>;

/** POST /service-api/LiveBet/Secure/GetCashOutQuote body. */
export const cashOutQuoteRequest = z.object({ betId });
export type CashOutQuoteRequest = z.input<typeof cashOutQuoteRequest>;

/** POST /service-api/LiveBet/Secure/SaleBet body. */
export const saleBetRequest = z.object({
  betId,
  quoteId: z.string().min(1).max(200),
  fraction: z.number().gt(0).max(1).optional().describe('The share of the remaining stake to sell; 1 when absent'),
});
export type SaleBetRequest = z.input<typeof saleBetRequest>;

/** What a sale did. */
export const saleResult = z.object({
  BetId: z.number().int(),
  Paid: z.number(),
  SoldStake: z.number(),
  RemainingStake: z.number(),
  Status: z.string().describe('The bet’s status after the sale: sold, or open when a part remains'),
  Balance: z.number().describe('The cash balance after the payment'),
});
export type SaleResult = z.infer<typeof saleResult>;

const codes = z.enum(CouponErrorCode);
/** A refusal re-offers the bet's quote as it stands now (null when the bet is not found). */
const refusedQuote = cashOutQuote.nullable();

/** GetCashOutQuote answer: the quote, or a refusal (109) carrying why there is none. */
export const cashOutQuoteAnswer = serviceAnswer(cashOutOffer, codes, refusedQuote);
export type CashOutQuoteAnswer = z.infer<typeof cashOutQuoteAnswer>;

/** SaleBet answer: the sale, or a refusal (109) carrying a fresh quote to offer instead. */
export const saleBetAnswer = serviceAnswer(saleResult, codes, refusedQuote);
export type SaleBetAnswer = z.infer<typeof saleBetAnswer>;
