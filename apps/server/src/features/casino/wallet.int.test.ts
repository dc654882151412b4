// The seamless wallet protocol (docs/domain/casino.md, ADR 0033), call by call and status by status,
// through HTTP with signed callbacks on a real database; the ledger's invariants hold after each part.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { type CasinoTestApp, callbackBase, createCasinoTestApp, grantFreeSpins, uuid } from './casino.testing';
import { GAME_SESSION_TTL_MS } from './game-sessions';

let t: CasinoTestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterAll(async () => {
  await assertLedgerInvariants(t.database);
  await t.close();
});

const bet = (s: Parameters<typeof callbackBase>[0], amount: number, extra: object = {}) => ({
  ...callbackBase(s),
  transaction_uuid: uuid('bet'),
  round: uuid('round'),
  currency: 'EUR',
  amount,
  ...extra,
});
const settle = (
  s: Parameters<typeof callbackBase>[0],
  of: { round: string; transaction_uuid: string },
  amount = 0,
) => ({
  ...callbackBase(s),
  transaction_uuid: uuid('win'),
  round: of.round,
  currency: 'EUR',
  reference_transaction_uuid: of.transaction_uuid,
  amount,
  round_closed: true,
});

describe('user calls', () => {
  it('user/info and user/balance answer the player, the currency and the cash in minor units', async () => {
    const s = await t.seedPlayer(12_345);
    const info = await t.call('/user/info', callbackBase(s));
    expect(info).toEqual({
      http: 200,
      body: expect.objectContaining({ status: 'RS_OK', user: String(s.userId), currency: 'EUR', balance: 12_345 }),
    });
    expect(info.body.country).toBe('de');
    const req = callbackBase(s);
    expect((await t.call('/user/balance', req)).body).toEqual({
      status: 'RS_OK',
      request_uuid: req.request_uuid,
      user: String(s.userId),
      currency: 'EUR',
      balance: 12_345,
    });
  });

  it('a token of another player, another game or none at all is RS_ERROR_INVALID_TOKEN; another currency RS_ERROR_WRONG_CURRENCY', async () => {
    const s = await t.seedPlayer(100);
    const other = await t.seedPlayer(100);
    const status = async (body: object) => (await t.call('/user/balance', body)).body.status;
    expect(await status({ ...callbackBase(s), token: 'no-such-token' })).toBe('RS_ERROR_INVALID_TOKEN');
    expect(await status({ ...callbackBase(s), user: String(other.userId) })).toBe('RS_ERROR_INVALID_TOKEN');
    expect(await status({ ...callbackBase(s), game_code: 'fairline-studio:mines' })).toBe('RS_ERROR_INVALID_TOKEN');
    expect(await status({ ...callbackBase(s), currency: 'USD' })).toBe('RS_ERROR_WRONG_CURRENCY');
  });
});

