// IDOR cases of the bet-owning ids: cash-out (betId, quoteId, saleBetId), auto-bet orders, the
// client-sent UserId and betGuid of the coupon calls, saved coupons and the bets history.
// Service-api calls refuse with HTTP 200 and Success:false (wire-format.md); the rule they must keep
// is the same as a 404: the answer for another user's bet equals the one for a bet that does not exist.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/infra/db';
import { routesTaking } from './id-fields';
import type { RouteSpec } from './route-catalog';
import { betIdsOf, type Call, fund, LIVEBET, placeBet, singleCoupon, storedBet } from './security-bets';
import { createLoggedInUser, type LoggedInUser } from './security-users';

interface Suite {
  app: FastifyInstance;
  database: Database;
  routes: readonly RouteSpec[];
  call: Call;
}

const QUOTE = `${LIVEBET}/Secure/GetCashOutQuote`;
const SALE = `${LIVEBET}/Secure/SaleBet`;
const CANCEL_BID = `${LIVEBET}/Secure/CancelBetBid`;
const BID = `${LIVEBET}/Secure/MakeBetBidWeb`;
const HISTORY = '/web-api/officeapi';
const MISSING_BET = 2 ** 40;
const DENIED = [403, 404];

/** Defines the cases; answers the `METHOD path field` keys they cover. */
export function describeBetIdor({ app, database, routes, call }: Suite): string[] {
  const historyRegistered = app.hasRoute({ method: 'GET', url: `${HISTORY}/getbet/:id` });
  const saleBetIdRoutes = routesTaking(routes, 'saleBetId');
  let owner: LoggedInUser;
  let intruder: LoggedInUser;
  let bCoupon: ReturnType<typeof singleCoupon>['body'];
  let bBet: number;
  let bBid: number;
  let bQuote: string;
  let aBet: number;
  let ownerBets: number[];
  let ownerBalance: string;

  const balanceOf = async (user: LoggedInUser) => (await call(user, '/web-api/user/balance', {})).body;
  const json = (res: LightMyRequestResponse) => res.json<{ Success: boolean; ErrorCode: number; Value: unknown }>();
  /** B's bets, their states and B's money are as B left them. */
  const ownerUntouched = async () => {
    expect(await storedBet(database, bBet)).toEqual({ userId: owner.id, status: 'open', stake: 1000 });
    expect(await storedBet(database, bBid)).toMatchObject({ userId: owner.id, status: 'bid' });
    expect(await betIdsOf(database, owner.id)).toEqual(ownerBets);
    expect(await balanceOf(owner)).toBe(ownerBalance);
  };

  describe('bets: B’s bet ids from A’s session', () => {
    beforeAll(async () => {
      owner = await createLoggedInUser(app, database, '10.80.0.5');
      intruder = await createLoggedInUser(app, database, '10.80.0.6');
      await fund(app, call, owner, 1_000_00);
      await fund(app, call, intruder, 1_000_00);
      bCoupon = singleCoupon(app).body;
      bBet = await placeBet(call, owner, bCoupon);
      const bid = singleCoupon(app);
      bBid = await placeBet(call, owner, { ...bid.body, autoBetCf: bid.outcome.C + 5 }, BID);
      const quote = json(await call(owner, QUOTE, { betId: bBet }));
      expect(quote.Success).toBe(true);
      bQuote = (quote.Value as { QuoteId: string }).QuoteId;
      aBet = await placeBet(call, intruder, singleCoupon(app).body);
      ownerBets = await betIdsOf(database, owner.id);
      ownerBalance = await balanceOf(owner);
    });

    it('GetCashOutQuote with B’s betId answers as for a bet that does not exist', async () => {
      const missing = json(await call(intruder, QUOTE, { betId: MISSING_BET }));
      expect(missing).toMatchObject({ Success: false, Value: null });
      for (const betId of [bBet, String(bBet)]) {
        const res = await call(intruder, QUOTE, { betId });
        expect(res.statusCode).toBe(200);
        expect(json(res), `GetCashOutQuote ${betId} → ${res.body}`).toEqual(missing);
      }
      await ownerUntouched();
    });

    it('SaleBet with B’s betId and B’s own quote sells nothing', async () => {
      const before = await balanceOf(intruder);
      for (const body of [
        { betId: bBet, quoteId: bQuote },
        { betId: bBet, quoteId: bQuote, fraction: 0.5 },
        { betId: aBet, quoteId: bQuote },
      ]) {
        const res = await call(intruder, SALE, body);
        expect(res.statusCode).toBe(200);
        expect(json(res).Success, `SaleBet ${JSON.stringify(body)} → ${res.body}`).toBe(false);
        expect(res.body).not.toContain('QuoteId');
      }
      expect(await balanceOf(intruder)).toBe(before);
      await ownerUntouched();
    });

    it('CancelBetBid with B’s pending auto bet leaves it pending', async () => {
      const missing = json(await call(intruder, CANCEL_BID, { betId: MISSING_BET }));
      const res = await call(intruder, CANCEL_BID, { betId: bBid });
      expect(json(res), res.body).toEqual(missing);
      expect(missing.Success).toBe(false);
      await ownerUntouched();
    });

    it.each(saleBetIdRoutes.map((r) => [r.path] as const))(
      'saleBetId of B’s bet on %s answers no quote for it',
      async (path) => {
        const coupon = { ...singleCoupon(app).body, saleBetId: bBet };
        const payloads = path.endsWith('/putbetscommon')
          ? [{ coupon }]
          : path.endsWith('Multi')
            ? [coupon, { coupons: [coupon, { ...coupon, betGuid: crypto.randomUUID() }] }]
            : [coupon];
        for (const payload of payloads) {
          const res = await call(intruder, path, payload);
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(res.body, `${path} → ${res.body}`).not.toContain('QuoteId');
          expect(res.body).not.toMatch(/"SaleBet":\{[^}]*"Available":true/);
        }
        await ownerUntouched();
      },
    );

    it('UpdateCoupon with B’s saleBetId says the bet is not found', async () => {
      const res = await call(intruder, `${LIVEBET}/Open/UpdateCoupon`, { ...singleCoupon(app).body, saleBetId: bBet });
      expect(res.json().Value.SaleBet).toEqual({ BetId: bBet, Available: false, Reason: 'Bet is not found' });
    });

    it.each([
      `${LIVEBET}/Secure/MakeBetWeb`,
      `${LIVEBET}/Secure/MakeBetWebMulti`,
      BID,
      '/web-api/datalinelive/putbetscommon',
    ])('a client-sent UserId of B on %s is ignored: the bet lands on A', async (path) => {
      const { body, outcome } = singleCoupon(app);
      const coupon = { ...body, UserId: owner.id, ...(path === BID ? { autoBetCf: outcome.C + 5 } : {}) };
      const id = await placeBet(call, intruder, path.endsWith('/putbetscommon') ? { coupon } : coupon, path);
      expect(await storedBet(database, id)).toMatchObject({ userId: intruder.id });
      await ownerUntouched();
    });

    it('a client-sent UserId of B on the open coupon calls answers what A gets without it', async () => {
      const { body } = singleCoupon(app);
      for (const path of [`${LIVEBET}/Open/UpdateCoupon`, `${LIVEBET}/Open/GetAvance`]) {
        const own = await call(intruder, path, body);
        const asB = await call(intruder, path, { ...body, UserId: owner.id });
        expect(asB.json(), path).toEqual(own.json());
      }
    });

    it('betGuid of B’s bet places A’s own bet and never answers B’s', async () => {
      // B's very request from A's session: keyed globally, it would replay B's bet to A.
      const id = await placeBet(call, intruder, bCoupon);
      expect(id).not.toBe(bBet);
      expect(await storedBet(database, id)).toMatchObject({ userId: intruder.id });
      expect(await placeBet(call, intruder, bCoupon)).toBe(id);
      await ownerUntouched();
    });

    it('saved coupons are shared by code like a link and carry nothing of their saver', async () => {
      const saved = await call(owner, `${LIVEBET}/Open/SaveCoupon`, { ...bCoupon, UserId: owner.id });
      const guid = saved.json<{ Guid: string }>().Guid;
      expect(guid).toMatch(/^[A-Z2-9]{8}$/);
      for (const reader of [intruder, { headers: {} }]) {
        const res = await call(reader, `${LIVEBET}/Open/GetCoupon`, { guid });
        expect(res.json(), res.body).toMatchObject({ Success: true, Guid: guid });
        expect(res.body).not.toContain(bCoupon.betGuid);
        expect(res.body).not.toContain(owner.email);
      }
    });

    it.skipIf(!historyRegistered)(
      `bets history: B’s bet id answers 404 on details, mail and clear${historyRegistered ? '' : ' (skipped: the bet-history routes are not registered in app.ts)'}`,
      async () => {
        for (const id of [String(bBet), `${bBet}.0`, `0${bBet}`]) {
          const res = await call(intruder, `${HISTORY}/getbet/${id}`, undefined, 'GET');
          expect(DENIED, `getbet ${id} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
        }
        for (const action of ['mail', 'clear']) {
          for (const bet_ids of [[bBet], [aBet, bBet]]) {
            const res = await call(intruder, `${HISTORY}/betshistory/${action}`, { bet_ids });
            expect(DENIED, `${action} ${bet_ids} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
          }
        }
        const list = await call(owner, `${HISTORY}/getbetshistory`, {});
        expect(list.json<{ items: { id: number }[] }>().items.map((i) => i.id)).toContain(bBet);
        const aList = await call(intruder, `${HISTORY}/getbetshistory`, { status: 'all' });
        expect(aList.json<{ items: { id: number }[] }>().items.map((i) => i.id)).not.toContain(bBet);
        await ownerUntouched();
      },
    );
  });

  return [
    `POST ${QUOTE} betId`,
    `POST ${SALE} betId`,
    `POST ${SALE} quoteId`,
    `POST ${CANCEL_BID} betId`,
    ...saleBetIdRoutes.map((r) => `${r.method} ${r.path} saleBetId`),
    ...(historyRegistered ? [`GET ${HISTORY}/getbet/{id} id`] : []),
  ];
}
