// GetCashOutQuote and SaleBet (our names; UpdateCoupon with saleBetId answers the same quote). The
// brand's `coupon.isPartSaleEnabled` decides whether a bet may be sold in part or only whole.

import { currencyById } from '@fairline/shared/lookups/currencies';
import { fromMinor, minor } from '@fairline/shared/money/minor';
import {
  type CashOutQuote,
  cashOutQuoteAnswer,
  cashOutQuoteRequest,
  saleBetAnswer,
  saleBetRequest,
} from '@fairline/shared/wire/cash-out';
import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publishToUser } from '../../infra/pubsub/publish-to-user';
import { asNumber } from '../../infra/sql-values';
import type { AuthPreHandler } from '../auth/auth.service';
import { userOf } from '../auth/auth.service';
import type { SiteResolver } from './bet.routes';
import { betRefusalOf } from './bet-errors';
import { type CashOutValue, cashOutValue, loadSellableBet, readQuote, saleOf, signQuote } from './cash-out';
import { envelope, refusal } from './coupon-answer';
import type { CouponContext } from './coupon-deps';

const LIVEBET = '/service-api/LiveBet';

const REASONS: Record<Exclude<CashOutValue, { offered: true }>['reason'], string> = {
  notFound: 'Bet is not found',
  notOpen: 'The bet is not open',
  notSellable: 'Cash-out is offered on singles and expresses',
  tiedToAdvance: 'Cash-out is not offered on an advance bet or a bet repaying an advance',
  freeBet: 'Cash-out is not offered on a bet staked with a free bet',
  legLost: 'Cash-out is not offered once a selection has lost',
  legSuspended: 'Cash-out is not available while a market is suspended',
  settled: 'The bet is being settled',
};

/**
 * The quote part of an answer: amount, signed id and validity, or why there is none. `partSale`, when
 * known, tells whether a fraction may be sold (`PartSale`); without it only the whole bet is.
 */
export function quoteAnswer(
  ctx: CouponContext,
  betId: number,
  value: CashOutValue,
  currencyId: number,
  partSale?: boolean,
): CashOutQuote {
  if (!value.offered) return { BetId: betId, Available: false, Reason: REASONS[value.reason] };
  const expiresAt = ctx.now().getTime() + ctx.settings.cashOutQuoteMs;
  const digits = currencyById(currencyId)?.minorDigits ?? 2;
  return {
    BetId: betId,
    Available: true,
    Summ: fromMinor(minor(value.amount), digits),
    Stake: fromMinor(minor(value.stake), digits),
    QuoteId: signQuote(ctx.secret, { betId, stake: value.stake, amount: value.amount, expiresAt }),
    ExpiresAt: Math.floor(expiresAt / 1000),
    ValidMs: ctx.settings.cashOutQuoteMs,
    ...(partSale === undefined ? {} : { PartSale: partSale }),
  };
}

export function cashOutRoutes(app: FastifyInstance, ctx: CouponContext, auth: AuthPreHandler, site: SiteResolver) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const isPartSaleOn = async (req: FastifyRequest) => (await site(req)).settings.coupon.isPartSaleEnabled;

  r.post(
    `${LIVEBET}/Secure/GetCashOutQuote`,
    {
      preHandler: auth,
      schema: {
        tags: ['coupon'],
        summary: 'A cash-out quote for an open bet (valid a few seconds)',
        description: 'PartSale: whether the brand lets the bet be sold in part (SaleBet with a fraction below 1).',
        body: cashOutQuoteRequest,
        response: { 200: cashOutQuoteAnswer },
      },
    },
    async (req) => {
      const bet = await loadSellableBet(ctx.database, req.body.betId, userOf(req).id);
      if (!bet) return refusal('Bet is not found', CouponErrorCode.notFound);
      const answer = quoteAnswer(ctx, bet.id, cashOutValue(ctx, bet), bet.currencyId, await isPartSaleOn(req));
      return answer.Available ? envelope(answer) : refusal(answer.Reason, CouponErrorCode.cashOutRefused, answer);
    },
  );

  r.post(
    `${LIVEBET}/Secure/SaleBet`,
    {
      preHandler: auth,
      schema: {
        tags: ['coupon'],
        summary: 'Sell a bet (fully or a fraction) at a quote',
        description:
          'A fraction below 1 is refused (109, nothing sold) where the brand does not offer part sale (coupon.isPartSaleEnabled).',
        body: saleBetRequest,
        response: { 200: saleBetAnswer },
      },
    },
    async (req) => {
      const userId = userOf(req).id;
      const fraction = req.body.fraction ?? 1;
      if (fraction < 1 && !(await isPartSaleOn(req))) {
        return refusal('Only the whole bet can be cashed out', CouponErrorCode.cashOutRefused);
      }
      const quote = readQuote(ctx.secret, req.body.quoteId);
      if (!quote || quote.betId !== req.body.betId)
        return refusal('The quote is not valid', CouponErrorCode.cashOutRefused);
      const bet = await loadSellableBet(ctx.database, req.body.betId, userId);
      if (!bet) return refusal('Bet is not found', CouponErrorCode.notFound);
      const current = cashOutValue(ctx, bet);
      const fresh = quoteAnswer(ctx, bet.id, current, bet.currencyId);
      if (quote.expiresAt < ctx.now().getTime()) {
        return refusal('The quote has expired', CouponErrorCode.cashOutRefused, fresh);
      }
      if (!current.offered || current.stake !== quote.stake || current.amount < quote.amount) {
        return refusal(
          fresh.Available ? 'The cash-out value has changed' : fresh.Reason,
          CouponErrorCode.cashOutRefused,
          fresh,
        );
      }
      const { soldStake, paid } = saleOf(quote, fraction);
      try {
        const [row] = await ctx.database.query<{ r_status: string; r_remaining: unknown; r_balance: unknown }>(
          'select r_status, r_remaining, r_balance from sell_bet($1, $2, $3, $4, $5, $6, $7)',
          [bet.id, userId, quote.stake, soldStake, paid, req.body.quoteId, ctx.now()],
        );
        if (!row) throw new Error('sell_bet returned no row');
        const digits = currencyById(bet.currencyId)?.minorDigits ?? 2;
        const balance = asNumber(row.r_balance);
        await publishToUser(ctx.pubsub, userId, [
          { t: 'bet', betId: bet.id, status: row.r_status, payout: paid },
          { t: 'balance', accountId: 0, balance },
        ]);
        return envelope({
          BetId: bet.id,
          Paid: fromMinor(minor(paid), digits),
          SoldStake: fromMinor(minor(soldStake), digits),
          RemainingStake: fromMinor(minor(asNumber(row.r_remaining)), digits),
          Status: row.r_status,
          Balance: fromMinor(minor(balance), digits),
        });
      } catch (err) {
        const answer = betRefusalOf(err);
        if (!answer) throw err;
        return refusal('The bet changed since the quote', CouponErrorCode.cashOutRefused, fresh);
      }
    },
  );
}