describe('bets and wins', () => {
  it('a bet debits the stake and a win credits the return, each answered with the balance after', async () => {
    const s = await t.seedPlayer(1_000);
    const b = bet(s, 250);
    expect((await t.call('/transaction/bet', b)).body).toMatchObject({ status: 'RS_OK', balance: 750 });
    expect((await t.call('/transaction/win', settle(s, b, 600))).body).toMatchObject({
      status: 'RS_OK',
      balance: 1_350,
    });
    expect(await t.cash(s)).toBe(1_350);
  });

  it('a stake above the balance is RS_ERROR_NOT_ENOUGH_MONEY with the balance, and moves nothing', async () => {
    const s = await t.seedPlayer(100);
    const b = bet(s, 101);
    expect((await t.call('/transaction/bet', b)).body).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: 100,
    });
    expect(await t.cash(s)).toBe(100);
    // Nothing was recorded: a win on it has no bet.
    expect((await t.call('/transaction/win', settle(s, b, 5))).body.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  });

  it('an exact replay answers the first answer and moves nothing; ten at once move the money once', async () => {
    const s = await t.seedPlayer(1_000);
    const b = bet(s, 100);
    const first = await t.call('/transaction/bet', b);
    const again = await t.call('/transaction/bet', { ...b, request_uuid: uuid('req') });
    expect(again.body).toMatchObject({ status: 'RS_OK', balance: first.body.balance });
    const b2 = bet(s, 100);
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.call('/transaction/bet', b2)));
    expect(new Set(answers.map((a) => `${a.body.status}:${a.body.balance}`))).toEqual(new Set(['RS_OK:800']));
    const w = settle(s, b2, 50);
    await Promise.all(Array.from({ length: 10 }, () => t.call('/transaction/win', w)));
    expect(await t.cash(s)).toBe(850);
  });

  it('the same transaction id with another body is RS_ERROR_DUPLICATE_TRANSACTION', async () => {
    const s = await t.seedPlayer(1_000);
    const b = bet(s, 100);
    await t.call('/transaction/bet', b);
    expect((await t.call('/transaction/bet', { ...b, amount: 200 })).body).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
      balance: 900,
    });
    expect(await t.cash(s)).toBe(900);
  });

  it('a win on an unknown bet, or on a bet of another player, is RS_ERROR_TRANSACTION_DOES_NOT_EXIST', async () => {
    const s = await t.seedPlayer(1_000);
    const other = await t.seedPlayer(1_000);
    const b = bet(other, 100);
    await t.call('/transaction/bet', b);
    expect((await t.call('/transaction/win', settle(s, b, 500))).body.status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
    expect(
      (await t.call('/transaction/win', settle(s, { round: 'r', transaction_uuid: 'never-sent' }, 500))).body.status,
    ).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await t.cash(s)).toBe(1_000);
  });

  it('a free-spin bet of amount 0 moves nothing and its win is the player’s; a free bet with a stake is a syntax error', async () => {
    const s = await t.seedPlayer(0, 'fairline-studio:orchard-stars');
    // The player's free spins (ADR 0064): a reward of the free-spins campaign, its wins on the bonus account.
    const reward = await grantFreeSpins(t, s);
    expect((await t.call('/transaction/bet', bet(s, 0, { is_free: true, reward_uuid: 'reward-1' }))).body.status).toBe(
      'RS_ERROR_LIMIT_REACHED',
    );
    const free = bet(s, 0, { is_free: true, reward_uuid: reward });
    expect((await t.call('/transaction/bet', free)).body).toMatchObject({ status: 'RS_OK', balance: 0 });
    expect((await t.call('/transaction/win', settle(s, free, 340))).body).toMatchObject({
      status: 'RS_OK',
      balance: 340,
    });
    expect((await t.call('/transaction/bet', bet(s, 10, { is_free: true, reward_uuid: 'r' }))).body.status).toBe(
      'RS_ERROR_WRONG_SYNTAX',
    );
    expect((await t.call('/transaction/bet', bet(s, 0, { is_free: true }))).body.status).toBe('RS_ERROR_WRONG_SYNTAX');
  });
});

describe('rollbacks', () => {
  const rollback = (s: Parameters<typeof callbackBase>[0], of: { round: string; transaction_uuid: string }) => ({
    ...callbackBase(s),
    transaction_uuid: uuid('rb'),
    round: of.round,
    currency: 'EUR',
    reference_transaction_uuid: of.transaction_uuid,
    round_closed: true,
  });

  it('reverses the bet exactly once, however often and under whatever id it is repeated', async () => {
    const s = await t.seedPlayer(1_000);
    const b = bet(s, 300);
    await t.call('/transaction/bet', b);
    const r = rollback(s, b);
    expect((await t.call('/transaction/rollback', r)).body).toMatchObject({ status: 'RS_OK', balance: 1_000 });
    expect((await t.call('/transaction/rollback', r)).body).toMatchObject({ status: 'RS_OK', balance: 1_000 });
    expect((await t.call('/transaction/rollback', rollback(s, b))).body).toMatchObject({
      status: 'RS_OK',
      balance: 1_000,
    });
    expect(await t.cash(s)).toBe(1_000);
    // A win on a reversed bet is refused.
    expect((await t.call('/transaction/win', settle(s, b, 900))).body.status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
  });

  it('a rollback before its bet leaves a tombstone (RS_OK) and the late bet is refused', async () => {
    const s = await t.seedPlayer(1_000);
    const b = bet(s, 300);
    expect((await t.call('/transaction/rollback', rollback(s, b))).body).toMatchObject({
      status: 'RS_OK',
      balance: 1_000,
    });
    expect((await t.call('/transaction/bet', b)).body).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
      balance: 1_000,
    });
    expect(await t.cash(s)).toBe(1_000);
  });

  it('a rollback racing its bet ends with the money where it was, whichever came first', async () => {
    for (let i = 0; i < 10; i++) {
      const s = await t.seedPlayer(1_000);
      const b = bet(s, 300);
      await Promise.all([t.call('/transaction/bet', b), t.call('/transaction/rollback', rollback(s, b))]);
      expect(await t.cash(s)).toBe(1_000);
    }
  });

  it('wins and rollbacks are taken after the token expired; a bet is RS_ERROR_TOKEN_EXPIRED', async () => {
    const s = await t.seedPlayer(1_000);
    const b = bet(s, 100);
    const b2 = bet(s, 100);
    await t.call('/transaction/bet', b);
    await t.call('/transaction/bet', b2);
    t.clock.now = new Date(t.clock.now.getTime() + GAME_SESSION_TTL_MS + 1_000);
    try {
      expect((await t.call('/transaction/bet', bet(s, 100))).body.status).toBe('RS_ERROR_TOKEN_EXPIRED');
      expect((await t.call('/user/balance', callbackBase(s))).body.status).toBe('RS_ERROR_TOKEN_EXPIRED');
      expect((await t.call('/transaction/win', settle(s, b, 500))).body).toMatchObject({
        status: 'RS_OK',
        balance: 1_300,
      });
      expect((await t.call('/transaction/rollback', rollback(s, b2))).body).toMatchObject({
        status: 'RS_OK',
        balance: 1_400,
      });
    } finally {
      t.clock.now = new Date();
    }
  });
});

