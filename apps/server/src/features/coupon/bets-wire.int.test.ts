import { countryByIso } from '@fairline/shared/lookups/countries';
import { cancelBetBidAnswer, makeBetAnswer, makeBetMultiAnswer } from '@fairline/shared/wire/bets';
import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import { serviceError } from '@fairline/shared/wire/service-envelope';
import { vipBetsAnswer } from '@fairline/shared/wire/vip-bets';
import { webApiError } from '@fairline/shared/wire/web-api-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExactWire } from '../../../test/wire-answer';
import { HOUR, lineOffers, placeOk, single } from './advance.testing';
import { type CouponTestApp, createCouponTestApp, findOffer, type Player, wireEvent } from './coupon.testing';

// The placing calls' answers as a player really gets them, placed and refused in every way that
// re-offers something, each read with its shared wire schema (packages/shared/src/wire/bets.ts); a
// guest gets the transport refusal. Cash-out: cash-out-wire.int.test.ts.
const SECURE = '/service-api/LiveBet/Secure';
const MAKE = `${SECURE}/MakeBetWeb`;
let t: CouponTestApp;
let player: Player;
let soon: ReturnType<typeof lineOffers>;

beforeAll(async () => {
  const kz = countryByIso('kz')?.id ?? 0;
  t = await createCouponTestApp({
    sites: {
      resolve: async (req) => {
        const site = await req.server.authContext.sites.resolve(req);
        const { settings } = site;
        return {
          ...site,
          settings: {
            ...settings,
            coupon: { ...settings.coupon, isAdvanceBetEnabled: true },
            betting: { ...settings.betting, vipBetCountries: [kz] },
          },
        };
      },
    },
  });
  player = await t.seedPlayer(500_000_00);
  const now = t.clock.now();
  soon = lineOffers(t.engine, now, { after: now + HOUR, before: now + 40 * HOUR });
});
afterAll(() => t.close());

const lineEvent = (skip = 0) => {
  const { game, outcome } = findOffer(t.engine, t.clock.now(), 'line', { skip });
  return wireEvent(game, outcome);
};
const bet = (extra: Record<string, unknown> = {}) => ({
  Events: [lineEvent()],
  Vid: 0,
  Summ: 10,
  CheckCf: 2,
  betGuid: crypto.randomUUID(),
  ...extra,
});
const make = async (body: object, who: Player = player) => readExactWire(await t.post(MAKE, body, who), makeBetAnswer);

