import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkMoneyAction, type MoneyAction, RgRefusalError } from './responsible-gambling.service';
import { createRgTestApp, type RgPlayer, type RgTestApp } from './rg.testing';

let t: RgTestApp;
const DAY = 24 * 3_600_000;

beforeAll(async () => {
  t = await createRgTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date();
});

/** Each way a block comes to be: the player's own choice in the office, or the operator's record. */
const BLOCKS: [string, string, (p: RgPlayer) => Promise<void>][] = [
  [
    'a time-out the player took',
    'rg_time_out',
    async (p) => void (await t.put(p, 'time-out', { period: '24h', confirm: true })),
  ],
  [
    'a self-exclusion the player chose',
    'rg_self_exclusion',
    async (p) => void (await t.put(p, 'self-exclusion', { period: '6m', confirm: true })),
  ],
  [
    'a time-out the operator stored',
    'rg_time_out',
    async (p) =>
      void (await t.database.query(`insert into rg_blocks (user_id, kind, until) values ($1, 'timeout', $2)`, [
        p.id,
        new Date(t.clock.now.getTime() + DAY),
      ])),
  ],
  [
    'a self-exclusion the operator wrote in the profile',
    'rg_self_exclusion',
    async (p) =>
      void (await t.database.query(
        `update users set profile = jsonb_build_object('self_excluded_until', $2::text) where id = $1`,
        [p.id, new Date(t.clock.now.getTime() + 200 * DAY).toISOString()],
      )),
  ],
  [
    'a reached session-time limit',
    'rg_session_limit',
    async (p) =>
      void (await t.database.query(
        `insert into rg_blocks (user_id, kind, until, set_by) values ($1, 'session_limit', $2, 'player')`,
        [p.id, new Date(t.clock.now.getTime() + DAY)],
      )),
  ],
];
const ACTIONS: MoneyAction[] = ['bet', 'casino_bet', 'deposit', 'bonus_claim'];

describe('one enforcement point: each block refuses each action', () => {
  for (const [name, reason, block] of BLOCKS) {
    describe(name, () => {
      it.each(ACTIONS)('refuses %s with the block as the reason', async (action) => {
        const player = await t.seedPlayer();
        await block(player);
        const err = await checkMoneyAction(t.database, player.id, action, 1_00).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(RgRefusalError);
        expect((err as RgRefusalError).reason).toBe(reason);
      });

      it('refuses the login, naming the reason', async () => {
        const player = await t.seedPlayer();
        await block(player);
        const res = await t.login(player);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error_code: reason });
      });
    });
  }

  it('refuses a bet over HTTP during an operator block, and the stake stays', async () => {
    const player = await t.seedPlayer();
    await BLOCKS[2]?.[2](player);
    const answer = await t.bet(player, 5);
    expect(answer).toMatchObject({ Success: false, ErrorCode: 105 });
    expect(answer.Error).toMatch(/Betting is blocked: your account is on a time-out/);
    expect(await t.database.query('select 1 from bets where user_id = $1', [player.id])).toHaveLength(0);
  });

  it('refuses a deposit over HTTP during an operator block (error_code blocked, the reason in the message)', async () => {
    const player = await t.seedPlayer();
    await BLOCKS[2]?.[2](player);
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/payments/deposit',
      headers: player.headers,
      payload: { amount: '10', currency_id: 10 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error_code: 'blocked' });
    expect(res.json().message ?? res.body).toMatch(/time-out/);
  });
});

describe('time-out and self-exclusion', () => {
  it('starts at once, ends the sessions and marks the player for marketing suppression', async () => {
    const player = await t.seedPlayer();
    const res = await t.put(player, 'time-out', { period: '1w', confirm: true });
    expect(res.statusCode).toBe(200);
    const block = res.json().data.attributes;
    expect(block).toMatchObject({ active: true, set_by: 'player' });
    expect(Date.parse(block.until) - t.clock.now.getTime()).toBe(7 * DAY);
    expect((await t.get(player, 'time-out')).statusCode).toBe(401);
    const [user] = await t.database.query<{ marketing_suppressed: boolean }>(
      'select marketing_suppressed from users where id = $1',
      [player.id],
    );
    expect(user?.marketing_suppressed).toBe(true);
  });

  it('needs the confirmation', async () => {
    const player = await t.seedPlayer();
    expect((await t.put(player, 'self-exclusion', { period: '1y' })).statusCode).toBe(400);
    expect((await t.put(player, 'self-exclusion', { period: '1y', confirm: false })).statusCode).toBe(400);
    expect((await t.get(player, 'self-exclusion')).json().data.attributes).toEqual({
      active: false,
      until: null,
      set_by: null,
    });
  });

  it('cannot be shortened: a shorter block later leaves the longer one running', async () => {
    const player = await t.seedPlayer();
    await t.database.query(
      `insert into rg_blocks (user_id, kind, until, set_by) values ($1, 'timeout', $2, 'player')`,
      [player.id, new Date(t.clock.now.getTime() + 42 * DAY)],
    );
    await t.database.query(
      `insert into rg_blocks (user_id, kind, until, set_by) values ($1, 'timeout', $2, 'player')`,
      [player.id, new Date(t.clock.now.getTime() + DAY)],
    );
    t.advance(2 * DAY);
    expect((await t.login(player)).json()).toMatchObject({ error_code: 'rg_time_out' });
  });

  it('lets the player back in once the time-out ran out', async () => {
    const player = await t.seedPlayer();
    await t.put(player, 'time-out', { period: '24h', confirm: true });
    t.advance(DAY + 1000);
    expect((await t.login(player)).statusCode).toBe(200);
  });
});
