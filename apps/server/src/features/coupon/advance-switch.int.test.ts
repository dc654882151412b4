// coupon.isAdvanceBetEnabled: where the brand does not offer advance bets, none is offered (GetAvance)
// nor accepted (every placing call), and nothing moves; what a player already owes is still shown.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  allInvariants,
  GET_AVANCE,
  getAvance,
  HOUR,
  lineOffers,
  MAKE_BET,
  placeOk,
  single,
  winningsOf,
} from './advance.testing';
import { balanceOf, type Player, wireEvent } from './coupon.testing';
import { createSwitchableCouponApp, type SwitchableCouponApp } from './coupon-switches.testing';

let t: SwitchableCouponApp;
let soon: ReturnType<typeof lineOffers>;

beforeAll(async () => {
  t = await createSwitchableCouponApp();
  const now = t.clock.now();
  soon = lineOffers(t.engine, now, { after: now + HOUR, before: now + 40 * HOUR });
});
afterAll(() => t.close());
beforeEach(() => t.setCouponSwitch('isAdvanceBetEnabled', true));

/** A player whose whole balance backs an open bet: any advance bet would stake the house's credit. */
async function backedPlayer(): Promise<{ player: Player; available: number }> {
  const player = await t.seedPlayer(100_00);
  const backing = await placeOk(t, player, single(soon(), 100));
  return { player, available: Math.floor((await winningsOf(t, backing)) * 0.5) };
}

const advanceBets = async (player: Player) =>
  Number(
    (
      await t.database.query<{ n: unknown }>('select count(*) as n from bets where user_id = $1 and is_advance', [
        player.id,
      ])
    )[0]?.n,
  );

describe('coupon.isAdvanceBetEnabled off', () => {
  it.each([false, 0, '0', 'false'])('refuses an advance bet, staking nothing, when the switch is %j', async (off) => {
    const { player } = await backedPlayer();
    await t.setCouponSwitch('isAdvanceBetEnabled', off);
    const res = (await t.post(MAKE_BET, single(soon(), 5, { avanceBet: true }), player)).json();
    expect(res).toMatchObject({ Success: false, ErrorCode: 112, Error: 'Advance bets are not offered' });
    expect(await advanceBets(player)).toBe(0);
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(0);
    await allInvariants(t);
  });

  it('refuses it through every placing call (putbetscommon, MakeBetWebMulti)', async () => {
    const { player } = await backedPlayer();
    await t.setCouponSwitch('isAdvanceBetEnabled', false);
    const common = await t.post(
      '/web-api/datalinelive/putbetscommon',
      { coupon: single(soon(), 5, { avanceBet: true }) },
      player,
    );
    expect(common.json()).toMatchObject({ Success: false, ErrorCode: 112 });
    const multi = await t.post(
      '/service-api/LiveBet/Secure/MakeBetWebMulti',
      { coupons: [single(soon(), 5, { avanceBet: true })] },
      player,
    );
    expect(multi.json().Value[0]).toMatchObject({ Success: false, ErrorCode: 112 });
    expect(await advanceBets(player)).toBe(0);
  });

  it('offers no advance (GetAvance) but still shows what the player owes', async () => {
    const { player, available } = await backedPlayer();
    await placeOk(t, player, single(soon(), 5, { avanceBet: true }));
    expect(await getAvance(t, player, soon())).toEqual({
      Summ: (available - 5_00) / 100,
      Available: true,
      Outstanding: 5,
    });
    await t.setCouponSwitch('isAdvanceBetEnabled', false);
    expect(await getAvance(t, player, soon())).toEqual({ Summ: 0, Available: false, Outstanding: 5 });
  });

  it('still answers a betGuid that placed an advance bet while they were on with that bet', async () => {
    const { player } = await backedPlayer();
    const body = single(soon(), 5, { avanceBet: true });
    const first = (await t.post(MAKE_BET, body, player)).json();
    expect(first.Success, first.Error).toBe(true);
    await t.setCouponSwitch('isAdvanceBetEnabled', false);
    const replay = (await t.post(MAKE_BET, body, player)).json();
    expect(replay).toMatchObject({ Success: true, Value: { Id: first.Value.Id } });
    expect(await advanceBets(player)).toBe(1);
  });

  it('leaves ordinary bets alone', async () => {
    await t.setCouponSwitch('isAdvanceBetEnabled', false);
    const player = await t.seedPlayer(10_00);
    await placeOk(t, player, single(soon(), 5));
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(5_00);
  });
});

describe('coupon.isAdvanceBetEnabled on', () => {
  it('offers and accepts the advance bet the same coupon was refused while off', async () => {
    const { player } = await backedPlayer();
    const offer = soon();
    await t.setCouponSwitch('isAdvanceBetEnabled', false);
    const body = { couponEvents: [wireEvent(offer.game, offer.outcome)], vid: 0 };
    expect((await t.post(GET_AVANCE, body, player)).json().Value.Available).toBe(false);
    await t.setCouponSwitch('isAdvanceBetEnabled', true);
    expect((await t.post(GET_AVANCE, body, player)).json().Value.Available).toBe(true);
    await placeOk(t, player, single(offer, 5, { avanceBet: true }));
    expect(await advanceBets(player)).toBe(1);
    await allInvariants(t);
  });
});