describe('signatures and syntax', () => {
  it('a wrong secret, a stale or missing timestamp, an unknown provider or a changed body is RS_ERROR_INVALID_SIGNATURE', async () => {
    const s = await t.seedPlayer(1_000);
    const b = bet(s, 100);
    const stale = String(Math.floor(Date.now() / 1000) - 301);
    for (const opts of [
      { secret: 'another-secret-entirely' },
      { timestamp: stale },
      { provider: 'no-such-provider' },
    ]) {
      expect((await t.call('/transaction/bet', b, opts)).body.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/casino-api/wallet/v1/fairline-studio/transaction/bet',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(b),
    });
    expect(res.json()).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: b.request_uuid });
    expect(await t.cash(s)).toBe(1_000);
  });

  it('a body that is not the call’s shape, not JSON, or carries a NUL is RS_ERROR_WRONG_SYNTAX (HTTP 400)', async () => {
    const s = await t.seedPlayer(1_000);
    const cases: (object | string)[] = [
      { ...bet(s, 100), amount: -5 },
      { ...bet(s, 100), amount: 1.5 },
      { ...bet(s, 100), currency: undefined },
      '{"request_uuid":',
      { ...bet(s, 100), round: 'a\u0000b' },
    ];
    for (const body of cases) {
      const res = await t.call('/transaction/bet', body);
      expect(res, JSON.stringify(body)).toMatchObject({ http: 400, body: { status: 'RS_ERROR_WRONG_SYNTAX' } });
    }
    expect(await t.cash(s)).toBe(1_000);
  });
});

describe('player protection', () => {
  it('a self-excluded or blocked player’s bet is RS_ERROR_USER_DISABLED; the win of an earlier bet is still paid', async () => {
    const s = await t.seedPlayer(1_000);
    const b = bet(s, 100);
    await t.call('/transaction/bet', b);
    await t.database.query(
      `insert into rg_blocks (user_id, kind, until, set_by, created_at) values ($1, 'self_exclusion', now() + interval '180 days', 'player', now())`,
      [s.userId],
    );
    expect((await t.call('/transaction/bet', bet(s, 100))).body.status).toBe('RS_ERROR_USER_DISABLED');
    expect((await t.call('/transaction/win', settle(s, b, 250))).body).toMatchObject({
      status: 'RS_OK',
      balance: 1_150,
    });
    const blocked = await t.seedPlayer(1_000);
    await t.database.query(`update users set status = 'blocked' where id = $1`, [blocked.userId]);
    expect((await t.call('/transaction/bet', bet(blocked, 100))).body.status).toBe('RS_ERROR_USER_DISABLED');
  });

  it('a stake past the wager limit is RS_ERROR_LIMIT_REACHED, and casino stakes count toward it', async () => {
    const s = await t.seedPlayer(100_000);
    await t.database.query(
      `insert into rg_limits (user_id, kind, period, amount, updated_at) values ($1, 'wager', '24h', 1000, now())`,
      [s.userId],
    );
    expect((await t.call('/transaction/bet', bet(s, 600))).body.status).toBe('RS_OK');
    expect((await t.call('/transaction/bet', bet(s, 500))).body.status).toBe('RS_ERROR_LIMIT_REACHED');
    expect((await t.call('/transaction/bet', bet(s, 400))).body.status).toBe('RS_OK');
    expect(await t.cash(s)).toBe(99_000);
  });
});

describe('the studio', () => {
  it('publishes each game’s theoretical RTP and house edge from the shared game maths', async () => {
    const res = await t.app.inject('/web-api/casino/v1/studio/games');
    expect(res.statusCode).toBe(200);
    const games = res.json().data as { id: string; rtp: number; house_edge: number }[];
    expect(games.map((g) => g.id)).toEqual(
      expect.arrayContaining([
        'dice',
        'roulette',
        'mines',
        'plinko',
        'crash',
        'blackjack',
        'orchard-stars',
        'sunstone-ways',
      ]),
    );
    const roulette = games.find((g) => g.id === 'roulette');
    expect(roulette?.rtp).toBeCloseTo(36 / 37, 12);
    for (const g of games) expect(g.rtp + g.house_edge).toBeCloseTo(1, 12);
  });
});
