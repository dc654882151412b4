import { CurrencyId } from '@fairline/shared/lookups/currencies';
import type { DashboardAnswer, DashboardCurrencyRow } from '@fairline/shared/wire/backoffice-dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { asNumber } from '../../infra/sql-values';
import { createSession } from '../auth/auth.service';
import { scoreFor } from '../bet-history/bet-history.testing';
import { type CouponTestApp, createCouponTestApp, findOffer, wireEvent } from '../coupon/coupon.testing';
import { SANDBOX_CALLBACK_PATH, signCallback } from '../payments/payments.testing';
import { type Settlement, startSettlement } from '../settlement/settlement.service';
import { resultFor, ScriptedResults } from '../settlement/settlement.testing';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

// The dashboard (ADR 0049) counts from the ledger, bets and payments: known activity today — bets
// placed, won, lost, cashed out and left open, a casino round with a rollback, sandbox deposits and
// withdrawals — moves every number of today by exactly what it should and yesterday's by nothing.
// Deltas against a first reading, so whatever the template database holds does not matter.
const USD = CurrencyId.USD;
const SANDBOX_SECRET = 'dashboard-sandbox-secret-0123456789';
const DAY = 86_400_000;
const yesterday = `?from=${new Date(Math.floor(Date.now() / DAY) * DAY - DAY).toISOString()}`;
let t: TestApp;
let coupon: CouponTestApp;
let settlement: Settlement;
const results = new ScriptedResults();
let payments: TestStaff;
let marketing: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  t = await createTestApp({ PAYMENTS_SANDBOX: true, PAYMENTS_SANDBOX_SECRET: SANDBOX_SECRET });
  coupon = await createCouponTestApp({}, t.database);
  settlement = startSettlement({ database: t.database, engine: results, clock: coupon.clock, tickMs: 0 });
  payments = await signedInStaff(t.app, t.database, 'payments');
  marketing = await signedInStaff(t.app, t.database, 'marketing');
  support = await signedInStaff(t.app, t.database, 'support');
}, 60_000);
afterAll(async () => {
  settlement.stop();
  await coupon.close();
  await t.close();
});

