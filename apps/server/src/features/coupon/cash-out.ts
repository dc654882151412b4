// Cash-out (bet sale): a quote valid for a few seconds under a signed id, and the sale of the whole
// bet or a fraction, re-checked against the offer like an odds change.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type CashOutLeg, cashOutQuote } from '@fairline/shared/coupon/cash-out';
import type { LegResult } from '@fairline/shared/coupon/leg';
import { minor } from '@fairline/shared/money/minor';
import { oddsFromThousandths } from '@fairline/shared/odds/odds1000';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import type { CouponContext } from './coupon-deps';
import { fairProbability } from './markets';

/** An open bet as cash-out reads it. */
export interface SellableBet {
  id: number;
  userId: number;
  vid: number;
  status: string;
  stake: number;
  currencyId: number;
  /** An advance bet, or a bet whose winnings repay an outstanding advance: not for sale (decision 0006). */
  tiedToAdvance?: boolean;
  /** Staked with a free bet: not for sale (ADR 0071). */
  freeBet?: boolean;
  legs: { constId: number; type: number; group: number; param: number | null; odds: number; result: LegResult }[];
}

export type CashOutValue =
  | { offered: true; amount: number; stake: number }
  | {
      offered: false;
      reason:
        | 'notFound'
        | 'notOpen'
        | 'notSellable'
        | 'tiedToAdvance'
        | 'freeBet'
        | 'legLost'
        | 'legSuspended'
        | 'settled';
    };

/** The user's bet with its legs, or undefined (also for another user's bet). */
export async function loadSellableBet(
  database: Pick<Database, 'query'>,
  betId: number,
  userId: number,
): Promise<SellableBet | undefined> {
  const rows = await database.query<Record<string, unknown>>(
    `select b.id, b.user_id, b.vid, b.status, b.stake, b.currency_id, b.free_bet_id, l.const_id, l.type, l.market_group, l.param, l.odds, l.result,
            b.is_advance or exists (select 1 from bet_advance_backing k join bet_advances a on a.bet_id = k.advance_bet_id
                                    where k.bet_id = b.id and a.status = 'outstanding') as tied_to_advance
     from bets b join bet_legs l on l.bet_id = b.id where b.id = $1 and b.user_id = $2 order by l.idx`,
    [betId, userId],
  );
  const first = rows[0];
  if (!first) return undefined;
  return {
    id: asNumber(first.id),
    userId: asNumber(first.user_id),
    vid: Number(first.vid),
    status: String(first.status),
    stake: asNumber(first.stake),
    currencyId: Number(first.currency_id),
    tiedToAdvance: first.tied_to_advance === true,
    freeBet: first.free_bet_id !== null && first.free_bet_id !== undefined,
    legs: rows.map((r) => ({
      constId: asNumber(r.const_id),
      type: Number(r.type),
      group: Number(r.market_group),
      param: r.param === null ? null : Number(r.param),
      odds: Number(r.odds),
      result: String(r.result) as LegResult,
    })),
  };
}

/** The cash-out value of a bet now. Offered on singles and expresses only (the rules' formula is theirs). */
export function cashOutValue(ctx: CouponContext, bet: SellableBet): CashOutValue {
  if (bet.status !== 'open') return { offered: false, reason: 'notOpen' };
  if (bet.vid !== 0 && bet.vid !== 1) return { offered: false, reason: 'notSellable' };
  if (bet.tiedToAdvance) return { offered: false, reason: 'tiedToAdvance' };
  if (bet.freeBet) return { offered: false, reason: 'freeBet' };
  const now = ctx.clock.now();
  const legs: CashOutLeg[] = bet.legs.map((leg) => {
    const odds = oddsFromThousandths(leg.odds);
    if (leg.result !== 'open') return { odds, result: leg.result };
    const game = ctx.engine.getGame(leg.constId, now);
    const markets = game ? ctx.engine.getGameMarkets(game.id, now) : undefined;
    const pick = { T: leg.type, G: leg.group, ...(leg.param !== null ? { P: leg.param } : {}) };
    const outcome = game && game.status === 1 ? ctx.engine.quote(game.id, pick, now) : undefined;
    if (!outcome || !markets || outcome.B) return { odds, result: 'open', isSuspended: true, probability: 0 };
    const probability = fairProbability(markets, outcome, ctx.settings.marginMethod, ctx.settings.cashOutMargin);
    return { odds, result: 'open', probability: Math.min(1, Math.max(0, probability)) };
  });
  const quote = cashOutQuote(minor(bet.stake), legs, ctx.settings.cashOutMargin);
  return quote.isOffered
    ? { offered: true, amount: quote.amount, stake: bet.stake }
    : { offered: false, reason: quote.reason };
}

/** A signed quote id: bet, stake and amount it was made for, and until when it may be sold. */
export function signQuote(
  secret: string,
  q: { betId: number; stake: number; amount: number; expiresAt: number },
): string {
  const body = `${q.betId}.${q.stake}.${q.amount}.${q.expiresAt}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The quote an id stands for, or undefined when it is forged or malformed. */
export function readQuote(
  secret: string,
  quoteId: string,
): { betId: number; stake: number; amount: number; expiresAt: number } | undefined {
  const parts = quoteId.split('.');
  if (parts.length !== 5) return undefined;
  const body = parts.slice(0, 4).join('.');
  const expected = Buffer.from(createHmac('sha256', secret).update(body).digest('base64url'));
  const given = Buffer.from(parts[4] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const [betId, stake, amount, expiresAt] = parts.slice(0, 4).map(Number);
  if (![betId, stake, amount, expiresAt].every((n) => Number.isSafeInteger(n))) return undefined;
  return { betId: betId ?? 0, stake: stake ?? 0, amount: amount ?? 0, expiresAt: expiresAt ?? 0 };
}

/** The sold stake and the amount paid for a fraction f of a quote: (1−f)·S stays on at the original odds. */
export function saleOf(
  quote: { stake: number; amount: number },
  fraction: number,
): { soldStake: number; paid: number } {
  const soldStake = Math.min(quote.stake, Math.max(1, Math.round(quote.stake * fraction)));
  return { soldStake, paid: Number((BigInt(quote.amount) * BigInt(soldStake)) / BigInt(quote.stake)) };
}
