// Loyalty points through the whole app (issue 22 §1, ADR 0060): earned once per settled bet at the
// brand's rate, reversed exactly by a void, spent in the shop for a bonus of the engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { createPointsTestApp, type PointsTestApp } from './loyalty-points.testing';

let t: PointsTestApp;
let betSeq = 4_000_000_000;
const nextBet = () => ++betSeq;

beforeAll(async () => {
  t = await createPointsTestApp();
});
afterAll(() => t.close());

describe('earning', () => {
  it('earns 1 point per USD of a won or lost stake, once however often the bet settles', async () => {
    const player = await t.player({ welcome: null });
    const won = nextBet();
    expect(await t.settle(player, won, 120_50, 'won')).toBe(120);
    expect(await t.settle(player, won, 120_50, 'won')).toBe(0);
    await t.settle(player, nextBet(), 30_00, 'lost');
    const shop = await t.shop(player);
    expect(shop.balance).toBe(150);
    expect(shop.rates).toEqual([
      { product: 'sport', pointsPerUsd: 1 },
      { product: 'casino', pointsPerUsd: 0.2 },
    ]);
    const balance = await t.app.inject({ method: 'GET', url: '/web-api/user/balance', headers: player.headers });
    const body = balance.json<{
      accounts: { points: number }[];
      all_accounts: { points: number; isPointsTypeBalance: boolean }[];
    }>();
    expect(body.accounts[0]?.points).toBe(150);
    expect(body.all_accounts.find((a) => a.isPointsTypeBalance)?.points).toBe(150);
    await assertLedgerInvariants(t.database);
  });

  it('earns nothing on a void bet, and a void after a win takes back exactly that bet’s points', async () => {
    const player = await t.player({ welcome: null });
    await t.settle(player, nextBet(), 50_00, 'void');
    const bet = nextBet();
    await t.settle(player, bet, 40_00, 'won');
    await t.settle(player, nextBet(), 10_00, 'lost');
    expect((await t.shop(player)).balance).toBe(50);
    expect(await t.settle(player, bet, 40_00, 'void')).toBe(-40);
    expect(await t.settle(player, bet, 40_00, 'void')).toBe(0);
    expect((await t.shop(player)).balance).toBe(10);
    const kinds = (await t.history(player)).items.map((m) => [m.kind, m.points, m.betId]);
    expect(kinds).toEqual([
      ['reversed', -40, bet],
      ['earned', 10, betSeq],
      ['earned', 40, bet],
    ]);
  });

  it('a resettlement from won to lost keeps the points; back to void removes them', async () => {
    const player = await t.player({ welcome: null });
    const bet = nextBet();
    await t.settle(player, bet, 25_00, 'won');
    expect(await t.settle(player, bet, 25_00, 'lost')).toBe(0);
    expect(await t.settle(player, bet, 25_00, 'void')).toBe(-25);
    expect((await t.shop(player)).balance).toBe(0);
  });
});

describe('the shop', () => {
  it('lists the items in the player’s currency with the bonus terms', async () => {
    const player = await t.player({ welcome: null });
    const { items } = await t.shop(player);
    expect(items[0]).toMatchObject({
      code: 'BONUS_5',
      points: 500,
      bonusAmount: 5_00,
      currencyIso: 'USD',
      wagerMultiplier: 3,
      minOddsSingle: 1.5,
      validDays: 14,
      isAffordable: false,
    });
  });

  it('spends 500 points on a 5 USD bonus with ×3 wagering, once per idempotency key', async () => {
    const player = await t.player({ welcome: null });
    await t.settle(player, nextBet(), 600_00, 'lost');
    const first = await t.redeem(player, 'BONUS_5', 'key-redeem-0001');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ replayed: false, item: 'BONUS_5', balance: 100 });
    const again = await t.redeem(player, 'BONUS_5', 'key-redeem-0001');
    expect(again.json().data).toMatchObject({ replayed: true, bonusId: first.json().data.bonusId, balance: 100 });
    const [bonus] = (await t.bonuses(player)).active;
    expect(bonus).toMatchObject({ amount: 5_00, requiredValue: 15_00, promoId: 'POINTS_SHOP', money: 5_00 });
    expect(await t.balance(await t.bonusAccountOf(player))).toBe(5_00);
    const other = await t.redeem(player, 'BONUS_12', 'key-redeem-0001');
    expect(other.statusCode).toBe(409);
    expect((await t.history(player)).items[0]).toMatchObject({ kind: 'redeemed', points: -500, item: 'BONUS_5' });
    await assertLedgerInvariants(t.database);
  });

  it('refuses when the points are short, and moves nothing', async () => {
    const player = await t.player({ welcome: null });
    await t.settle(player, nextBet(), 499_00, 'won');
    const res = await t.redeem(player, 'BONUS_5', 'key-short-0001');
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode ?? res.body).toContain('points_short');
    expect((await t.shop(player)).balance).toBe(499);
    expect((await t.bonuses(player)).active).toEqual([]);
  });

  it('refuses while another bonus runs (the engine’s busy rule), and moves nothing', async () => {
    const player = await t.player({ welcome: 0 });
    await t.deposit(player, '20.00');
    expect((await t.bonuses(player)).active).toHaveLength(1);
    await t.settle(player, nextBet(), 700_00, 'lost');
    const res = await t.redeem(player, 'BONUS_5', 'key-busy-0001');
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('bonus_busy');
    expect((await t.shop(player)).balance).toBe(700);
    expect((await t.bonuses(player)).active).toHaveLength(1);
  });

  it('a void after the points were spent takes back only what is left (never below zero)', async () => {
    const player = await t.player({ welcome: null });
    const bet = nextBet();
    await t.settle(player, bet, 520_00, 'won');
    expect((await t.redeem(player, 'BONUS_5', 'key-spent-0001')).statusCode).toBe(200);
    expect(await t.settle(player, bet, 520_00, 'void')).toBe(-20);
    expect((await t.shop(player)).balance).toBe(0);
    await assertLedgerInvariants(t.database);
    expect(t.errors).toEqual([]);
  });

  it('answers 404 for an unknown item and 401 without a session', async () => {
    const player = await t.player({ welcome: null });
    expect((await t.redeem(player, 'NOPE', 'key-nope-0001')).statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'GET', url: '/web-api/officeapi/points/shop' });
    expect(anon.statusCode).toBe(401);
  });
});
