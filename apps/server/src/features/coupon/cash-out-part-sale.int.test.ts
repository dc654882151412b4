// coupon.isPartSaleEnabled: where it is off a bet is sold only whole. The quote says so (PartSale) and
// SaleBet refuses a fraction, selling nothing; a whole sale goes through as usual.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertBetInvariants } from '../settlement/bet-invariants.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { balanceOf, findOffer, type Player, wireEvent } from './coupon.testing';
import { createSwitchableCouponApp, type SwitchableCouponApp } from './coupon-switches.testing';

const QUOTE = '/service-api/LiveBet/Secure/GetCashOutQuote';
const SALE = '/service-api/LiveBet/Secure/SaleBet';
let t: SwitchableCouponApp;
let skip = 0;

beforeAll(async () => {
  t = await createSwitchableCouponApp();
});
afterAll(() => t.close());
beforeEach(() => t.setCouponSwitch('isPartSaleEnabled', true));

async function openSingle(player: Player): Promise<number> {
  const offer = findOffer(t.engine, t.clock.now(), 'line', { skip: skip++ });
  const body = { Events: [wireEvent(offer.game, offer.outcome)], Vid: 0, Summ: 10, betGuid: crypto.randomUUID() };
  const res = (await t.post('/service-api/LiveBet/Secure/MakeBetWeb', body, player)).json();
  expect(res.Success, res.Error).toBe(true);
  return res.Value.Id;
}

const quote = async (player: Player, betId: number) => (await t.post(QUOTE, { betId }, player)).json();

describe('coupon.isPartSaleEnabled', () => {
  it('offers part sale on the quote while on, and sells a fraction', async () => {
    const player = await t.seedPlayer(100_00);
    const id = await openSingle(player);
    const q = await quote(player, id);
    expect(q.Value).toMatchObject({ Available: true, PartSale: true });
    const sale = (await t.post(SALE, { betId: id, quoteId: q.Value.QuoteId, fraction: 0.5 }, player)).json();
    expect(sale).toMatchObject({ Success: true, Value: { Status: 'open', SoldStake: 5, RemainingStake: 5 } });
  });

  it.each([false, '0'])('refuses a fraction and sells nothing when the switch is %j', async (off) => {
    const player = await t.seedPlayer(100_00);
    const id = await openSingle(player);
    await t.setCouponSwitch('isPartSaleEnabled', off);
    const q = await quote(player, id);
    expect(q.Value).toMatchObject({ Available: true, PartSale: false });
    const sale = (await t.post(SALE, { betId: id, quoteId: q.Value.QuoteId, fraction: 0.5 }, player)).json();
    expect(sale).toMatchObject({ Success: false, ErrorCode: 109, Error: 'Only the whole bet can be cashed out' });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(90_00);
    const [bet] = await t.database.query<{ status: string; stake: unknown }>(
      'select status, stake from bets where id = $1',
      [id],
    );
    expect(bet).toMatchObject({ status: 'open', stake: expect.anything() });
    expect(Number(bet?.stake)).toBe(10_00);
  });

  it('still sells the whole bet when part sale is off', async () => {
    const player = await t.seedPlayer(100_00);
    const id = await openSingle(player);
    await t.setCouponSwitch('isPartSaleEnabled', false);
    const q = await quote(player, id);
    const sale = (await t.post(SALE, { betId: id, quoteId: q.Value.QuoteId, fraction: 1 }, player)).json();
    expect(sale).toMatchObject({ Success: true, Value: { Status: 'sold', Paid: q.Value.Summ, RemainingStake: 0 } });
    await assertLedgerInvariants(t.database);
    await assertBetInvariants(t.database);
  });
});
