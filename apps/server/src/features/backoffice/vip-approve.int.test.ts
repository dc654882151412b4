import { countryByIso } from '@fairline/shared/lookups/countries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { asNumber } from '../../infra/sql-values';
import type { ManualClock } from '../../trading/clock';
import { createSession } from '../auth/auth.service';
import { findOffer, wireEvent } from '../coupon/coupon.testing';
import { assertBetInvariants } from '../settlement/bet-invariants.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { postTransaction, systemAccountId } from '../wallet/wallet.service';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

// ADR 0052: a risk user approves a VIP bet request with a stake; the coupon is placed at once at the
// prices it was requested at, the rest of the hold goes back, all in one statement, exactly once.
const USD = 10;
const MAKE = '/service-api/LiveBet/Secure/MakeBetWeb';
// Above every stake limit of the seed (football's 100,000.00 is the highest).
const STAKE = 150_000_00;
const FUNDS = 200_000_00;
let t: TestApp;
let risk: TestStaff;
let support: TestStaff;
let admin: TestStaff;

interface Player {
  id: number;
  cash: number;
  headers: Record<string, string>;
}

beforeAll(async () => {
  t = await createTestApp();
  // Fairline takes VIP bets from players of Kazakhstan (the brand's stored configuration).
  await t.database.query(
    `update site_configs set config = jsonb_set(config, '{betting}',
       coalesce(config->'betting', '{}') || jsonb_build_object('vipBetCountries', jsonb_build_array($1::integer)))
     where country = '*' and brand_id = (select id from brands where slug = 'fairline')`,
    [countryByIso('kz')?.id],
  );
  // The app's site service (createSiteConfigService) caches configurations: forget them.
  (t.app.authContext.sites as { invalidate?: () => void }).invalidate?.();
  risk = await signedInStaff(t.app, t.database, 'risk');
  support = await signedInStaff(t.app, t.database, 'support');
  admin = await signedInStaff(t.app, t.database, 'admin');
}, 60_000);
afterAll(() => t.close());

const clock = () => t.app.trading.clock as ManualClock;
const post = (s: TestStaff, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: asStaff(s.cookie), payload });
const approve = (id: number, stake: number, s = risk) =>
  post(s, `/admin-api/vip-bets/${id}/approve`, { stake_minor: stake });
const balanceOf = async (accountId: number) =>
  asNumber((await t.database.query('select balance from ledger_accounts where id = $1', [accountId]))[0]?.balance);
const openStakes = async (p: Player) =>
  asNumber(
    (
      await t.database.query(
        `select coalesce(sum(balance), 0) as b from ledger_accounts where owner_id = $1 and kind = 'open_stakes'`,
        [p.id],
      )
    )[0]?.b,
  );
const requestOf = async (id: number) =>
  (await t.database.query('select status, accepted_stake, bet_id from vip_bet_requests where id = $1', [id]))[0];
const betsOf = async (p: Player) =>
  t.database.query<Record<string, unknown>>(
    'select id, status, original_stake, stake, potential_return, odds_total from bets where user_id = $1',
    [p.id],
  );
