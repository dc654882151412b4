import { CouponLimits } from '@fairline/shared/enums/limits';
import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CouponTestApp, createCouponTestApp, findOffer, wireEvent } from './coupon.testing';

const UPDATE = '/service-api/LiveBet/Open/UpdateCoupon';
let t: CouponTestApp;

beforeAll(async () => {
  t = await createCouponTestApp();
});
afterAll(() => t.close());

const offers = (count: number, kind: 'line' | 'live' = 'line') =>
  Array.from({ length: count }, (_, i) => findOffer(t.engine, t.clock.now(), kind, { skip: i }));

const value = async (body: unknown) => {
  const res = await t.post(UPDATE, body);
  expect(res.statusCode).toBe(200);
  const json = res.json();
  expect(json.Success, json.Error).toBe(true);
  return json.Value;
};

describe('UpdateCoupon', () => {
  it('prices a single at the current odds with its stake limits and potential return', async () => {
    const [{ game, outcome }] = offers(1) as [ReturnType<typeof findOffer>];
    const v = await value({
      Events: [wireEvent(game, outcome, 1.01)],
      Summ: 10,
      Vid: 0,
      partner: 1,
      Lng: 'en',
      currency: 10,
    });
    expect(v.Events[0]).toMatchObject({
      GameId: game.id,
      Coef: outcome.C,
      CoefOld: 1.01,
      Block: false,
      Finish: false,
      lvC: true,
    });
    expect(v).toMatchObject({ Vid: 0, Coef: outcome.C, MinBet: 0.1, CombinationsCount: 1 });
    expect(v.PotentialReturn).toBe(Math.floor(1000 * outcome.C) / 100);
    expect(v.MaxBet).toBeGreaterThan(0);
  });

  it('multiplies an express and accepts the spec’s lower-case vocabulary', async () => {
    const picked = offers(3);
    const events = picked.map(({ game, outcome }) => wireEvent(game, outcome));
    const v = await value({ couponEvents: events, vid: 1, summ: 5, isExpressBoost: true });
    const product = picked.reduce((p, { outcome }) => p * outcome.C, 1);
    expect(v.Coef).toBeCloseTo(Math.floor(product * 1000 + 1e-6) / 1000, 3);
    expect(v.IsBannedExpress).toBe(false);
    expect(v.ExpressBoostPercent).toBeGreaterThanOrEqual(0);
  });

  it('refuses, with a reason and no server error, an express whose total odds exceed the limit', async () => {
    const events = offers(CouponLimits.maxEvents).map(({ game, outcome }) => wireEvent(game, outcome));
    const res = await t.post(UPDATE, { Events: events, Vid: 1, Summ: 10, partner: 1, Lng: 'en', currency: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Success: false, ErrorCode: CouponErrorCode.stakeOutOfLimits });
    expect(res.json().Error).toContain('may not exceed 1,000,000');
  });

  it('marks two selections of the same game as a banned express', async () => {
    const { game } = findOffer(t.engine, t.clock.now(), 'line');
    const markets = t.engine.getGameMarkets(game.id, t.clock.now());
    const x12 = markets?.groups.find((g) => g.G === 1)?.outcomes ?? [];
    const other = offers(2)[1] as ReturnType<typeof findOffer>;
    const events = [wireEvent(game, x12[0]!), wireEvent(game, x12[2]!), wireEvent(other.game, other.outcome)];
    const v = await value({ Events: events, Vid: 1, Summ: 1 });
    expect(v.Events.map((e: { IsBannedExpress: boolean }) => e.IsBannedExpress)).toEqual([true, true, false]);
    expect(v.IsBannedExpress).toBe(true);
  });

  it('counts a system’s combinations C(n,k) and its minimum over all of them', async () => {
    const events = offers(4).map(({ game, outcome }) => wireEvent(game, outcome));
    const v = await value({ Events: events, Vid: 2, ExpressNum: 2, Summ: 12, calcSystemsMin: true });
    expect(v.CombinationsCount).toBe(6);
    expect(v.MinBet).toBeCloseTo(0.6, 6);
    expect(v.Systems.map((s: { CombinationsCount: number }) => s.CombinationsCount)).toEqual([6, 4]);
  });

  it('offers anti-express odds above 1.00', async () => {
    const events = [0, 1].map((skip) => {
      const { game, outcome } = findOffer(t.engine, t.clock.now(), 'line', { group: 8, skip });
      return wireEvent(game, outcome);
    });
    const v = await value({ Events: events, Vid: 4, Summ: 10 });
    expect(v.AntiExpressCoef).toBeGreaterThan(1);
    expect(v.Coef).toBe(v.AntiExpressCoef);
  });

  it('caps the maximum stake by the maximum payout of the user’s risk limit', async () => {
    const player = await t.seedPlayer(0);
    await t.database.query(
      'insert into risk_limits (user_id, min_stake, max_stake, max_payout) values ($1, 10, 1000000, 10000)',
      [player.id],
    );
    const [{ game, outcome }] = offers(1) as [ReturnType<typeof findOffer>];
    const res = await t.post(UPDATE, { Events: [wireEvent(game, outcome)], Vid: 0, Summ: 1 }, player);
    const v = res.json().Value;
    expect(v.MaxPayout).toBe(100);
    expect(v.MaxBet).toBeCloseTo(Math.floor(10_000 / outcome.C) / 100, 2);
  });

  it.each([
    ['more than 50 events in a coupon', 51, 1, /at most 50/],
    ['more than 20 events in a system', 21, 2, /at most 20/],
    ['more than 20 events in a multi-bet', 21, 3, /at most 20/],
  ])('refuses %s with a clear error', async (_rule, count, vid, error) => {
    const { game, outcome } = findOffer(t.engine, t.clock.now(), 'line');
    const events = Array.from({ length: count }, () => wireEvent(game, outcome));
    const res = await t.post(UPDATE, { Events: events, Vid: vid, ExpressNum: 2, Summ: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Success: false, Error: expect.stringMatching(error) });
  });

  it('answers 406 for an unknown partner', async () => {
    const { game, outcome } = findOffer(t.engine, t.clock.now(), 'line');
    const res = await t.post(UPDATE, { Events: [wireEvent(game, outcome)], partner: 999 });
    expect(res.statusCode).toBe(406);
  });
});

