import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBetInvariants } from '../settlement/bet-invariants.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import {
  balanceOf,
  type CouponTestApp,
  createCouponTestApp,
  findOffer,
  type Player,
  wireEvent,
} from './coupon.testing';

const BID = '/service-api/LiveBet/Secure/MakeBetBidWeb';
let t: CouponTestApp;

beforeAll(async () => {
  t = await createCouponTestApp();
});
afterAll(() => t.close());

const invariants = async () => {
  await assertLedgerInvariants(t.database);
  await assertBetInvariants(t.database);
};

const order = async (player: Player, target: number) => {
  const { game, outcome } = findOffer(t.engine, t.clock.now(), 'line');
  const res = (
    await t.post(
      BID,
      {
        Events: [wireEvent(game, outcome)],
        Vid: 0,
        Summ: 10,
        autoBetCf: outcome.C + target,
        betGuid: crypto.randomUUID(),
      },
      player,
    )
  ).json();
  expect(res.Success, res.Error).toBe(true);
  return { id: res.Value.Id as number, game, outcome };
};

const statusOf = async (betId: number) =>
  (await t.database.query<{ status: string }>('select status from bets where id = $1', [betId]))[0]?.status;

describe('auto bets (MakeBetBidWeb)', () => {
  it('reserve the stake at order time and wait for the target price', async () => {
    const player = await t.seedPlayer(100_00);
    const { id } = await order(player, 0.5);
    expect(await statusOf(id)).toBe('bid');
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(90_00);
    expect(await t.coupon.tickAutoBets()).toMatchObject({ placed: 0 });
    await invariants();
  });

  it('are placed at the first price at or above the target', async () => {
    const player = await t.seedPlayer(100_00);
    const { id, outcome } = await order(player, 0.5);
    await t.database.query('update bets set auto_bet_cf = $2 where id = $1', [id, Math.round(outcome.C * 1000) - 10]);
    expect((await t.coupon.tickAutoBets()).placed).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toBe('open');
    const [leg] = await t.database.query<{ odds: number }>('select odds from bet_legs where bet_id = $1', [id]);
    expect(leg?.odds).toBe(Math.round(outcome.C * 1000));
    await invariants();
  });

  it('release the reservation when the player cancels', async () => {
    const player = await t.seedPlayer(100_00);
    const { id } = await order(player, 0.5);
    const res = (await t.post('/service-api/LiveBet/Secure/CancelBetBid', { betId: id }, player)).json();
    expect(res).toMatchObject({ Success: true, Value: { Status: 'cancelled' } });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(100_00);
    const again = (await t.post('/service-api/LiveBet/Secure/CancelBetBid', { betId: id }, player)).json();
    expect(again.Success).toBe(false);
    await invariants();
  });

  it('cannot be cancelled by another player', async () => {
    const owner = await t.seedPlayer(100_00);
    const other = await t.seedPlayer(0);
    const { id } = await order(owner, 0.5);
    expect((await t.post('/service-api/LiveBet/Secure/CancelBetBid', { betId: id }, other)).json().Success).toBe(false);
    expect(await statusOf(id)).toBe('bid');
  });

  it('release the reservation when the market closes', async () => {
    const player = await t.seedPlayer(100_00);
    const { id, game } = await order(player, 0.5);
    const before = t.clock.now();
    t.clock.set(game.start + 8 * 3_600_000);
    await t.coupon.tickAutoBets();
    t.clock.set(before);
    expect(await statusOf(id)).toBe('cancelled');
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(100_00);
    await invariants();
  });

  it('are placed at once when the price already reaches the target', async () => {
    const player = await t.seedPlayer(100_00);
    const { id } = await order(player, -0.5);
    expect(await statusOf(id)).toBe('open');
  });
});
