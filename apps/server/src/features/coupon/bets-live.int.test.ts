import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBetInvariants } from '../settlement/bet-invariants.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { balanceOf, type CouponTestApp, createCouponTestApp, findOffer, wireEvent } from './coupon.testing';

const MAKE = '/service-api/LiveBet/Secure/MakeBetWeb';
const DELAY = 300;
let t: CouponTestApp;

beforeAll(async () => {
  t = await createCouponTestApp({ settings: { liveDelayMs: DELAY } });
});
afterAll(() => t.close());

describe('live bets', () => {
  it('are accepted only after the server-side live delay, at the odds then', async () => {
    const player = await t.seedPlayer(100_00);
    const { game, outcome } = findOffer(t.engine, t.clock.now(), 'live');
    const started = Date.now();
    const res = (
      await t.post(
        MAKE,
        {
          Events: [wireEvent(game, outcome)],
          Vid: 0,
          Summ: 5,
          CheckCf: 2,
          betGuid: crypto.randomUUID(),
        },
        player,
      )
    ).json();
    expect(Date.now() - started).toBeGreaterThanOrEqual(DELAY - 5);
    expect(res.Success, res.Error).toBe(true);
    expect(res.Value).toMatchObject({ waitTime: DELAY, lvC: false, FailInfo: null });
    const [leg] = await t.database.query<{ kind: string }>('select kind from bet_legs where bet_id = $1', [
      res.Value.Id,
    ]);
    expect(leg?.kind).toBe('live');
  });

  it('are re-checked after the delay: a game that ended meanwhile refuses the bet with its new state', async () => {
    const player = await t.seedPlayer(100_00);
    const { game, outcome } = findOffer(t.engine, t.clock.now(), 'live');
    const before = t.clock.now();
    const pending = t.post(
      MAKE,
      { Events: [wireEvent(game, outcome)], Vid: 0, Summ: 5, CheckCf: 2, betGuid: crypto.randomUUID() },
      player,
    );
    setTimeout(() => t.clock.advance(6 * 3_600_000), DELAY / 3);
    const res = (await pending).json();
    t.clock.set(before);
    expect(res).toMatchObject({ Success: false, Value: { lvC: false } });
    expect(res.Value.FailInfo[0]).toMatchObject({ GameId: game.id, Block: true, Finish: true });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(100_00);
    await assertLedgerInvariants(t.database);
    await assertBetInvariants(t.database);
  });
});
