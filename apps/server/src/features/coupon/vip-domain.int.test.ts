// application.isVipDomain: on a VIP domain every player may send a stake above the maximum as a VIP
// bet request, whatever their country; elsewhere such a stake from an unlisted country is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, findOffer, wireEvent } from './coupon.testing';
import { createSwitchableCouponApp, type SwitchableCouponApp } from './coupon-switches.testing';

const MAKE = '/service-api/LiveBet/Secure/MakeBetWeb';
// Above every stake limit of the seed (football's 100,000.00 is the highest).
const STAKE = 150_000_00;
const FUNDS = 200_000_00;
let t: SwitchableCouponApp;

beforeAll(async () => {
  t = await createSwitchableCouponApp();
});
afterAll(() => t.close());

const aboveMax = () => {
  const now = t.clock.now();
  const { game, outcome } = findOffer(t.engine, now, 'line', { startsAfter: now + 3 * 3_600_000 });
  return { Events: [wireEvent(game, outcome)], Vid: 0, Summ: STAKE / 100, CheckCf: 0, betGuid: crypto.randomUUID() };
};

describe('application.isVipDomain', () => {
  it('refuses a stake above the maximum from a country without VIP bets on an ordinary domain', async () => {
    await t.setApplicationSwitch('isVipDomain', false);
    const player = await t.seedPlayer(FUNDS, { country: 'de' });
    const res = (await t.post(MAKE, aboveMax(), player)).json();
    expect(res).toMatchObject({ Success: false, Error: expect.stringMatching(/above the maximum/) });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(FUNDS);
  });

  it('sends the same stake to the operator as a VIP bet request on a VIP domain', async () => {
    await t.setApplicationSwitch('isVipDomain', true);
    const player = await t.seedPlayer(FUNDS, { country: 'de' });
    const res = (await t.post(MAKE, aboveMax(), player)).json();
    expect(res.Success, res.Error).toBe(true);
    expect(res.Value.VipBet).toMatchObject({ Status: 'awaiting' });
  });
});
