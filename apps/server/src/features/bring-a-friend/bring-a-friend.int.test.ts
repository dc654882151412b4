import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { asNumber } from '../../infra/sql-values';
import { createSession } from '../auth/auth.service';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { postTransaction, systemAccountId } from '../wallet/wallet.service';

// Bring a friend (ADR 0061): binding through a link, the daily commission and the transfer.

const CSRF = { 'x-requested-with': 'fetch' };
const DAY = 86_400_000;
const TENGE = 4;
let t: TestApp;

interface Player {
  id: number;
  headers: Record<string, string>;
  cash: number;
}

async function seedPlayer(opts: { createdAt?: Date } = {}): Promise<Player> {
  const [brand] = await t.database.query<{ id: number }>(`select id from brands where slug = 'fairline'`);
  const [row] = await t.database.query<{ id: unknown }>(
    `insert into users (brand_id, country, currency_id, registration_type, email, created_at, email_verified_at)
     values ($1, 'kz', $2, 'full_reg', $3, $4, $4) returning id`,
    [brand?.id, TENGE, `friend${randomUUID()}@example.com`, opts.createdAt ?? new Date()],
  );
  const id = asNumber(row?.id);
  await t.database.query('select wallet_ensure_accounts($1)', [id]);
  const { token } = await createSession(t.database, { userId: id });
  const [cash] = await t.database.query<{ id: unknown }>(
    `select id from ledger_accounts where owner_id = $1 and kind = 'player_cash'`,
    [id],
  );
  return { id, headers: { cookie: `fl_session=${token}`, ...CSRF }, cash: asNumber(cash?.id) };
}

const tagOf = async (p: Player) =>
  (await t.app.inject({ method: 'GET', url: '/web-api/api/v3/users/friend-reffer-tag', headers: p.headers })).json<{
    data: { tag: string; link: string };
  }>().data;

const bind = (p: Player, tag: string) =>
  t.app.inject({ method: 'POST', url: '/web-api/bringfriend/registration', headers: p.headers, payload: { tag } });

const referralUsers = async (p: Player) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/web-api/bringfriend/getReferralUsers',
      headers: p.headers,
      payload: {},
    })
  ).json<{
    data: {
      users: { referralUserId: number; label: string; earnings: { amount: number }[] }[];
      balance: { amount: number }[];
    };
  }>().data;

/** A deposit of real money as the cashier books it (the fraud checks' minimum activity: 10 USD, 4,800 tenge). */
async function deposited(p: Player, amount: number, at = new Date()) {
  const clearing = await systemAccountId(t.database, 'payment_clearing', TENGE);
  await postTransaction(t.database, {
    kind: 'deposit',
    idempotencyKey: `deposit:${randomUUID()}`,
    legs: [
      { accountId: clearing, amount: -amount },
      { accountId: p.cash, amount },
    ],
    at,
  });
}

