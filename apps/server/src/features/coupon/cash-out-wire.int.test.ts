import { cashOutQuoteAnswer, saleBetAnswer } from '@fairline/shared/wire/cash-out';
import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import { serviceError } from '@fairline/shared/wire/service-envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExactWire } from '../../../test/wire-answer';
import { signQuote } from './cash-out';
import { type CouponTestApp, createCouponTestApp, findOffer, type Player, wireEvent } from './coupon.testing';

// Cash-out as a player really gets it, sold and refused, each answer read with its shared wire schema
// (packages/shared/src/wire/cash-out.ts); a guest is refused.
const QUOTE = '/service-api/LiveBet/Secure/GetCashOutQuote';
const SALE = '/service-api/LiveBet/Secure/SaleBet';
let t: CouponTestApp;
let player: Player;
let skip = 0;

beforeAll(async () => {
  t = await createCouponTestApp();
  player = await t.seedPlayer(1_000_00);
});
afterAll(() => t.close());

async function placeSingle(): Promise<number> {
  const { game, outcome } = findOffer(t.engine, t.clock.now(), 'line', { skip: skip++ });
  const body = { Events: [wireEvent(game, outcome)], Vid: 0, Summ: 10, betGuid: crypto.randomUUID() };
  return (await t.post('/service-api/LiveBet/Secure/MakeBetWeb', body, player)).json().Value.Id;
}
const quote = async (betId: number) => readExactWire(await t.post(QUOTE, { betId }, player), cashOutQuoteAnswer);
const sell = async (body: object) => readExactWire(await t.post(SALE, body, player), saleBetAnswer);

describe('the cash-out calls’ wire contract', () => {
  it('answers a quote and a sale of the whole bet as the shared payloads', async () => {
    const betId = await placeSingle();
    const offer = await quote(betId);
    if (!offer.Success) throw new Error(offer.Error);
    const sale = await sell({ betId, quoteId: offer.Value.QuoteId });
    expect(sale).toMatchObject({ Success: true, Value: { BetId: betId, Status: 'sold', RemainingStake: 0 } });
  });

  it('refuses a quote with why there is none, and an unknown bet with nothing to re-offer', async () => {
    const betId = await placeSingle();
    const offer = await quote(betId);
    if (!offer.Success) throw new Error(offer.Error);
    await sell({ betId, quoteId: offer.Value.QuoteId });
    const sold = await quote(betId);
    expect(sold).toMatchObject({ Success: false, ErrorCode: CouponErrorCode.cashOutRefused });
    expect(!sold.Success && sold.Value?.Available === false && sold.Value.Reason).toBe('The bet is not open');
    expect(await quote(2 ** 40)).toMatchObject({ ErrorCode: CouponErrorCode.notFound, Value: null });
  });

  it('refuses an expired quote re-offering the fresh one, and a forged quote with nothing', async () => {
    const betId = await placeSingle();
    const offer = await quote(betId);
    if (!offer.Success) throw new Error(offer.Error);
    const stake = Math.round(offer.Value.Stake * 100);
    const amount = Math.round(offer.Value.Summ * 100);
    const expired = signQuote('coupon-test-quote-secret', { betId, stake, amount, expiresAt: Date.now() - 1 });
    const late = await sell({ betId, quoteId: expired });
    expect(!late.Success && late.Value?.Available).toBe(true);
    expect(await sell({ betId, quoteId: 'forged' })).toMatchObject({ Success: false, Value: null });
  });

  it('refuses a guest the quote and the sale with the transport refusal envelope', async () => {
    readExactWire(await t.post(QUOTE, { betId: 1 }), serviceError, 401);
    readExactWire(await t.post(SALE, { betId: 1, quoteId: 'q' }), serviceError, 401);
  });
});
