import { countryByIso } from '@fairline/shared/lookups/countries';
import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import { vipBetsAnswer } from '@fairline/shared/wire/vip-bets';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { assertBetInvariants } from '../settlement/bet-invariants.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import {
  balanceOf,
  type CouponTestApp,
  createCouponTestApp,
  findOffer,
  type Player,
  wireEvent,
} from './coupon.testing';
import { couponContext } from './coupon-deps';
import { releaseVipBet } from './vip-bets';

const MAKE = '/service-api/LiveBet/Secure/MakeBetWeb';
const TIMEOUT = 10 * 60_000;
// Above every stake limit of the seed (football's 100,000.00 is the highest).
const STAKE = 150_000_00;
const FUNDS = 200_000_00;
let t: CouponTestApp;
let start: number;
const published: { topic: string; message: Record<string, unknown> }[] = [];

const recordingPubSub: PubSub = {
  async publish(topic, message) {
    published.push({ topic, message: message as Record<string, unknown> });
  },
  subscribe: () => () => undefined,
  whenSubscribed: async () => undefined,
  close: async () => undefined,
};

beforeAll(async () => {
  const kz = countryByIso('kz')?.id ?? 0;
  t = await createCouponTestApp({
    pubsub: recordingPubSub,
    settings: { vipBetTimeoutMs: TIMEOUT },
    sites: {
      resolve: async (req) => {
        const site = await req.server.authContext.sites.resolve(req);
        return {
          ...site,
          settings: { ...site.settings, betting: { ...site.settings.betting, vipBetCountries: [kz] } },
        };
      },
    },
  });
  start = t.clock.now();
});
afterAll(() => t.close());
afterEach(() => t.clock.set(start));

const aboveMax = (extra: Record<string, unknown> = {}) => {
  const { game, outcome } = findOffer(t.engine, start, 'line', { startsAfter: start + 3 * 3_600_000 });
  return {
    Events: [wireEvent(game, outcome)],
    Vid: 0,
    Summ: STAKE / 100,
    CheckCf: 0,
    betGuid: crypto.randomUUID(),
    ...extra,
  };
};

const openStakes = async (player: Player) => {
  const [row] = await t.database.query<{ balance: unknown }>(
    `select balance from ledger_accounts where owner_id = $1 and kind = 'open_stakes'`,
    [player.id],
  );
  return Number(row?.balance ?? 0);
};

const requestOf = async (id: number) => {
  const [row] = await t.database.query<{ status: string; closed_at: Date | null }>(
    'select status, closed_at from vip_bet_requests where id = $1',
    [id],
  );
  return row;
};

const invariants = async () => {
  await assertLedgerInvariants(t.database);
  await assertBetInvariants(t.database);
};