const dashboard = async (query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/admin-api/dashboard${query}`,
    headers: asStaff(payments.cookie),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DashboardAnswer>();
};
const usdOf = (d: DashboardAnswer): DashboardCurrencyRow =>
  d.currencies.find((c) => c.currency_id === USD) ?? {
    currency_id: USD,
    currency: 'USD',
    sportsbook: { bets: 0, turnover_minor: 0, ggr_minor: 0 },
    casino: { turnover_minor: 0, ggr_minor: 0 },
    deposits: { count: 0, sum_minor: 0 },
    withdrawals: { count: 0, sum_minor: 0 },
    open_bets: { count: 0, stake_minor: 0, potential_return_minor: 0 },
    pending_withdrawals: { count: 0, sum_minor: 0 },
  };
/** What belongs to the period (not the state now: open bets, pending work). */
const periodFigures = (d: DashboardAnswer) => ({
  new_players: d.new_players,
  active_players: d.active_players,
  usd: (({ sportsbook, casino, deposits, withdrawals }) => ({ sportsbook, casino, deposits, withdrawals }))(usdOf(d)),
});
const betRow = async (id: number) => {
  const [row] = await t.database.query<Record<string, unknown>>(
    'select original_stake, potential_return, payout, cashout_paid from bets where id = $1',
    [id],
  );
  return {
    stake: asNumber(row?.original_stake),
    potential: asNumber(row?.potential_return),
    payout: asNumber(row?.payout),
    cashout: asNumber(row?.cashout_paid),
  };
};

async function place(player: Awaited<ReturnType<CouponTestApp['seedPlayer']>>, skip: number, summ: number) {
  const offer = findOffer(coupon.engine, coupon.clock.now(), 'line', { skip });
  const res = await coupon.post(
    '/service-api/LiveBet/Secure/MakeBetWeb',
    { Events: [wireEvent(offer.game, offer.outcome)], Vid: 0, Summ: summ, betGuid: crypto.randomUUID() },
    player,
  );
  const body = res.json();
  expect(body.Success, body.Error).toBe(true);
  return { id: body.Value.Id as number, ...offer };
}

async function sandboxDeposit(headers: Record<string, string>, amount: string, succeeded: boolean) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/web-api/payments/deposit',
    headers,
    payload: { amount, currency_id: USD },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { deposit_id } = started.json<{ deposit_id: string }>();
  const raw = JSON.stringify({
    provider_tx_id: `sbx_dash_${deposit_id}`,
    deposit_id,
    status: succeeded ? 'succeeded' : 'declined',
    amount: Math.round(Number(amount) * 100),
    currency: 'USD',
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await t.app.inject({
    method: 'POST',
    url: SANDBOX_CALLBACK_PATH,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signCallback(SANDBOX_SECRET, timestamp, raw),
    },
    payload: raw,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function requestWithdrawal(userId: number, accountId: number, amount: number, n: number) {
  const [row] = await t.database.query<{ r_public_id: string }>(
    `select r_public_id from payment_request_withdrawal($1, $2, $3, $4, 'h', $5, 'sandbox', now(), null)`,
    [userId, accountId, amount, `dash-wd-${userId}-${n}`, `wd_dash_${userId}_${n}`],
  );
  return String(row?.r_public_id);
}

const casino = (uuid: string, kind: string, userId: number, amount: number, reference: string | null = null) =>
  t.database.query(
    `select * from casino_wallet_apply('dash-test', $1, $2, $1, $3, $4, $5, false, 'slot', 'round-1', false, $6, $7, null)`,
    [uuid, kind, userId, USD, amount, reference, new Date().toISOString()],
  );

describe('GET /admin-api/dashboard', () => {
  it('counts each figure exactly from the ledger, bets and payments, per currency and period', async () => {
    const yesterdayBefore = await dashboard(yesterday);
    const todayBefore = await dashboard();

    // Sportsbook (bets carry the wall-clock time): A wins, B loses, C is cashed out, D stays open.
    const p1 = await coupon.seedPlayer(100_00);
    const p2 = await coupon.seedPlayer(100_00);
    const a = await place(p1, 0, 10);
    const b = await place(p1, 1, 20);
    const c = await place(p2, 2, 30);
    const d = await place(p2, 3, 15);
    coupon.clock.advance(1_000);
    results.add(
      resultFor(a.game, scoreFor(a.outcome, true), { settledAt: coupon.clock.now() }),
      resultFor(b.game, scoreFor(b.outcome, false), { settledAt: coupon.clock.now() }),
    );
    await settlement.tick();
    const quote = (await coupon.post('/service-api/LiveBet/Secure/GetCashOutQuote', { betId: c.id }, p2)).json();
    expect(quote.Success, quote.Error).toBe(true);
    const sale = await coupon.post(
      '/service-api/LiveBet/Secure/SaleBet',
      { betId: c.id, quoteId: quote.Value.QuoteId },
      p2,
    );
    expect(sale.json().Success, sale.body).toBe(true);
    const [ra, rb, rc, rd] = await Promise.all([a, b, c, d].map((x) => betRow(x.id)));
    expect(ra?.payout).toBeGreaterThan(0);

    // Casino: a bet of 5.00 and a win of 2.00; a bet of 3.00 rolled back.
    await casino('dash-bet-1', 'bet', p1.id, 500);
    await casino('dash-win-1', 'win', p1.id, 200, 'dash-bet-1');
    await casino('dash-bet-2', 'bet', p1.id, 300);
    await casino('dash-rb-2', 'rollback', p1.id, 300, 'dash-bet-2');

    // A new player signs in, deposits 50.00 and 25.00 (a third deposit fails), withdraws 10.00
    // (paid) and asks for 7.00 more (pending).
    const [user] = await t.database.query<{ id: unknown }>(
      `insert into users (brand_id, country, currency_id, registration_type, email, email_verified_at)
       values (1, 'kz', $1, 'full_reg', $2, now()) returning id`,
      [USD, `dashboard.${process.pid}@example.com`],
    );
    const userId = asNumber(user?.id);
    const { token } = await createSession(t.database, { userId });
    const headers = { cookie: `fl_session=${token}`, 'x-requested-with': 'fetch' };
    await sandboxDeposit(headers, '50.00', true);
    await sandboxDeposit(headers, '25.00', true);
    await sandboxDeposit(headers, '40.00', false);
    const [cash] = await t.database.query<{ id: unknown }>(
      `select ledger_player_account($1, $2, 'player_cash') as id`,
      [userId, USD],
    );
    const paid = await requestWithdrawal(userId, asNumber(cash?.id), 10_00, 1);
    await requestWithdrawal(userId, asNumber(cash?.id), 7_00, 2);
    // The desk approves before it pays (ADR 0051).
    const approved = await t.app.inject({
      method: 'POST',
      url: `/admin-api/payments/withdrawals/${paid}/approve`,
      headers: asStaff(payments.cookie),
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const decided = await t.app.inject({
      method: 'POST',
      url: `/admin-api/payments/withdrawals/${paid}/paid`,
      headers: asStaff(payments.cookie),
      payload: {},
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const yesterdayAfter = await dashboard(yesterday);
    const todayAfter = await dashboard();
    expect(periodFigures(yesterdayAfter)).toEqual(periodFigures(yesterdayBefore));
    const [sb0, sb1] = [usdOf(todayBefore), usdOf(todayAfter)];
    // Turnover: the stakes of the four bets accepted.
    expect(sb1.sportsbook.bets - sb0.sportsbook.bets).toBe(4);
    expect(sb1.sportsbook.turnover_minor - sb0.sportsbook.turnover_minor).toBe(10_00 + 20_00 + 30_00 + 15_00);
    // GGR: stakes settled or sold − returns and cash-outs paid; the open bet is not in it.
    expect(sb1.sportsbook.ggr_minor - sb0.sportsbook.ggr_minor).toBe(
      10_00 - (ra?.payout ?? 0) + 20_00 + 30_00 - (rc?.cashout ?? 0),
    );
    expect(rb?.payout).toBe(0);
    // Casino: debits less the rolled-back one; GGR = debits − wins − rollbacks.
    expect(sb1.casino.turnover_minor - sb0.casino.turnover_minor).toBe(5_00);
    expect(sb1.casino.ggr_minor - sb0.casino.ggr_minor).toBe(5_00 - 2_00);
    const [d0, d1] = [sb0, sb1];
    expect(d1.deposits.count - d0.deposits.count).toBe(2);
    expect(d1.deposits.sum_minor - d0.deposits.sum_minor).toBe(75_00);
    expect(d1.withdrawals.count - d0.withdrawals.count).toBe(1);
    expect(d1.withdrawals.sum_minor - d0.withdrawals.sum_minor).toBe(10_00);
    // Three players registered today (the two bettors and the depositor); all three are active (bets,
    // casino, sign-in), each counted once.
    expect(todayAfter.new_players - todayBefore.new_players).toBe(3);
    expect(todayAfter.active_players - todayBefore.active_players).toBe(3);
    // State now, whatever the period: the open bet, the pending withdrawal.
    expect(d1.open_bets.count - d0.open_bets.count).toBe(1);
    expect(d1.open_bets.stake_minor - d0.open_bets.stake_minor).toBe(15_00);
    expect(d1.open_bets.potential_return_minor - d0.open_bets.potential_return_minor).toBe(rd?.potential ?? -1);
    expect(d1.pending_withdrawals).toEqual({
      count: d0.pending_withdrawals.count + 1,
      sum_minor: d0.pending_withdrawals.sum_minor + 7_00,
    });
    expect(rd?.stake).toBe(15_00);
    expect(todayAfter.took_ms).toBeLessThan(200);
  });

  it('lists money per currency and filters to one currency', async () => {
    const all = await dashboard();
    const ids = all.currencies.map((c) => c.currency_id);
    expect(new Set(ids).size).toBe(ids.length);
    const eur = await dashboard(`?currency=${CurrencyId.EUR}`);
    expect(eur.currencies.map((c) => c.currency)).toEqual(['EUR']);
  });

  it('defaults to today in UTC and refuses an empty or over-long period', async () => {
    const today = await dashboard();
    const start = Math.floor(Date.now() / DAY) * DAY;
    expect(today.from).toBe(new Date(start).toISOString());
    expect(today.to).toBe(new Date(start + DAY).toISOString());
    const call = (q: string) =>
      t.app.inject({ method: 'GET', url: `/admin-api/dashboard${q}`, headers: asStaff(payments.cookie) });
    expect((await call('?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z')).statusCode).toBe(400);
    expect((await call('?from=2026-01-01T00:00:00Z&to=2026-06-01T00:00:00Z')).statusCode).toBe(400);
  });

  it('is open to marketing (dashboard.read) and closed to support', async () => {
    const get = (s: TestStaff) =>
      t.app.inject({ method: 'GET', url: '/admin-api/dashboard', headers: asStaff(s.cookie) });
    expect((await get(marketing)).statusCode).toBe(200);
    expect((await get(support)).statusCode).toBe(403);
  });
});