describe('the placing calls’ wire contract', () => {
  it('answers a placed single, an express, a replay of its betGuid and an advance bet as the shared placed bet', async () => {
    const body = bet();
    const first = await make(body);
    expect(first.Success && 'Dt' in first.Value && first.Value.Coupon.Events).toHaveLength(1);
    expect(await make(body)).toEqual(first);
    const express = await make(bet({ Events: [lineEvent(0), lineEvent(1), lineEvent(2)], Vid: 1 }));
    expect(express.Success && 'Dt' in express.Value && express.Value.Coupon.Vid).toBe(1);
    const backed = await t.seedPlayer(100_00);
    await placeOk(t, backed, single(soon(), 100));
    const advance = await make(single(soon(), 5, { avanceBet: true }), backed);
    expect(advance.Success && 'Dt' in advance.Value && advance.Value.AvanceBet).toBe(true);
  });

  it('answers a stake above the maximum, where the brand allows it, as the shared VIP request and list', async () => {
    const vip = await t.seedPlayer(200_000_00);
    const answer = await make(bet({ Summ: 150_000 }), vip);
    expect(answer.Success && 'VipBet' in answer.Value && answer.Value.VipBet.Status).toBe('awaiting');
    const list = readExactWire(
      await t.app.inject({ url: '/web-api/officeapi/vipbets', headers: vip.headers }),
      vipBetsAnswer,
    );
    expect(list.items.map((item) => [item.status, item.stake])).toEqual([['awaiting', 150_000]]);
  });

  it('answers an auto bet order and its cancelling as the shared payloads, and a second cancel as not found', async () => {
    const event = lineEvent(3);
    const order = readExactWire(
      await t.post(`${SECURE}/MakeBetBidWeb`, bet({ Events: [event], autoBetCf: event.Coef + 1 }), player),
      makeBetAnswer,
    );
    expect(order.Success && 'Dt' in order.Value && order.Value.Coupon.Events[0]?.Coef).toBe(event.Coef);
    const betId = order.Success ? order.Value.Id : 0;
    const cancel = async () =>
      readExactWire(await t.post(`${SECURE}/CancelBetBid`, { betId }, player), cancelBetBidAnswer);
    expect(await cancel()).toMatchObject({ Success: true, Value: { BetId: betId, Status: 'cancelled' } });
    expect(await cancel()).toMatchObject({ Success: false, ErrorCode: CouponErrorCode.notFound, Value: null });
  });

  it('answers each refusal with its code and what it re-offers: new odds, the maximum, the advance', async () => {
    const moved = lineEvent();
    const changed = await make(bet({ Events: [{ ...moved, Coef: moved.Coef + 0.5 }], CheckCf: 0 }));
    expect(changed).toMatchObject({ Success: false, ErrorCode: CouponErrorCode.oddsChanged });
    expect(!changed.Success && changed.Value?.FailInfo?.[0]?.Coef).toBe(moved.Coef);
    const abroad = await t.seedPlayer(500_000_00, { country: 'ru' });
    const tooMuch = await make(bet({ Summ: 150_000 }), abroad);
    expect(!tooMuch.Success && tooMuch.Value?.MaxBet).toBeGreaterThan(0);
    const sameGame = { ...moved, Type: moved.Type === 1 ? 3 : 1 };
    const banned = await make(bet({ Events: [moved, sameGame], Vid: 1 }));
    expect(!banned.Success && banned.Value?.Coupon?.IsBannedExpress).toBe(true);
    const poor = await t.seedPlayer(1_00);
    expect(await make(bet(), poor)).toMatchObject({ ErrorCode: CouponErrorCode.insufficientFunds, Value: null });
    const overAdvance = await make(single(soon(), 50, { avanceBet: true }), poor);
    expect(!overAdvance.Success && overAdvance.Value?.Avance?.Available).toBe(false);
    expect(await make(bet({ isPowerBet: true }))).toMatchObject({ ErrorCode: CouponErrorCode.unsupportedOption });
  });

  it('answers MakeBetWebMulti and putbetscommon per coupon in a list, and one coupon as MakeBetWeb does', async () => {
    const calls = [
      [`${SECURE}/MakeBetWebMulti`, { coupons: [bet(), bet({ Summ: 0.001 })] }, [true, false]],
      [`${SECURE}/MakeBetWebMulti`, bet(), true],
      ['/web-api/datalinelive/putbetscommon', { coupons: [bet(), bet()] }, [true, true]],
      ['/web-api/datalinelive/putbetscommon', { coupon: bet() }, true],
      ['/web-api/datalinelive/putbetscommon', {}, false],
    ] as const;
    for (const [url, body, accepted] of calls) {
      const answer = readExactWire(await t.post(url, body, player), makeBetMultiAnswer);
      const each = answer.Success && Array.isArray(answer.Value) ? answer.Value.map((a) => a.Success) : answer.Success;
      expect(each, url).toEqual(accepted);
    }
  });

  it('refuses a guest every placing call and the VIP list with the transport refusal of its path', async () => {
    const calls = [
      ['MakeBetWeb', bet()],
      ['MakeBetWebMulti', bet()],
      ['MakeBetBidWeb', bet({ autoBetCf: 5 })],
      ['CancelBetBid', { betId: 1 }],
    ] as const;
    for (const [call, body] of calls) readExactWire(await t.post(`${SECURE}/${call}`, body), serviceError, 401);
    readExactWire(await t.post('/web-api/datalinelive/putbetscommon', { coupon: bet() }), webApiError, 401);
    readExactWire(await t.app.inject({ url: '/web-api/officeapi/vipbets' }), webApiError, 401);
  });
});
