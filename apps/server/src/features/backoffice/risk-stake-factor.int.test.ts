import { CurrencyId } from '@fairline/shared/lookups/currencies';
import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FundedPlayer, fundedPlayer } from '../../../test/funded-player';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findOffer, wireEvent } from '../coupon/coupon.testing';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

// A player's stake factor (ADR 0053): risk staff scale the player's maximum stake; 0 stops betting.
// UpdateCoupon reads it at once, bets within the coupon's limit cache window.
const USD = CurrencyId.USD;
let t: TestApp;
let risk: TestStaff;
let admin: TestStaff;
let support: TestStaff;
let player: FundedPlayer;

beforeAll(async () => {
  t = await createTestApp();
  risk = await signedInStaff(t.app, t.database, 'risk');
  admin = await signedInStaff(t.app, t.database, 'admin');
  support = await signedInStaff(t.app, t.database, 'support');
  player = await fundedPlayer(t.database, { email: 'factor.bettor@example.com', currencyId: USD, amount: 500_00 });
}, 60_000);
afterAll(() => t.close());

const get = (s: TestStaff, url: string) => t.app.inject({ method: 'GET', url, headers: asStaff(s.cookie) });
const setFactor = (s: TestStaff, factor: number, reason: string) =>
  t.app.inject({
    method: 'POST',
    url: `/admin-api/players/${player.id}/stake-factor`,
    headers: asStaff(s.cookie),
    payload: { factor, reason },
  });
const single = () => {
  const { game, outcome } = findOffer(t.app.trading.engine, t.app.trading.clock.now(), 'line', { sportId: 1 });
  return { Events: [wireEvent(game, outcome)], Vid: 0, Summ: 1, partner: 1, currency: USD };
};
const maxBet = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/service-api/LiveBet/Open/UpdateCoupon',
    headers: player.headers,
    payload: single(),
  });
  return res.json().Value.MaxBet as number;
};
const placeOne = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/service-api/LiveBet/Secure/MakeBetWeb',
      headers: player.headers,
      payload: { ...single(), betGuid: crypto.randomUUID() },
    })
  ).json() as { Success: boolean; ErrorCode: number };
// Bets read the limits from the coupon's placing cache, at most 5 s old (ADR 0053).
const pollOptions = { timeout: 8_000, intervals: [500] };

describe('stake factor', () => {
  it('scales the player’s maximum stake; 0 refuses every bet; 1 restores it; each change audited', async () => {
    expect((await get(risk, `/admin-api/players/${player.id}/stake-factor`)).json()).toMatchObject({
      factor: 1,
      reason: null,
    });
    const usual = await maxBet();
    expect(usual).toBe(100_000);

    const quarter = await setFactor(risk, 0.25, 'Sharp bettor: limit to a quarter');
    expect(quarter.statusCode, quarter.body).toBe(200);
    expect(quarter.json()).toMatchObject({ factor: 0.25, set_by: risk.email });
    expect(await maxBet()).toBe(usual * 0.25);

    expect((await setFactor(risk, 0, 'Bonus abuse under review')).statusCode).toBe(200);
    expect(await maxBet()).toBe(0);
    await expect.poll(async () => (await placeOne()).ErrorCode, pollOptions).toBe(CouponErrorCode.stakeOutOfLimits);

    const list = (await get(risk, '/admin-api/risk/stake-factors')).json();
    expect(list.items).toContainEqual(expect.objectContaining({ user_id: player.id, factor: 0 }));

    expect((await setFactor(risk, 1, 'Review closed')).statusCode).toBe(200);
    expect(await maxBet()).toBe(usual);
    await expect.poll(async () => (await placeOne()).Success, pollOptions).toBe(true);

    const audit = (await get(admin, `/admin-api/audit?action=risk.stake_factor&subject=user:${player.id}`)).json()
      .items;
    expect(audit.map((r: { after: { factor: number } }) => r.after.factor)).toEqual([1, 0, 0.25]);
    expect(audit[1]).toMatchObject({
      staff_email: risk.email,
      reason: 'Bonus abuse under review',
      before: { factor: 0.25 },
    });
  });

  it('belongs to risk.trade, and refuses an unknown player or a factor out of range', async () => {
    expect((await setFactor(support, 0, 'not my desk')).statusCode).toBe(403);
    expect((await get(support, `/admin-api/players/${player.id}/stake-factor`)).statusCode).toBe(403);
    expect((await setFactor(risk, -1, 'negative')).statusCode).toBe(400);
    expect((await setFactor(risk, 101, 'too high')).statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/admin-api/players/987654321/stake-factor',
      headers: asStaff(risk.cookie),
      payload: { factor: 0, reason: 'nobody' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
