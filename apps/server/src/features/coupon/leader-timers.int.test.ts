// The coupon's background timers among several instances (ADR 0020): the auto-bet watcher and the
// VIP request sweep run on the leader only, so a follower leaves a reachable auto bet to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CouponTestApp, createCouponTestApp, findOffer, wireEvent } from './coupon.testing';

const TICK_MS = 20;
let t: CouponTestApp;
let leading = false;

beforeAll(async () => {
  t = await createCouponTestApp({ isLeader: () => leading, settings: { autoBetTickMs: TICK_MS } });
});
afterAll(() => t.close());

const statusOf = async (betId: number) =>
  (await t.database.query<{ status: string }>('select status from bets where id = $1', [betId]))[0]?.status;

describe('auto bets on several instances', () => {
  it("are left to the leader's watcher by an instance that is not the leader", async () => {
    const player = await t.seedPlayer(100_00);
    const { game, outcome } = findOffer(t.engine, t.clock.now(), 'line');
    const res = (
      await t.post(
        '/service-api/LiveBet/Secure/MakeBetBidWeb',
        {
          Events: [wireEvent(game, outcome)],
          Vid: 0,
          Summ: 10,
          autoBetCf: outcome.C + 0.5,
          betGuid: crypto.randomUUID(),
        },
        player,
      )
    ).json();
    expect(res.Success, res.Error).toBe(true);
    const id = res.Value.Id as number;
    // The offered price now reaches the target: the next watcher tick that runs places the bet.
    await t.database.query('update bets set auto_bet_cf = $2 where id = $1', [id, Math.round(outcome.C * 1000) - 10]);

    await new Promise((resolve) => setTimeout(resolve, TICK_MS * 10));
    expect(await statusOf(id)).toBe('bid');
    leading = true;
    await expect.poll(() => statusOf(id), { timeout: 5_000 }).toBe('open');
  });
});
