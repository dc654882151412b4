import { CurrencyId } from '@fairline/shared/lookups/currencies';
import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FundedPlayer, fundedPlayer } from '../../../test/funded-player';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findOffer, wireEvent } from '../coupon/coupon.testing';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

// A player's own stake limit rows (ADR 0053 "per-player limits"): risk staff set one per scope with a
// reason; the coupon applies it over the global rows for that player only; removing it restores them.
// UpdateCoupon reads it at once, bets within the coupon's limit cache window (5 s).
const USD = CurrencyId.USD;
let t: TestApp;
let risk: TestStaff;
let admin: TestStaff;
let support: TestStaff;

let player: FundedPlayer;
let other: FundedPlayer;

const bettor = (email: string) => fundedPlayer(t.database, { email, currencyId: USD, amount: 500_00 });

beforeAll(async () => {
  t = await createTestApp();
  risk = await signedInStaff(t.app, t.database, 'risk');
  admin = await signedInStaff(t.app, t.database, 'admin');
  support = await signedInStaff(t.app, t.database, 'support');
  player = await bettor('limits.bettor@example.com');
  other = await bettor('limits.other@example.com');
}, 60_000);
afterAll(() => t.close());

const get = (s: TestStaff, url: string) => t.app.inject({ method: 'GET', url, headers: asStaff(s.cookie) });
const putLimit = (s: TestStaff, body: Record<string, unknown>, id = player.id) =>
  t.app.inject({ method: 'PUT', url: `/admin-api/players/${id}/limits`, headers: asStaff(s.cookie), payload: body });
const removeLimit = (s: TestStaff, scope: string, reason: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/admin-api/players/${player.id}/limits/${scope}`,
    headers: asStaff(s.cookie),
    payload: { reason },
  });
const single = () => {
  const { game, outcome } = findOffer(t.app.trading.engine, t.app.trading.clock.now(), 'line', { sportId: 1 });
  return { Events: [wireEvent(game, outcome)], Vid: 0, Summ: 1, partner: 1, currency: USD };
};
const maxBet = async (p: FundedPlayer) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/service-api/LiveBet/Open/UpdateCoupon',
    headers: p.headers,
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
// A football (sport 1) row whose maximum, 0.50, is below the 1.00 stake of `single()`.
const football = { sport_id: 1, market_group: null, min_stake: 10, max_stake: 50, max_payout: 10_000_00 };

describe('player limits', () => {
  it('a player row lowers the maximum stake for that player only; removing it restores; audited', async () => {
    const usual = await maxBet(player);
    expect(await maxBet(other)).toBe(usual);
    const before = (await get(risk, `/admin-api/players/${player.id}/limits`)).json();
    expect(before).toMatchObject({ user_id: player.id, currency: 'USD', own: [] });
    expect(before.global).toContainEqual(expect.objectContaining({ scope: 'any-any', overridden: false }));

    const set = await putLimit(risk, { ...football, reason: 'Sharp on football' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ scope: '1-any', max_stake: 50 });
    // UpdateCoupon's MaxBet is in major units: 50 minor = 0.50.
    expect(await maxBet(player)).toBe(0.5);
    expect(await maxBet(other)).toBe(usual);
    // The existing coupon error code: the stake is out of the player's limits.
    await expect.poll(async () => (await placeOne()).ErrorCode, pollOptions).toBe(CouponErrorCode.stakeOutOfLimits);

    const read = (await get(risk, `/admin-api/players/${player.id}/limits`)).json();
    expect(read.own).toEqual([{ ...football, scope: '1-any' }]);
    expect(read.global.find((r: { scope: string }) => r.scope === '1-any')?.overridden).toBe(true);

    // One row per scope: setting it again replaces it.
    expect((await putLimit(risk, { ...football, max_stake: 60, reason: 'A little more' })).statusCode).toBe(200);
    expect((await get(risk, `/admin-api/players/${player.id}/limits`)).json().own).toHaveLength(1);
    expect(await maxBet(player)).toBe(0.6);

    const removed = await removeLimit(risk, '1-any', 'Review closed');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await maxBet(player)).toBe(usual);
    await expect.poll(async () => (await placeOne()).Success, pollOptions).toBe(true);
    expect((await removeLimit(risk, '1-any', 'Again')).statusCode).toBe(404);

    const audit = (await get(admin, `/admin-api/audit?subject=user:${player.id}`)).json().items as {
      action: string;
      before: unknown;
      after: unknown;
      reason: string;
      staff_email: string;
    }[];
    const ours = audit.filter((r) => r.action.startsWith('risk.player_limit'));
    expect(ours.map((r) => [r.action, r.reason])).toEqual([
      ['risk.player_limit_removed', 'Review closed'],
      ['risk.player_limit', 'A little more'],
      ['risk.player_limit', 'Sharp on football'],
    ]);
    expect(ours[1]).toMatchObject({
      staff_email: risk.email,
      before: { scope: '1-any', max_stake: 50 },
      after: { scope: '1-any', max_stake: 60 },
    });
    expect(ours[2]?.before).toBeNull();
    expect(ours[0]).toMatchObject({ before: { scope: '1-any', max_stake: 60 }, after: null });
  });

  it('refuses min above max, a missing reason, a bad scope or an unknown player with clear errors', async () => {
    const inverted = await putLimit(risk, { ...football, min_stake: 100, max_stake: 50, reason: 'inverted' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.body).toContain('maximum stake must not be below the minimum stake');
    expect((await putLimit(risk, { ...football })).statusCode).toBe(400);
    expect((await putLimit(risk, { ...football, max_payout: 0, reason: 'zero payout' })).statusCode).toBe(400);
    expect((await removeLimit(risk, 'football', 'bad scope')).statusCode).toBe(400);
    expect((await putLimit(risk, { ...football, reason: 'nobody' }, 987654321)).statusCode).toBe(404);
    expect((await get(risk, '/admin-api/players/987654321/limits')).statusCode).toBe(404);
    expect((await get(risk, `/admin-api/players/${player.id}/limits`)).json().own).toEqual([]);
  });

  it('belongs to risk.trade: support gets 403', async () => {
    expect((await get(support, `/admin-api/players/${player.id}/limits`)).statusCode).toBe(403);
    expect((await putLimit(support, { ...football, reason: 'not my desk' })).statusCode).toBe(403);
    expect((await removeLimit(support, '1-any', 'not my desk')).statusCode).toBe(403);
  });
});