/** A sportsbook bet as the ledger books it: a deposit, the stake reserved, then settled with `payout`. */
async function settledBet(p: Player, stake: number, payout: number, at: Date) {
  const key = randomUUID();
  const clearing = await systemAccountId(t.database, 'payment_clearing', TENGE);
  const house = await systemAccountId(t.database, 'house_revenue', TENGE);
  const [open] = await t.database.query<{ id: unknown }>(`select ledger_player_account($1, $2, 'open_stakes') as id`, [
    p.id,
    TENGE,
  ]);
  const openId = asNumber(open?.id);
  const post = (kind: string, legs: { accountId: number; amount: number }[]) =>
    postTransaction(t.database, { kind, idempotencyKey: `${kind}:${key}`, legs, at });
  await post('deposit', [
    { accountId: clearing, amount: -stake },
    { accountId: p.cash, amount: stake },
  ]);
  await post('bet_placed', [
    { accountId: p.cash, amount: -stake },
    { accountId: openId, amount: stake },
  ]);
  const legs = [
    { accountId: openId, amount: -stake },
    { accountId: house, amount: stake },
  ];
  if (payout > 0) legs.push({ accountId: house, amount: -payout }, { accountId: p.cash, amount: payout });
  await post('bet_settled', legs);
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('registration through a referral link', () => {
  it('binds the referrer once: the same tag again is a replay, another referrer is refused', async () => {
    const [referrer, other, friend] = [await seedPlayer(), await seedPlayer(), await seedPlayer()];
    const { tag, link } = await tagOf(referrer);
    expect(link).toBe(`/registration?ref=${tag}`);
    expect((await tagOf(referrer)).tag).toBe(tag);
    const first = await bind(friend, tag);
    expect(first.json()).toEqual({ data: { bound: true, replayed: false } });
    expect((await bind(friend, tag)).json()).toEqual({ data: { bound: true, replayed: true } });
    const second = await bind(friend, (await tagOf(other)).tag);
    expect(second.statusCode).toBe(409);
    expect(second.json().error_code).toBe('already_referred');
    expect((await referralUsers(referrer)).users).toHaveLength(1);
    expect((await referralUsers(other)).users).toHaveLength(0);
  });

  it('reads the tag from the cookie a link left, and clears it', async () => {
    const [referrer, friend] = [await seedPlayer(), await seedPlayer()];
    const { tag } = await tagOf(referrer);
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/bringfriend/registration',
      headers: { ...friend.headers, cookie: `${friend.headers.cookie}; fl_ref=${tag}` },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/fl_ref=;/);
    expect((await referralUsers(referrer)).users[0]?.label).toBe(String(friend.id).slice(-4));
  });

  it('refuses self-referral, an unknown tag and an account older than the window', async () => {
    const [me, old] = [await seedPlayer(), await seedPlayer({ createdAt: new Date(Date.now() - 2 * DAY) })];
    const { tag } = await tagOf(me);
    const self = await bind(me, tag);
    expect(self.statusCode).toBe(400);
    expect(self.json().error_code).toBe('self_referral');
    expect((await bind(old, tag)).json().error_code).toBe('referral_too_late');
    expect((await bind(old, 'zzzzzzzz')).statusCode).toBe(404);
    expect((await referralUsers(me)).users).toHaveLength(0);
  });
});

describe('the commission schedule', () => {
  it('credits 20 % of a closed day’s net revenue once; replays move nothing; a losing day carries nothing', async () => {
    const [referrer, friend] = [await seedPlayer(), await seedPlayer()];
    await bind(friend, (await tagOf(referrer)).tag);
    const today = new Date();
    await deposited(friend, 500_000, today);
    await settledBet(friend, 10_000, 0, today); // lost: +10 000 for the house
    await settledBet(friend, 5_000, 8_000, today); // won: −3 000
    // The day is not closed yet: nothing is due.
    expect((await t.app.bringAFriend.sweep(today)).credited).toBe(0);
    const tomorrow = new Date(today.getTime() + DAY);
    await t.app.bringAFriend.sweep(tomorrow);
    const after = await referralUsers(referrer);
    expect(after.balance).toEqual([{ currencyId: TENGE, amount: 1_400 }]);
    expect(after.users[0]?.earnings).toEqual([{ currencyId: TENGE, amount: 1_400 }]);
    // The schedule runs again (and through the dev route): the period is credited already.
    expect((await t.app.bringAFriend.sweep(tomorrow)).credited).toBe(0);
    const dev = await t.app.inject({
      method: 'POST',
      url: '/dev/bring-a-friend/sweep',
      headers: CSRF,
      payload: { at: tomorrow.toISOString() },
    });
    expect(dev.statusCode).toBe(200);
    expect((await referralUsers(referrer)).balance[0]?.amount).toBe(1_400);
    // The next day the friend wins more than they stake: no commission, no clawback.
    await settledBet(friend, 1_000, 9_000, tomorrow);
    await t.app.bringAFriend.sweep(new Date(tomorrow.getTime() + DAY));
    expect((await referralUsers(referrer)).balance[0]?.amount).toBe(1_400);
    const extended = await t.app.inject({
      method: 'POST',
      url: '/web-api/api/web/user/bringfriend/extended-referral-users',
      headers: referrer.headers,
      payload: {},
    });
    expect(
      extended.json().data.users[0].periods.map((p: { revenue: number; amount: number }) => [p.revenue, p.amount]),
    ).toEqual([
      [-8_000, 0],
      [7_000, 1_400],
    ]);
    await assertLedgerInvariants(t.database);
  });
});

