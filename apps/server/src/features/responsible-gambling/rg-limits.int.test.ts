import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRgTestApp, type RgTestApp } from './rg.testing';

let t: RgTestApp;
const HOUR = 3_600_000;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createRgTestApp();
});
afterAll(() => t.close());
// Bets are stamped by the wall clock; each test starts the protection clock there and moves it itself.
beforeEach(() => {
  t.clock.now = new Date();
});

type Limit = {
  period: string;
  amount: number | null;
  has_pending: boolean;
  pending_amount: number | null;
  used: number;
};
const limitsOf = (res: { json: () => unknown }) =>
  (res.json() as { data: { attributes: { limits: Limit[] } } }).data.attributes.limits;
const day = (limits: Limit[]) => limits.find((l) => l.period === '24h');

describe('loss limits', () => {
  it('refuses a bet that would take the losses of the period past the limit, with the reason', async () => {
    const player = await t.seedPlayer();
    expect((await t.put(player, 'loss-limits', { limits: [{ period: '24h', amount: 20 }] })).statusCode).toBe(200);
    expect((await t.bet(player, 10)).Success).toBe(true);
    expect((await t.bet(player, 10)).Success).toBe(true);
    const refused = await t.bet(player, 1);
    expect(refused).toMatchObject({ Success: false, ErrorCode: 105 });
    expect(refused.Error).toMatch(/24-hour loss limit/);
    expect(day(limitsOf(await t.get(player, 'loss-limits')))).toMatchObject({ amount: 20, used: 20, remaining: 0 });
  });

  it('counts returns against stakes: a won bet frees room under the loss limit', async () => {
    const player = await t.seedPlayer();
    await t.put(player, 'loss-limits', { limits: [{ period: '7d', amount: 15 }] });
    expect((await t.bet(player, 10)).Success).toBe(true);
    expect((await t.bet(player, 10)).Success).toBe(false);
    await t.database.query(`update bets set status = 'won', payout = 2500 where user_id = $1`, [player.id]);
    expect((await t.bet(player, 10)).Success).toBe(true);
  });

  it('applies a lower limit at once and a higher one only after 24 hours, shown as pending', async () => {
    const player = await t.seedPlayer();
    await t.put(player, 'loss-limits', { limits: [{ period: '24h', amount: 50 }] });
    const lowered = limitsOf(await t.put(player, 'loss-limits', { limits: [{ period: '24h', amount: 10 }] }));
    expect(day(lowered)).toMatchObject({ amount: 10, has_pending: false });
    const raised = day(limitsOf(await t.put(player, 'loss-limits', { limits: [{ period: '24h', amount: 100 }] })));
    expect(raised).toMatchObject({ amount: 10, has_pending: true, pending_amount: 100 });
    expect((await t.bet(player, 20)).Success).toBe(false);
    t.advance(24 * HOUR + MINUTE);
    expect(day(limitsOf(await t.get(player, 'loss-limits')))).toMatchObject({ amount: 100, has_pending: false });
    expect((await t.bet(player, 20)).Success).toBe(true);
  });

  it('cancels a pending raise when the limit in force is sent again', async () => {
    const player = await t.seedPlayer();
    await t.put(player, 'loss-limits', { limits: [{ period: '1m', amount: 30 }] });
    await t.put(player, 'loss-limits', { limits: [{ period: '1m', amount: null }] });
    const cancelled = limitsOf(await t.put(player, 'loss-limits', { limits: [{ period: '1m', amount: 30 }] }));
    expect(cancelled.find((l) => l.period === '1m')).toMatchObject({ amount: 30, has_pending: false });
  });

  it('needs a logged-in player', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web-api/api/web/user/v1/loss-limits' });
    expect(res.statusCode).toBe(401);
  });
});

describe('wager limits', () => {
  it('refuses a stake that would pass the wager limit even when earlier bets won', async () => {
    const player = await t.seedPlayer();
    await t.put(player, 'wager-limits', { limits: [{ period: '24h', amount: 25 }] });
    expect((await t.bet(player, 20)).Success).toBe(true);
    await t.database.query(`update bets set status = 'won', payout = 6000 where user_id = $1`, [player.id]);
    const refused = await t.bet(player, 10);
    expect(refused.Error).toMatch(/24-hour wager limit/);
    expect((await t.bet(player, 5)).Success).toBe(true);
  });
});

