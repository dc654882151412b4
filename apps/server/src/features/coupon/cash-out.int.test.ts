import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { G, T } from '../../trading/pricing/groups';
import { assertBetInvariants } from '../settlement/bet-invariants.testing';
import { startSettlement } from '../settlement/settlement.service';
import { resultFor, ScriptedResults } from '../settlement/settlement.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { signQuote } from './cash-out';
import {
  balanceOf,
  type CouponTestApp,
  createCouponTestApp,
  findOffer,
  type Player,
  wireEvent,
} from './coupon.testing';

const QUOTE = '/service-api/LiveBet/Secure/GetCashOutQuote';
const SALE = '/service-api/LiveBet/Secure/SaleBet';
const SECRET = 'coupon-test-quote-secret';
let t: CouponTestApp;
let skip = 0;

beforeAll(async () => {
  t = await createCouponTestApp();
});
afterAll(() => t.close());

const invariants = async () => {
  await assertLedgerInvariants(t.database);
  await assertBetInvariants(t.database);
};

async function single(player: Player, stake = 10) {
  const offer = findOffer(t.engine, t.clock.now(), 'line', { skip: skip++ });
  const res = (
    await t.post(
      '/service-api/LiveBet/Secure/MakeBetWeb',
      { Events: [wireEvent(offer.game, offer.outcome)], Vid: 0, Summ: stake, betGuid: crypto.randomUUID() },
      player,
    )
  ).json();
  expect(res.Success, res.Error).toBe(true);
  return { id: res.Value.Id as number, ...offer };
}

const quote = async (player: Player, betId: number) => (await t.post(QUOTE, { betId }, player)).json();

