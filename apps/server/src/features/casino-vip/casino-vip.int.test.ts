import { randomUUID } from 'node:crypto';
import { type CashbackAnswer, isoWeekStart, type VipStatusAnswer } from '@fairline/shared/wire/casino-vip';
import {
  CASINO_SIGNATURE_HEADER,
  CASINO_TIMESTAMP_HEADER,
  type CasinoWalletAnswer,
} from '@fairline/shared/wire/casino-wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testConfig } from '../../config/env';
import { signPayload } from '../../infra/signed-callback';
import { asNumber } from '../../infra/sql-values';
import { createSession } from '../auth/auth.service';
import { createGameSession, type GameSession, STUDIO_PROVIDER_ID, WALLET_PREFIX } from '../casino/casino.service';
import { liftOperatorBlock, startOperatorBlock } from '../responsible-gambling/responsible-gambling.service';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { postTransaction, systemAccountId } from '../wallet/wallet.service';

// The casino VIP club and its weekly premium cashback (issue 21 §4, ADR 0067), through the real wallet
// callbacks and the office's endpoints on one app.

const CSRF = { 'x-requested-with': 'fetch' };
const USD = 10;
const EUR = 12;
const WEEK = 7 * 86_400_000;
const SECRET = testConfig().CASINO_STUDIO_SECRET;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await assertLedgerInvariants(t.database);
  await t.close();
});

interface Player {
  id: number;
  headers: Record<string, string>;
  game: GameSession;
}

async function seedPlayer(currencyId: number, cash: number, brandSlug = 'fairline'): Promise<Player> {
  const [brand] = await t.database.query<{ id: number }>('select id from brands where slug = $1', [brandSlug]);
  const [row] = await t.database.query<{ id: unknown }>(
    `insert into users (brand_id, country, currency_id, registration_type, email)
     values ($1, 'de', $2, 'full_reg', $3) returning id`,
    [brand?.id, currencyId, `vip${randomUUID()}@example.com`],
  );
  const id = asNumber(row?.id);
  await t.database.query('select wallet_ensure_accounts($1)', [id]);
  if (cash > 0)
    await postTransaction(t.database, {
      kind: 'deposit',
      idempotencyKey: `vip-test-deposit:${id}`,
      legs: [
        { accountId: await cashAccount(id, currencyId), amount: cash },
        { accountId: await systemAccountId(t.database, 'payment_clearing', currencyId), amount: -cash },
      ],
    });
  const { token } = await createSession(t.database, { userId: id });
  const game = await createGameSession(t.database, {
    providerId: STUDIO_PROVIDER_ID,
    gameId: 'fairline-studio:dice',
    userId: id,
    currencyId,
    brandId: brand?.id ?? 1,
    now: new Date(),
  });
  return { id, headers: { cookie: `fl_session=${token}`, ...CSRF }, game };
}

async function cashAccount(userId: number, currencyId: number): Promise<number> {
  const [row] = await t.database.query<{ id: unknown }>(`select ledger_player_account($1, $2, 'player_cash') as id`, [
    userId,
    currencyId,
  ]);
  return asNumber(row?.id);
}

async function cashOf(p: Player): Promise<number> {
  const [row] = await t.database.query<{ balance: unknown }>('select balance from ledger_accounts where id = $1', [
    await cashAccount(p.id, p.game.currencyId),
  ]);
  return asNumber(row?.balance);
}

/** A wallet callback signed by the studio, as it reaches the platform. */
async function call(path: string, body: object): Promise<CasinoWalletAnswer> {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await t.app.inject({
    method: 'POST',
    url: `${WALLET_PREFIX}/${STUDIO_PROVIDER_ID}${path}`,
    headers: {
      'content-type': 'application/json',
      [CASINO_TIMESTAMP_HEADER]: timestamp,
      [CASINO_SIGNATURE_HEADER]: signPayload(SECRET, timestamp, raw),
    },
    payload: raw,
  });
  const answer = res.json<CasinoWalletAnswer>();
  expect(answer.status).toBe('RS_OK');
  return answer;
}

const base = (p: Player) => ({
  request_uuid: randomUUID(),
  user: String(p.id),
  token: p.game.token,
  game_code: p.game.gameId,
  currency: p.game.currencyId === USD ? 'USD' : 'EUR',
});

/** One round: a bet of `stake` minor units and, when `win` > 0, its win. Returns the bet's id. */
async function play(p: Player, stake: number, win = 0): Promise<string> {
  const bet = randomUUID();
  const round = randomUUID();
  await call('/transaction/bet', {
    ...base(p),
    transaction_uuid: bet,
    round,
    amount: stake,
  });
  await call('/transaction/win', {
    ...base(p),
    transaction_uuid: randomUUID(),
    round,
    reference_transaction_uuid: bet,
    amount: win,
    round_closed: true,
  });
  return bet;
}

