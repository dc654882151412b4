import {
  CouponErrorCode,
  getAvanceAnswer,
  getCouponAnswer,
  saveCouponAnswer,
  updateCouponAnswer,
  updateCouponMultiAnswer,
} from '@fairline/shared/wire/coupon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExactWire } from '../../../test/wire-answer';
import { type CouponTestApp, createCouponTestApp, findOffer, type Player, wireEvent } from './coupon.testing';

// The open coupon calls' answers as a guest and as a player really get them, accepted and refused,
// each read with its shared wire schema (packages/shared/src/wire/coupon.ts): the web parses them so.
const OPEN = '/service-api/LiveBet/Open';
let t: CouponTestApp;
let player: Player;

beforeAll(async () => {
  t = await createCouponTestApp();
  player = await t.seedPlayer(1_000_00);
});
afterAll(() => t.close());

const offers = (n: number) =>
  Array.from({ length: n }, (_, skip) => {
    const { game, outcome } = findOffer(t.engine, t.clock.now(), 'line', { skip });
    return wireEvent(game, outcome);
  });
const visitors = () => [undefined, player] as const;
const whoOf = (visitor: Player | undefined) => (visitor ? 'player' : 'guest');

describe('the open coupon calls’ wire contract, for a guest and for a player', () => {
  it('answers a priced single, express and system (every size with calcSystemsMin) as the shared coupon', async () => {
    const [a, b, c, d] = offers(4);
    for (const visitor of visitors()) {
      const coupons = [
        { Events: [a], Vid: 0, Summ: 10 },
        { Events: [a, b, c], Vid: 1, Summ: 10, isExpressBoost: true },
        { Events: [a, b, c, d], Vid: 2, ExpressNum: 2, Summ: 12, calcSystemsMin: true },
      ];
      for (const coupon of coupons) {
        const answer = readExactWire(await t.post(`${OPEN}/UpdateCoupon`, coupon, visitor), updateCouponAnswer);
        expect(answer.Success, `${whoOf(visitor)} vid ${coupon.Vid}`).toBe(true);
        if (answer.Success) expect(answer.Value.Events).toHaveLength(coupon.Events.length);
        if (answer.Success && coupon.Vid === 2) expect(answer.Value.Systems?.map((s) => s.ExpressNum)).toEqual([2, 3]);
      }
    }
  });

  it('answers a refused coupon with its refusal code and nothing to re-offer', async () => {
    for (const visitor of visitors()) {
      const answer = readExactWire(
        await t.post(`${OPEN}/UpdateCoupon`, { Events: [], Vid: 0 }, visitor),
        updateCouponAnswer,
      );
      expect(answer).toMatchObject({ Success: false, ErrorCode: CouponErrorCode.invalidCoupon, Value: null });
    }
  });

  it('answers UpdateCouponMulti per coupon in a list, and one coupon as UpdateCoupon does', async () => {
    const [a, b] = offers(2);
    for (const visitor of visitors()) {
      const list = readExactWire(
        await t.post(
          `${OPEN}/UpdateCouponMulti`,
          {
            coupons: [
              { Events: [a], Vid: 0 },
              { Events: [a, b], Vid: 1 },
              { Events: [a], Vid: 9 },
            ],
          },
          visitor,
        ),
        updateCouponMultiAnswer,
      );
      expect(list.Success && Array.isArray(list.Value) && list.Value.map((v) => v.Success)).toEqual([
        true,
        true,
        false,
      ]);
      const one = readExactWire(
        await t.post(`${OPEN}/UpdateCouponMulti`, { Events: [b], Vid: 0 }, visitor),
        updateCouponMultiAnswer,
      );
      expect(one.Success && !Array.isArray(one.Value) && one.Value.Vid).toBe(0);
    }
  });

  it('answers a cash-out quote beside the coupon for the player’s own bet (saleBetId)', async () => {
    const [a] = offers(1);
    const placed = (
      await t.post('/service-api/LiveBet/Secure/MakeBetWeb', { Events: [a], Vid: 0, Summ: 10 }, player)
    ).json();
    for (const visitor of visitors()) {
      const answer = readExactWire(
        await t.post(`${OPEN}/UpdateCoupon`, { Events: [a], Vid: 0, saleBetId: placed.Value.Id }, visitor),
        updateCouponAnswer,
      );
      expect(answer.Success && answer.Value.SaleBet?.Available).toBe(visitor !== undefined);
    }
  });

  it('answers SaveCoupon with the code and GetCoupon with the coupon re-priced, or refused for an unknown code', async () => {
    const multi = { Events: offers(4), Vid: 3, ExpressNum: 2, withLobby: true, eventsIndexes: [0] };
    for (const visitor of visitors()) {
      const saved = readExactWire(await t.post(`${OPEN}/SaveCoupon`, multi, visitor), saveCouponAnswer);
      expect(saved.Success && saved.Value).toBe(saved.Guid);
      const loaded = readExactWire(await t.post(`${OPEN}/GetCoupon`, { guid: saved.Guid }, visitor), getCouponAnswer);
      expect(loaded.Success && loaded.Value.EventsIndexes).toEqual([0]);
      const unknown = readExactWire(
        await t.post(`${OPEN}/GetCoupon`, { guid: 'NOSUCHCODE' }, visitor),
        getCouponAnswer,
      );
      expect(unknown).toMatchObject({ Success: false, ErrorCode: CouponErrorCode.notFound, Value: null });
    }
  });

  it('answers GetAvance as the shared advance offer, nothing for a guest', async () => {
    const [a] = offers(1);
    for (const visitor of visitors()) {
      const answer = readExactWire(
        await t.post(`${OPEN}/GetAvance`, { couponEvents: [a], vid: 0 }, visitor),
        getAvanceAnswer,
      );
      expect(answer.Success && (visitor ? answer.Value.Outstanding : answer.Value.Summ)).toBe(0);
    }
  });
});