const invariants = async () => {
  await assertLedgerInvariants(t.database);
  await assertBetInvariants(t.database);
};
const auditOf = async (subject: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/admin-api/audit?action=risk.vip.&subject=${subject}`,
      headers: asStaff(admin.cookie),
    })
  ).json().items as Record<string, unknown>[];
const inboxOf = async (p: Player) =>
  (
    await t.app.inject({ method: 'POST', url: '/web-api/officeapi/getmessages', headers: p.headers, payload: {} })
  ).json().messages as Record<string, unknown>[];

let seq = 0;
async function seedPlayer(): Promise<Player> {
  seq += 1;
  const [row] = await t.database.query<{ id: unknown }>(
    `insert into users (brand_id, country, currency_id, registration_type, email, email_verified_at)
     values ((select id from brands where slug = 'fairline'), 'kz', $1, 'full_reg', $2, now()) returning id`,
    [USD, `vip${seq}.${process.pid}@example.com`],
  );
  const id = asNumber(row?.id);
  await t.database.query('select wallet_ensure_accounts($1)', [id]);
  const [cash] = await t.database.query<{ id: unknown }>(`select ledger_player_account($1, $2, 'player_cash') as id`, [
    id,
    USD,
  ]);
  const cashId = asNumber(cash?.id);
  await postTransaction(t.database, {
    kind: 'deposit',
    idempotencyKey: `vip-approve-funding:${id}`,
    legs: [
      { accountId: await systemAccountId(t.database, 'payment_clearing', USD), amount: -FUNDS },
      { accountId: cashId, amount: FUNDS },
    ],
  });
  const { token } = await createSession(t.database, { userId: id });
  return { id, cash: cashId, headers: { cookie: `fl_session=${token}`, 'x-requested-with': 'fetch' } };
}

/** The player sends a stake above the maximum: a VIP request holding it. Answers its id and the price asked. */
async function requestVip(p: Player): Promise<{ id: number; odds: number; body: object }> {
  const now = clock().now();
  const { game, outcome } = findOffer(t.app.trading.engine, now, 'line', { startsAfter: now + 3 * 3_600_000 });
  const payload = {
    Events: [wireEvent(game, outcome)],
    Vid: 0,
    Summ: STAKE / 100,
    CheckCf: 2,
    betGuid: crypto.randomUUID(),
  };
  const res = await t.app.inject({ method: 'POST', url: MAKE, headers: p.headers, payload });
  const body = res.json();
  expect(body.Success, body.Error).toBe(true);
  expect(body.Value.VipBet).toMatchObject({ Status: 'awaiting' });
  return { id: body.Value.VipBet.Id, odds: Math.round(outcome.C * 1000), body: payload };
}

describe('approving a VIP bet request', () => {
  it('with the whole stake places the bet at the requested price, moves no more money, tells the player and is audited', async () => {
    const p = await seedPlayer();
    const request = await requestVip(p);
    expect(await balanceOf(p.cash)).toBe(FUNDS - STAKE);
    // Prices move while the request waits; the trader accepts the bet the player asked for.
    clock().advance(5 * 60_000);
    const review = await t.app.inject({
      method: 'GET',
      url: `/admin-api/vip-bets/${request.id}`,
      headers: asStaff(risk.cookie),
    });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json()).toMatchObject({
      status: 'awaiting',
      stake_minor: STAKE,
      min_stake_minor: 10,
      odds: request.odds / 1000,
      potential_return_minor: Math.floor((STAKE * request.odds) / 1000),
      legs: [{ asked_odds: request.odds / 1000, open: true, market: expect.any(String) }],
      problem: null,
    });
    expect(review.json().max_stake_minor).toBeLessThan(STAKE);
    const res = await approve(request.id, STAKE);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ request_id: request.id, stake_minor: STAKE, held_minor: STAKE, released_minor: 0 });
    expect(answer.odds).toBe(request.odds / 1000);
    const [bet] = await betsOf(p);
    expect(bet).toMatchObject({ status: 'open' });
    expect(asNumber(bet?.id)).toBe(answer.bet_id);
    expect(asNumber(bet?.original_stake)).toBe(STAKE);
    expect(asNumber(bet?.odds_total)).toBe(request.odds);
    expect(asNumber(bet?.potential_return)).toBe(Math.floor((STAKE * request.odds) / 1000));
    const [leg] = await t.database.query('select odds from bet_legs where bet_id = $1', [answer.bet_id]);
    expect(Number(leg?.odds)).toBe(request.odds);
    expect(await balanceOf(p.cash)).toBe(FUNDS - STAKE);
    expect(await openStakes(p)).toBe(STAKE);
    expect(await requestOf(request.id)).toMatchObject({ status: 'approved' });

    const mine = await t.app.inject({ method: 'GET', url: '/web-api/officeapi/vipbets', headers: p.headers });
    expect(mine.json().items[0]).toMatchObject({ id: request.id, status: 'approved', stake: STAKE / 100 });
    expect((await inboxOf(p))[0]).toMatchObject({
      kind: 'bet',
      template: 'vip_bet_approved',
      params: { request_id: request.id, bet_id: answer.bet_id, stake: STAKE, currency_id: USD },
    });
    // The player's client repeating the request (same betGuid) is answered with the bet now.
    const replay = (
      await t.app.inject({ method: 'POST', url: MAKE, headers: p.headers, payload: request.body })
    ).json();
    expect(replay).toMatchObject({ Success: true, Value: { Id: answer.bet_id } });
    expect(await balanceOf(p.cash)).toBe(FUNDS - STAKE);
    const [row] = await auditOf(`vip:${request.id}`);
    expect(row).toMatchObject({
      action: 'risk.vip.approved',
      staff_id: risk.id,
      before: { status: 'awaiting', stake_minor: STAKE },
      after: { status: 'approved', stake_minor: STAKE, released_minor: 0, bet_id: answer.bet_id },
    });
    await invariants();
  });

  it('with a lower stake places that stake and gives the difference back in the same statement', async () => {
    const p = await seedPlayer();
    const request = await requestVip(p);
    const accepted = 90_000_00;
    const res = await approve(request.id, accepted);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ stake_minor: accepted, released_minor: STAKE - accepted });
    expect(await balanceOf(p.cash)).toBe(FUNDS - accepted);
    expect(await openStakes(p)).toBe(accepted);
    const [bet] = await betsOf(p);
    expect(asNumber(bet?.original_stake)).toBe(accepted);
    const state = await requestOf(request.id);
    expect(state).toMatchObject({ status: 'approved' });
    expect(asNumber(state?.accepted_stake)).toBe(accepted);
    expect((await inboxOf(p))[0]).toMatchObject({
      template: 'vip_bet_approved_part',
      params: { stake: accepted, returned: STAKE - accepted },
    });
    const [row] = await auditOf(`vip:${request.id}`);
    expect(row).toMatchObject({ after: { stake_minor: accepted, released_minor: STAKE - accepted } });
    await invariants();
  });

  it('declining instead gives the whole stake back, with an inbox message and the stake in the audit row', async () => {
    const p = await seedPlayer();
    const request = await requestVip(p);
    const res = await post(risk, `/admin-api/vip-bets/${request.id}/decline`, { reason: 'exposure too high' });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(p.cash)).toBe(FUNDS);
    expect((await inboxOf(p))[0]).toMatchObject({
      template: 'vip_bet_declined',
      params: { request_id: request.id, stake: STAKE, currency_id: USD },
    });
    const [row] = await auditOf(`vip:${request.id}`);
    expect(row).toMatchObject({
      action: 'risk.vip.declined',
      before: { stake_minor: STAKE },
      reason: 'exposure too high',
    });
    await invariants();
  });

  it('refuses a stake above the requested one, below the minimum bet, and staff without risk.vip; nothing moves', async () => {
    const p = await seedPlayer();
    const request = await requestVip(p);
    const raised = await approve(request.id, STAKE + 1);
    expect(raised.statusCode).toBe(400);
    expect(raised.json()).toMatchObject({ error_code: 'vip_stake_above_request' });
    const tiny = await approve(request.id, 1);
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json()).toMatchObject({ error_code: 'vip_stake_below_min' });
    expect((await approve(request.id, STAKE, support)).statusCode).toBe(403);
    expect(await requestOf(request.id)).toMatchObject({ status: 'awaiting', bet_id: null });
    expect(await balanceOf(p.cash)).toBe(FUNDS - STAKE);
    expect(await betsOf(p)).toHaveLength(0);
    expect(await auditOf(`vip:${request.id}`)).toHaveLength(0);
    await invariants();
  });

  it('ends the request once when two approvals and a decline race (Promise.all)', async () => {
    const p = await seedPlayer();
    const request = await requestVip(p);
    const decline = post(risk, `/admin-api/vip-bets/${request.id}/decline`, { reason: 'exposure too high' });
    const [a, b, d] = await Promise.all([approve(request.id, STAKE), approve(request.id, 100_000_00), decline]);
    const ok = [a, b, d].filter((r) => r?.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect([a, b, d].filter((r) => r?.statusCode === 409)).toHaveLength(2);
    const bets = await betsOf(p);
    const state = await requestOf(request.id);
    if (d?.statusCode === 200) {
      expect(state).toMatchObject({ status: 'declined' });
      expect(bets).toHaveLength(0);
      expect(await balanceOf(p.cash)).toBe(FUNDS);
    } else {
      expect(state).toMatchObject({ status: 'approved' });
      expect(bets).toHaveLength(1);
      expect(await balanceOf(p.cash)).toBe(FUNDS - asNumber(bets[0]?.original_stake));
    }
    expect(await auditOf(`vip:${request.id}`)).toHaveLength(1);
    await invariants();
  });

  it('racing the expiry sweep of a due request, is refused while the stake goes back exactly once', async () => {
    const p = await seedPlayer();
    const request = await requestVip(p);
    clock().advance(10 * 60_000);
    const [late, swept] = await Promise.all([approve(request.id, STAKE), t.app.coupon.expireVipBets()]);
    expect(late.statusCode).toBe(409);
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(await requestOf(request.id)).toMatchObject({ status: 'expired', bet_id: null });
    expect(await balanceOf(p.cash)).toBe(FUNDS);
    expect(await betsOf(p)).toHaveLength(0);
    await invariants();
  });

  it('is refused (409) once the request has expired, and the sweep then gives the stake back', async () => {
    const p = await seedPlayer();
    const request = await requestVip(p);
    clock().advance(10 * 60_000);
    const late = await approve(request.id, STAKE);
    expect(late.statusCode).toBe(409);
    expect(['vip_expired', 'vip_not_awaiting']).toContain(late.json().error_code);
    await t.app.coupon.expireVipBets();
    expect(await requestOf(request.id)).toMatchObject({ status: 'expired', bet_id: null });
    expect(await balanceOf(p.cash)).toBe(FUNDS);
    expect(await betsOf(p)).toHaveLength(0);
    expect((await approve(request.id, STAKE)).json()).toMatchObject({ error_code: 'vip_not_awaiting' });
    await invariants();
  });
});