const rollBack = (p: Player, bet: string) =>
  call('/transaction/rollback', {
    ...base(p),
    transaction_uuid: randomUUID(),
    round: randomUUID(),
    reference_transaction_uuid: bet,
  });

const get = async <T>(p: Player, path: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/web-api/officeapi/casino/${path}`, headers: p.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
};
const vip = (p: Player) => get<VipStatusAnswer['data']>(p, 'vip');
const cashback = (p: Player) => get<CashbackAnswer['data']>(p, 'cashback');

/** An instant an hour after the running week closed: the sweep credits that week then. */
const afterThisWeek = () => new Date(isoWeekStart(new Date()).getTime() + WEEK + 3_600_000);

const messagesOf = async (p: Player) =>
  t.database.query<{ params: { bonus: number } }>(
    `select params from inbox_messages where user_id = $1 and template = 'casino_cashback'`,
    [p.id],
  );

describe('the VIP level follows real-money casino wagering in the month', () => {
  it('reaches Silver at 500 USD; rolled-back bets and demo play never count', async () => {
    const p = await seedPlayer(USD, 2_000_00);
    await play(p, 300_00);
    await play(p, 199_99, 50_00);
    await rollBack(p, await play(p, 100_00));
    const demo = await t.app.inject({
      method: 'POST',
      url: '/studio-api/v1/sessions',
      payload: { demo: true, currency: 'USD' },
    });
    const round = await t.app.inject({
      method: 'POST',
      url: '/studio-api/v1/rounds',
      headers: { authorization: `Bearer ${demo.json<{ session: string }>().session}` },
      payload: { game: 'dice', stake: 900_00, params: { target: 50, direction: 'over' } },
    });
    expect(round.statusCode).toBe(200);

    const bronze = await vip(p);
    expect(bronze).toMatchObject({ level: 'bronze', wageredUsd: 499.99, heldFromPreviousMonth: false });
    expect(bronze.next).toEqual({ code: 'silver', thresholdUsd: 500, remainingUsd: 0.01 });
    expect(bronze.progressPercent).toBe(99.9);
    expect(bronze.levels.map((l) => l.code)).toEqual(['bronze', 'silver', 'gold', 'platinum', 'diamond']);

    await play(p, 1);
    const silver = await vip(p);
    expect(silver).toMatchObject({ level: 'silver', wageredUsd: 500, progressPercent: 20 });
    expect(silver.next).toEqual({ code: 'gold', thresholdUsd: 2_500, remainingUsd: 2_000 });
  });

  it('counts another currency at its USD rate, as loyalty points do (460.00 EUR = 500 USD)', async () => {
    const p = await seedPlayer(EUR, 1_000_00);
    await play(p, 459_99);
    expect((await vip(p)).level).toBe('bronze');
    await play(p, 1);
    expect(await vip(p)).toMatchObject({ level: 'silver', wageredUsd: 500 });
  });
});

describe('the weekly premium cashback', () => {
  it('pays exactly (stakes − wins) × the level’s percent for the closed week, once, with the sweep run twice at once', async () => {
    const p = await seedPlayer(EUR, 500_00);
    await play(p, 100_00, 30_00);
    await play(p, 50_00);
    await rollBack(p, await play(p, 20_00, 0));
    const running = await cashback(p);
    expect(running).toMatchObject({ level: 'bronze', percent: 5 });
    expect(running.current).toEqual([
      { currencyId: EUR, currencyIso: 'EUR', stakes: 150_00, wins: 30_00, netLoss: 120_00, expected: 6_00 },
    ]);
    expect(running.history).toEqual([]);

    const before = await cashOf(p);
    const at = afterThisWeek();
    await Promise.all([t.app.casinoVip.sweep(at), t.app.casinoVip.sweep(at)]);
    await t.app.casinoVip.sweep(at);
    expect(await cashOf(p)).toBe(before + 6_00);
    const posted = await t.database.query('select id from ledger_transactions where idempotency_key = $1', [
      `casino_cashback:${p.id}:${EUR}:${isoWeekStart(new Date()).toISOString().slice(0, 10)}`,
    ]);
    expect(posted).toHaveLength(1);
    expect((await messagesOf(p)).map((m) => m.params.bonus)).toEqual([6_00]);
    const [week] = (await cashback(p)).history;
    expect(week).toMatchObject({ netLoss: 120_00, level: 'bronze', percent: 5, amount: 6_00, status: 'credited' });
  });

  it('pays at the level held when the week ends, at most the level’s weekly cap (Platinum: 12 %, 3,000 USD)', async () => {
    const p = await seedPlayer(USD, 30_000_00);
    await play(p, 30_000_00);
    expect((await vip(p)).level).toBe('platinum');
    expect((await cashback(p)).current[0]).toMatchObject({ netLoss: 30_000_00, expected: 3_000_00 });
    await t.app.casinoVip.sweep(afterThisWeek());
    expect(await cashOf(p)).toBe(3_000_00);
    expect((await cashback(p)).history[0]).toMatchObject({ level: 'platinum', percent: 12, amount: 3_000_00 });
  });

  it('pays nothing for a week the player ended in profit', async () => {
    const p = await seedPlayer(EUR, 100_00);
    await play(p, 10_00, 25_00);
    expect((await cashback(p)).current[0]).toMatchObject({ netLoss: -15_00, expected: 0 });
    const before = await cashOf(p);
    await t.app.casinoVip.sweep(afterThisWeek());
    expect(await cashOf(p)).toBe(before);
    expect((await cashback(p)).history[0]).toMatchObject({ amount: 0, status: 'none' });
    expect(await messagesOf(p)).toHaveLength(0);
  });

  it('holds a self-excluded player’s cashback without a word, and credits it once the exclusion ends', async () => {
    const p = await seedPlayer(EUR, 100_00);
    await play(p, 40_00);
    const block = await startOperatorBlock(t.database, {
      userId: p.id,
      kind: 'self_exclusion',
      until: null,
      reason: 'test',
      operator: 'vip-test',
    });
    const before = await cashOf(p);
    await t.app.casinoVip.sweep(afterThisWeek());
    expect(await cashOf(p)).toBe(before);
    const [held] = await t.database.query<{ status: string; amount: unknown }>(
      'select status, amount from casino_cashback_weeks where user_id = $1',
      [p.id],
    );
    expect(held).toMatchObject({ status: 'held' });
    expect(asNumber(held?.amount)).toBe(2_00);
    expect(await messagesOf(p)).toHaveLength(0);

    await liftOperatorBlock(t.database, { userId: p.id, blockId: block.id, reason: 'test over', operator: 'vip-test' });
    // The exclusion ended the player's sessions: they sign in again.
    const { token } = await createSession(t.database, { userId: p.id });
    p.headers = { cookie: `fl_session=${token}`, ...CSRF };
    await t.app.casinoVip.sweep(afterThisWeek());
    await t.app.casinoVip.sweep(afterThisWeek());
    expect(await cashOf(p)).toBe(before + 2_00);
    expect((await cashback(p)).history[0]).toMatchObject({ amount: 2_00, status: 'credited' });
    expect(await messagesOf(p)).toHaveLength(1);
  });
});

describe('the office endpoints', () => {
  it('where the brand runs no premium cashback (Meridian), its screen answers 404 and closed weeks pay nothing', async () => {
    const p = await seedPlayer(EUR, 100_00, 'meridian');
    await play(p, 40_00);
    const at = (path: string) =>
      t.app.inject({
        method: 'GET',
        url: `/web-api/officeapi/casino/${path}`,
        headers: { ...p.headers, host: 'meridian.localhost' },
      });
    expect((await at('cashback')).statusCode).toBe(404);
    expect((await at('vip')).statusCode).toBe(200);
    const before = await cashOf(p);
    await t.app.casinoVip.sweep(afterThisWeek(), { userId: p.id });
    expect(await cashOf(p)).toBe(before);
    const weeks = await t.database.query('select amount, status from casino_cashback_weeks where user_id = $1', [p.id]);
    expect(weeks.map((w) => ({ ...w, amount: Number(w.amount) }))).toEqual([{ amount: 0, status: 'none' }]);
    expect(await messagesOf(p)).toHaveLength(0);
  });

  it('answer only a signed-in player', async () => {
    for (const path of ['vip', 'cashback']) {
      const res = await t.app.inject({ method: 'GET', url: `/web-api/officeapi/casino/${path}`, headers: CSRF });
      expect(res.statusCode).toBe(401);
    }
  });

  it('list VIP club and premium cashback in the office menu while the casino feature runs', async () => {
    const p = await seedPlayer(EUR, 0);
    const res = await t.app.inject({ method: 'GET', url: '/web-api/officeapi/getLeftMenuData', headers: p.headers });
    const keys = res.json<{ data: { items: { key: string }[] } }>().data.items.map((i) => i.key);
    expect(keys).toEqual(expect.arrayContaining(['casino', 'vip', 'cashback']));
  });
});