describe('transfer and removal', () => {
  it('moves referral earnings to the main account once per requestId; remove only hides the player', async () => {
    const [referrer, friend] = [await seedPlayer(), await seedPlayer()];
    await bind(friend, (await tagOf(referrer)).tag);
    const today = new Date();
    await deposited(friend, 500_000, today);
    await settledBet(friend, 50_000, 0, today);
    await t.app.bringAFriend.sweep(new Date(today.getTime() + DAY));
    const requestId = randomUUID();
    const transfer = () =>
      t.app.inject({
        method: 'POST',
        url: '/web-api/bringfriend/transferMoneyToMainAccount',
        headers: referrer.headers,
        payload: { requestId },
      });
    const first = (await transfer()).json().data;
    expect(first).toMatchObject({
      transferred: { amount: 10_000 },
      replayed: false,
      referralBalance: 0,
      mainBalance: 10_000,
    });
    const again = (await transfer()).json().data;
    expect(again).toMatchObject({
      transferred: { amount: 10_000 },
      replayed: true,
      referralBalance: 0,
      mainBalance: 10_000,
    });
    // A requestId is the client's key, unique per user: another player sending the referrer's own id
    // replays nothing of theirs (security/id-fields.ts lists it as not owned for this reason).
    const borrowed = await t.app.inject({
      method: 'POST',
      url: '/web-api/bringfriend/transferMoneyToMainAccount',
      headers: friend.headers,
      payload: { requestId },
    });
    expect(borrowed.json().error_code).toBe('nothing_to_transfer');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/web-api/bringfriend/transferMoneyToMainAccount',
      headers: referrer.headers,
      payload: { requestId: randomUUID() },
    });
    expect(empty.json().error_code).toBe('nothing_to_transfer');

    const [user] = (await referralUsers(referrer)).users;
    const remove = (p: Player) =>
      t.app.inject({
        method: 'POST',
        url: '/web-api/bringfriend/removeReferralUser',
        headers: p.headers,
        payload: { referralUserId: user?.referralUserId },
      });
    expect((await remove(friend)).statusCode).toBe(404);
    expect((await remove(referrer)).statusCode).toBe(200);
    const listed = await referralUsers(referrer);
    expect(listed.users).toHaveLength(0);
    expect(listed.balance).toEqual([{ currencyId: TENGE, amount: 0 }]);
    await assertLedgerInvariants(t.database);
  });
});

describe('banners', () => {
  it('lists the player’s banners with their tag and serves each image as SVG to anyone', async () => {
    const player = await seedPlayer();
    const { tag } = await tagOf(player);
    const listed = await t.app.inject({
      method: 'POST',
      url: '/web-api/bringfriend/getBanners',
      headers: player.headers,
      payload: { lang: 'ru' },
    });
    const { banners, link } = listed.json().data as { banners: { imageUrl: string }[]; link: string };
    expect(link).toMatch(new RegExp(`/ru/registration\\?ref=${tag}$`));
    expect(banners).toHaveLength(3);
    const image = await t.app.inject({ method: 'GET', url: banners[0]?.imageUrl ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body.startsWith('<svg')).toBe(true);
    expect(image.body).toContain(tag);
  });

  it('answers 404 to every call where the site runs no referral programme (Meridian: promo.isBringFriendEnabled off)', async () => {
    const player = await seedPlayer();
    const meridian = { ...player.headers, host: 'meridian.localhost' };
    const { tag } = await tagOf(player);
    const calls = [
      { method: 'GET' as const, url: '/web-api/api/v3/users/friend-reffer-tag' },
      { method: 'POST' as const, url: '/web-api/bringfriend/getBanners', payload: {} },
      { method: 'POST' as const, url: '/web-api/bringfriend/getReferralUsers', payload: {} },
      { method: 'POST' as const, url: '/web-api/bringfriend/registration', payload: { tag } },
    ];
    for (const call of calls) {
      expect((await t.app.inject({ ...call, headers: meridian })).statusCode, call.url).toBe(404);
      expect((await t.app.inject({ ...call, headers: player.headers })).statusCode, call.url).not.toBe(404);
    }
  });
});