describe('SaveCoupon and GetCoupon', () => {
  it('saves a coupon under a short code and re-prices it with what changed', async () => {
    const { game, outcome } = findOffer(t.engine, t.clock.now(), 'line');
    const saved = await t.post('/service-api/LiveBet/Open/SaveCoupon', {
      Events: [wireEvent(game, outcome)],
      Vid: 0,
      Summ: 2,
    });
    const code = saved.json().Value as string;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const now = await t.post('/service-api/LiveBet/Open/GetCoupon', { guid: code });
    expect(now.json().Value.Events[0]).toMatchObject({ CoefSaved: outcome.C, Coef: outcome.C, Changed: false });
    const before = t.clock.now();
    t.clock.set(game.start + 60_000);
    const later = await t.post('/service-api/LiveBet/Open/GetCoupon', { guid: code.toLowerCase() });
    t.clock.set(before);
    expect(later.json().Value.Events[0]).toMatchObject({ CoefSaved: outcome.C, Block: true, Changed: true });
  });

  it('gives a saved multi-bet back with its bankers and each game’s const id', async () => {
    const picked = offers(4);
    const saved = await t.post('/service-api/LiveBet/Open/SaveCoupon', {
      Events: picked.map(({ game, outcome }) => wireEvent(game, outcome)),
      Vid: 3,
      expressNum: 2,
      withLobby: true,
      eventsIndexes: [2],
    });
    const code = saved.json().Value as string;
    const v = (await t.post('/service-api/LiveBet/Open/GetCoupon', { guid: code })).json().Value;
    expect(v).toMatchObject({ Vid: 3, ExpressNum: 2, WithLobby: true, EventsIndexes: [2] });
    expect(v.Events.map((e: { ConstId: number }) => e.ConstId)).toEqual(picked.map(({ game }) => game.constId));
  });

  it('answers an unknown code with Success:false', async () => {
    expect((await t.post('/service-api/LiveBet/Open/GetCoupon', { guid: 'NOPE1234' })).json()).toMatchObject({
      Success: false,
    });
  });
});