describe('a VIP bet request', () => {
  it('holds the stake until the back office decides, and says until when', async () => {
    const player = await t.seedPlayer(FUNDS, { country: 'kz' });
    const res = (await t.post(MAKE, aboveMax(), player)).json();
    expect(res.Success, res.Error).toBe(true);
    expect(res.Value).toMatchObject({
      Id: 0,
      Balance: (FUNDS - STAKE) / 100,
      VipBet: { Status: 'awaiting', Summ: STAKE / 100, ExpiresAt: Math.floor((start + TIMEOUT) / 1000) },
    });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(FUNDS - STAKE);
    expect(await openStakes(player)).toBe(STAKE);
    expect(published).toContainEqual({
      topic: `user:${player.id}`,
      message: { t: 'vip', requestId: res.Value.VipBet.Id, status: 'awaiting', stake: STAKE, currencyId: 10 },
    });
    await invariants();
  });

  it('answers a replay of its betGuid with the same request and holds the stake once', async () => {
    const player = await t.seedPlayer(FUNDS, { country: 'kz' });
    const body = aboveMax();
    const answers = await Promise.all([1, 2, 3].map(() => t.post(MAKE, body, player)));
    const ids = new Set(answers.map((a) => a.json().Value.VipBet.Id));
    expect(ids.size).toBe(1);
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(FUNDS - STAKE);
    const other = (await t.post(MAKE, { ...body, Summ: STAKE / 100 + 1 }, player)).json();
    expect(other).toMatchObject({ Success: false, ErrorCode: CouponErrorCode.idempotencyConflict });
    await invariants();
  });

  it('is refused, recording nothing, when the balance cannot hold the stake', async () => {
    const player = await t.seedPlayer(STAKE - 1, { country: 'kz' });
    const res = (await t.post(MAKE, aboveMax(), player)).json();
    expect(res).toMatchObject({ Success: false, ErrorCode: CouponErrorCode.insufficientFunds });
    const rows = await t.database.query('select id from vip_bet_requests where user_id = $1', [player.id]);
    expect(rows).toHaveLength(0);
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(STAKE - 1);
  });

  it('expires once its time has passed without a decision, giving the stake back and telling the player', async () => {
    const player = await t.seedPlayer(FUNDS, { country: 'kz' });
    const res = (await t.post(MAKE, aboveMax(), player)).json();
    const id = res.Value.VipBet.Id as number;
    t.clock.set(start + TIMEOUT - 1_000);
    await t.coupon.expireVipBets();
    expect((await requestOf(id))?.status).toBe('awaiting');
    t.clock.set(start + TIMEOUT);
    published.length = 0;
    expect(await t.coupon.expireVipBets()).toBeGreaterThanOrEqual(1);
    expect(await requestOf(id)).toMatchObject({ status: 'expired', closed_at: new Date(start + TIMEOUT) });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(FUNDS);
    expect(await openStakes(player)).toBe(0);
    expect(published.filter((p) => p.topic === `user:${player.id}`)).toEqual([
      {
        topic: `user:${player.id}`,
        message: { t: 'vip', requestId: id, status: 'expired', stake: STAKE, currencyId: 10 },
      },
      {
        topic: `user:${player.id}`,
        message: { t: 'balance', accountId: player.cashAccountId, balance: FUNDS },
      },
    ]);
    await invariants();
  });

  it('answers a replay after it expired with its new status, holding nothing again', async () => {
    const player = await t.seedPlayer(FUNDS, { country: 'kz' });
    const body = aboveMax();
    await t.post(MAKE, body, player);
    t.clock.set(start + TIMEOUT);
    await t.coupon.expireVipBets();
    const replay = (await t.post(MAKE, body, player)).json();
    expect(replay.Value.VipBet).toMatchObject({ Status: 'expired' });
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(FUNDS);
  });

  it('releases the stake exactly once when sweeps race each other and a back-office decision', async () => {
    const player = await t.seedPlayer(FUNDS, { country: 'kz' });
    const res = (await t.post(MAKE, aboveMax(), player)).json();
    const id = res.Value.VipBet.Id as number;
    t.clock.set(start + TIMEOUT + 60_000);
    const ctx = couponContext({ database: t.database, engine: t.engine, clock: t.clock, secret: 'unused' });
    const outcomes = await Promise.all([
      t.coupon.expireVipBets(),
      t.coupon.expireVipBets(),
      releaseVipBet(ctx, id, 'declined'),
      t.coupon.expireVipBets(),
      releaseVipBet(ctx, id, 'declined'),
    ]);
    const endings = outcomes.map((o) => (typeof o === 'boolean' ? Number(o) : o)).reduce((a, b) => a + b, 0);
    expect(endings).toBe(1);
    const releases = await t.database.query(
      `select id from ledger_transactions where kind = 'bet_vip_released' and metadata->>'vip_request_id' = $1`,
      [String(id)],
    );
    expect(releases).toHaveLength(1);
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(FUNDS);
    expect(await releaseVipBet(ctx, id, 'declined')).toBe(false);
    await invariants();
  });

  it('lists the player’s requests with their status and deadline for the bets page', async () => {
    const player = await t.seedPlayer(FUNDS, { country: 'kz' });
    const first = (await t.post(MAKE, aboveMax(), player)).json().Value.VipBet.Id;
    t.clock.set(start + TIMEOUT);
    await t.coupon.expireVipBets();
    const second = (await t.post(MAKE, aboveMax(), player)).json().Value.VipBet.Id;
    const res = await t.app.inject({ method: 'GET', url: '/web-api/officeapi/vipbets', headers: player.headers });
    expect(res.statusCode).toBe(200);
    const { items } = vipBetsAnswer.parse(res.json());
    expect(items.map((i) => [i.id, i.status])).toEqual([
      [second, 'awaiting'],
      [first, 'expired'],
    ]);
    expect(items[0]).toMatchObject({ stake: STAKE / 100, currency_id: 10, vid: 0, events: 1, closed_at: null });
    expect(items[0]?.expires_at).toBe(new Date(start + 2 * TIMEOUT).toISOString());
    expect(items[1]?.closed_at).toBe(new Date(start + TIMEOUT).toISOString());
  });

  it('is listed only to its player', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web-api/officeapi/vipbets' });
    expect(res.statusCode).toBe(401);
  });
});