describe('cash-out', () => {
  it('sells a whole bet at its quote: open stakes → house, house → player', async () => {
    const player = await t.seedPlayer(100_00);
    const { id, outcome } = await single(player);
    const q = await quote(player, id);
    expect(q.Success, q.Error).toBe(true);
    expect(q.Value).toMatchObject({ BetId: id, Available: true, Stake: 10, ValidMs: 5_000 });
    // CO = S·O·p̂·(1 − c) is below S·O and, for a fair price, near S·(1 − c)
    expect(q.Value.Summ).toBeLessThan(10 * outcome.C);
    expect(q.Value.Summ).toBeGreaterThan(8);
    const sale = (await t.post(SALE, { betId: id, quoteId: q.Value.QuoteId }, player)).json();
    expect(sale).toMatchObject({ Success: true, Value: { Status: 'sold', Paid: q.Value.Summ, RemainingStake: 0 } });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(90_00 + Math.round(q.Value.Summ * 100));
    await invariants();
  });

  it('sells a fraction: pays f·CO and leaves (1 − f)·S on at the original odds until settlement', async () => {
    const player = await t.seedPlayer(100_00);
    const { id, game } = await single(player);
    const q = await quote(player, id);
    const sale = (await t.post(SALE, { betId: id, quoteId: q.Value.QuoteId, fraction: 0.5 }, player)).json();
    expect(sale.Value).toMatchObject({ Status: 'open', SoldStake: 5, RemainingStake: 5 });
    expect(sale.Value.Paid).toBe(Math.floor(q.Value.Summ * 50) / 100);
    const reused = (await t.post(SALE, { betId: id, quoteId: q.Value.QuoteId, fraction: 0.5 }, player)).json();
    expect(reused.Success).toBe(false);
    await invariants();

    await t.database.query('update bet_legs set market_group = $2, type = $3, odds = 2000 where bet_id = $1', [
      id,
      G.x12,
      T.home,
    ]);
    const results = new ScriptedResults();
    t.clock.advance(1_000);
    results.add({ ...resultFor(game, [1, 0]), settledAt: t.clock.now() });
    await startSettlement({ database: t.database, engine: results, clock: t.clock, tickMs: 0 }).tick();
    const [bet] = await t.database.query<{ status: string; payout: unknown }>(
      'select status, payout from bets where id = $1',
      [id],
    );
    expect(bet).toMatchObject({ status: 'won' });
    expect(Number(bet?.payout)).toBe(10_00);
    await invariants();
  });

  it('refuses a quote once a leg has lost', async () => {
    const player = await t.seedPlayer(100_00);
    const first = findOffer(t.engine, t.clock.now(), 'line', { skip: skip++ });
    const second = findOffer(t.engine, t.clock.now(), 'line', { skip: skip++ });
    const res = (
      await t.post(
        '/service-api/LiveBet/Secure/MakeBetWeb',
        {
          Events: [wireEvent(first.game, first.outcome), wireEvent(second.game, second.outcome)],
          Vid: 1,
          Summ: 10,
          betGuid: crypto.randomUUID(),
        },
        player,
      )
    ).json();
    await t.database.query(`update bet_legs set result = 'won' where bet_id = $1 and idx = 0`, [res.Value.Id]);
    expect((await quote(player, res.Value.Id)).Value.Available).toBe(true);
    await t.database.query(`update bet_legs set result = 'lost' where bet_id = $1 and idx = 0`, [res.Value.Id]);
    const refused = await quote(player, res.Value.Id);
    expect(refused).toMatchObject({
      Success: false,
      Value: { Available: false, Reason: expect.stringMatching(/lost/) },
    });
  });

  it('refuses an expired quote, a forged one and a value that fell since the quote', async () => {
    const player = await t.seedPlayer(100_00);
    const { id } = await single(player);
    const q = await quote(player, id);
    const stake = 10_00;
    const amount = Math.round(q.Value.Summ * 100);
    const expired = signQuote(SECRET, { betId: id, stake, amount, expiresAt: Date.now() - 1 });
    expect((await t.post(SALE, { betId: id, quoteId: expired }, player)).json()).toMatchObject({
      Success: false,
      Error: expect.stringMatching(/expired/),
    });
    const forged = signQuote('another secret', { betId: id, stake, amount, expiresAt: Date.now() + 5_000 });
    expect((await t.post(SALE, { betId: id, quoteId: forged }, player)).json()).toMatchObject({
      Success: false,
      Error: expect.stringMatching(/not valid/),
    });
    const higher = signQuote(SECRET, { betId: id, stake, amount: amount + 100, expiresAt: Date.now() + 5_000 });
    const changed = (await t.post(SALE, { betId: id, quoteId: higher }, player)).json();
    expect(changed).toMatchObject({
      Success: false,
      Error: expect.stringMatching(/changed/),
      Value: { Available: true, Summ: q.Value.Summ },
    });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(90_00);
  });

  it('refuses while the market is not offered (the game has started: the line leg is re-quoted live or suspended)', async () => {
    const player = await t.seedPlayer(100_00);
    const { id, game } = await single(player);
    const before = t.clock.now();
    t.clock.set(game.start + 8 * 3_600_000);
    const refused = await quote(player, id);
    t.clock.set(before);
    expect(refused).toMatchObject({
      Success: false,
      Value: { Available: false, Reason: expect.stringMatching(/suspended/) },
    });
  });

  it('does not show another player’s bet', async () => {
    const owner = await t.seedPlayer(100_00);
    const other = await t.seedPlayer(0);
    const { id } = await single(owner);
    expect((await quote(other, id)).Success).toBe(false);
  });

  it('answers the same quote on UpdateCoupon with saleBetId', async () => {
    const player = await t.seedPlayer(100_00);
    const { id, game, outcome } = await single(player);
    const res = (
      await t.post(
        '/service-api/LiveBet/Open/UpdateCoupon',
        { Events: [wireEvent(game, outcome)], saleBetId: id },
        player,
      )
    ).json();
    expect(res.Value.SaleBet).toMatchObject({ BetId: id, Available: true });
  });
});