describe('session-time limit', () => {
  it('ends the session and blocks play and login for the rest of 24 hours once reached', async () => {
    const player = await t.seedPlayer();
    const set = await t.put(player, 'session-limit', { minutes: 30 });
    expect(set.json().data.attributes).toMatchObject({ minutes: 30, has_pending: false });
    expect((await t.bet(player, 1)).Success).toBe(true);
    t.advance(31 * MINUTE);
    const refused = await t.bet(player, 1);
    expect(refused.Error).toMatch(/session time limit/);
    expect((await t.get(player, 'loss-limits')).statusCode).toBe(401);
    const again = await t.login(player);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ error_code: 'rg_session_limit' });
    t.advance(24 * HOUR);
    expect((await t.login(player)).statusCode).toBe(200);
  });

  it('waits 24 hours before a raise applies', async () => {
    const player = await t.seedPlayer();
    await t.put(player, 'session-limit', { minutes: 60 });
    const raised = await t.put(player, 'session-limit', { minutes: 120 });
    expect(raised.json().data.attributes).toMatchObject({ minutes: 60, has_pending: true, pending_minutes: 120 });
  });
});

describe('reality checks', () => {
  it('falls due after the interval, stops play until "continue", and keeps its state on the server', async () => {
    const player = await t.seedPlayer();
    const set = await t.put(player, 'reality-check', { interval_minutes: 15 });
    expect(set.json().data.attributes).toMatchObject({ interval_minutes: 15, due: false });
    expect((await t.bet(player, 3)).Success).toBe(true);
    t.advance(16 * MINUTE);
    const due = (await t.get(player, 'reality-check')).json().data.attributes;
    expect(due).toMatchObject({ due: true, stakes: 3, net: -3, currency: 'USD' });
    expect(due.session_minutes).toBeGreaterThanOrEqual(16);
    expect((await t.bet(player, 1)).Error).toMatch(/reality check/);
    const answered = await t.put(player, 'reality-check', { acknowledge: true });
    expect(answered.json().data.attributes).toMatchObject({ due: false });
    expect((await t.bet(player, 1)).Success).toBe(true);
  });

  it('refuses an interval outside 15–120 minutes', async () => {
    const player = await t.seedPlayer();
    expect((await t.put(player, 'reality-check', { interval_minutes: 5 })).statusCode).toBe(400);
    expect((await t.put(player, 'reality-check', { interval_minutes: 121 })).statusCode).toBe(400);
  });
});

describe('account history', () => {
  it('lists the bets of 12 months and exports them as CSV', async () => {
    const player = await t.seedPlayer();
    await t.bet(player, 4);
    const history = (await t.get(player, 'account-history')).json().data.attributes;
    expect(history.items).toEqual([
      expect.objectContaining({ type: 'bet', amount: 4, status: 'open', currency: 'USD' }),
    ]);
    const csv = await t.get(player, 'account-history.csv');
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe('date,type,reference,status,amount,result,currency');
    expect(csv.body).toMatch(/,bet,\d+,open,4,,USD/);
  });

  it('lists a casino round with its stakes and, once closed, its result (a rolled-back stake counts nothing)', async () => {
    const player = await t.seedPlayer();
    const row = (uuid: string, kind: string, amount: number, extra: { closed?: boolean; rolledBack?: boolean } = {}) =>
      t.database.query(
        `insert into casino_transactions (provider_id, transaction_uuid, kind, request_hash, user_id, currency_id, amount,
           game_id, round, round_closed, rolled_back, created_at)
         values ('fairline-studio', $1, $2, 'h', $3, 10, $4, 'fairline-studio:dice', 'r1', $5, $6, now())`,
        [uuid, kind, player.id, amount, extra.closed ?? false, extra.rolledBack ?? false],
      );
    await row('b1', 'bet', 300);
    await row('b2', 'bet', 200, { rolledBack: true });
    const open = (await t.get(player, 'account-history')).json().data.attributes.items;
    expect(open).toEqual([
      expect.objectContaining({
        type: 'casino_round',
        ref: 'fairline-studio:r1',
        status: 'open',
        amount: 3,
        result: null,
      }),
    ]);
    await row('w1', 'win', 500, { closed: true });
    const closed = (await t.get(player, 'account-history')).json().data.attributes.items;
    expect(closed).toEqual([expect.objectContaining({ type: 'casino_round', status: 'closed', amount: 3, result: 2 })]);
  });
});
