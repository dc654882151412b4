// Bring a friend's fraud checks (ADR 0061 "Fraud checks: hold instead of pay") through the real schedule
// (the leader's sweep, app.bringAFriend.sweep): each rule holds a referred player's commission instead of
// paying it, with its reason kept and audited; a hold whose cause goes away is paid by a later sweep, once.
import { randomUUID } from 'node:crypto';
import type { PlayerReferralsAnswer } from '@fairline/shared/wire/backoffice-referrals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { asNumber } from '../../infra/sql-values';
import { createSession } from '../auth/auth.service';
import { asStaff, signedInStaff } from '../backoffice/backoffice.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { postTransaction, systemAccountId } from '../wallet/wallet.service';

const CSRF = { 'x-requested-with': 'fetch' };
const DAY = 86_400_000;
const TENGE = 4;
let t: TestApp;

interface Player {
  id: number;
  headers: Record<string, string>;
  cash: number;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await assertLedgerInvariants(t.database);
  await t.close();
});

async function player(opts: { email?: string; confirmed?: boolean } = {}): Promise<Player> {
  const [brand] = await t.database.query<{ id: number }>(`select id from brands where slug = 'fairline'`);
  const [row] = await t.database.query<{ id: unknown }>(
    `insert into users (brand_id, country, currency_id, registration_type, email, email_verified_at)
     values ($1, 'kz', $2, 'full_reg', $3, case when $4 then now() end) returning id`,
    [brand?.id, TENGE, opts.email ?? `check${randomUUID()}@example.com`, opts.confirmed ?? true],
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

async function tagOf(p: Player) {
  const res = await t.app.inject({ method: 'GET', url: '/web-api/api/v3/users/friend-reffer-tag', headers: p.headers });
  return { tag: res.json<{ data: { tag: string } }>().data.tag, owner: res.cookies.find((c) => c.name === 'fl_rfo') };
}

async function bind(friend: Player, referrer: Player, extraCookie = '') {
  const { tag } = await tagOf(referrer);
  const res = await t.app.inject({
    method: 'POST',
    url: '/web-api/bringfriend/registration',
    headers: { ...friend.headers, cookie: `${friend.headers.cookie}${extraCookie}` },
    payload: { tag },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const post = (kind: string, legs: { accountId: number; amount: number }[]) =>
  postTransaction(t.database, { kind, idempotencyKey: `${kind}:${randomUUID()}`, legs, at: new Date() });

/** Real money in (5,000 tenge, above the 10 USD minimum) unless told less, and a lost bet of 1,000 tenge. */
async function plays(p: Player, deposit = 500_000) {
  const clearing = await systemAccountId(t.database, 'payment_clearing', TENGE);
  const house = await systemAccountId(t.database, 'house_revenue', TENGE);
  const [open] = await t.database.query<{ id: unknown }>(`select ledger_player_account($1, $2, 'open_stakes') as id`, [
    p.id,
    TENGE,
  ]);
  await post('deposit', [
    { accountId: clearing, amount: -deposit },
    { accountId: p.cash, amount: deposit },
  ]);
  await post('bet_placed', [
    { accountId: p.cash, amount: -100_000 },
    { accountId: asNumber(open?.id), amount: 100_000 },
  ]);
  await post('bet_settled', [
    { accountId: asNumber(open?.id), amount: -100_000 },
    { accountId: house, amount: 100_000 },
  ]);
}

const sweep = (days = 1) => t.app.bringAFriend.sweep(new Date(Date.now() + days * DAY));

async function commission(friend: Player) {
  const [row] = await t.database.query<{ amount: unknown; tx_id: unknown; hold_reasons: string[] | null }>(
    'select amount, tx_id, hold_reasons from referral_commissions where referred_id = $1',
    [friend.id],
  );
  return { amount: asNumber(row?.amount), paid: row?.tx_id != null, reasons: row?.hold_reasons ?? [] };
}

const COMMISSION = 20_000; // 20 % of the 1,000 tenge the friend lost

/** A referrer and a friend who joined through the link, deposited and lost a bet today. */
async function pair(opts: { friend?: Parameters<typeof player>[0]; referrer?: Parameters<typeof player>[0] } = {}) {
  const [referrer, friend] = [await player(opts.referrer), await player(opts.friend)];
  await bind(friend, referrer);
  return { referrer, friend };
}

const setIp = (p: Player, ip: string) => t.database.query('update sessions set ip = $2 where user_id = $1', [p.id, ip]);

describe('self-referral: the same person on both sides', () => {
  it('same_browser: the friend joined in a browser that had opened the referrer’s own page', async () => {
    const [referrer, friend] = [await player(), await player()];
    const { owner } = await tagOf(referrer);
    expect(owner?.httpOnly).toBe(true);
    await bind(friend, referrer, `; fl_rfo=${owner?.value}`);
    await plays(friend);
    await sweep();
    expect(await commission(friend)).toEqual({ amount: COMMISSION, paid: false, reasons: ['same_browser'] });
    const [audited] = await t.database.query<{ details: { reasons: string[]; amount: number } }>(
      `select details from audit_log where action = 'referrals.commission_held' and subject = $1`,
      [`user:${referrer.id}`],
    );
    expect(audited?.details).toMatchObject({ reasons: ['same_browser'], amount: COMMISSION });
    // The referrer sees nothing earned while it is held.
    const list = await t.app.inject({
      method: 'POST',
      url: '/web-api/bringfriend/getReferralUsers',
      headers: referrer.headers,
      payload: {},
    });
    expect(list.json().data.totalEarned).toEqual([]);
    // The back office's player page shows the hold and why, on both players.
    const staff = await signedInStaff(t.app, t.database, 'support');
    const view = async (p: Player) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/admin-api/players/${p.id}/referrals`,
          headers: asStaff(staff.cookie),
        })
      ).json<PlayerReferralsAnswer>();
    const mine = await view(referrer);
    expect(mine.referred_players).toBe(1);
    expect(mine.periods).toEqual([
      expect.objectContaining({ role: 'referrer', referred_id: friend.id, status: 'held', reasons: ['same_browser'] }),
    ]);
    expect((await view(friend)).referred_by).toMatchObject({ referrer_id: referrer.id, same_browser: true });
  }, 30_000);

  it('same_ip: both seen on one public address within a day; a private address proves nothing', async () => {
    const shared = await pair();
    await setIp(shared.referrer, '203.0.113.7');
    await setIp(shared.friend, '203.0.113.7');
    await plays(shared.friend);
    const office = await pair();
    await setIp(office.referrer, '10.1.2.3');
    await setIp(office.friend, '10.1.2.3');
    await plays(office.friend);
    await sweep();
    expect((await commission(shared.friend)).reasons).toEqual(['same_ip']);
    expect(await commission(office.friend)).toEqual({ amount: COMMISSION, paid: true, reasons: [] });
  });

  it('same_email: one mailbox behind a +tag and Gmail’s dots', async () => {
    const tag = randomUUID().slice(0, 8);
    const { friend } = await pair({
      referrer: { email: `ann.lee${tag}@gmail.com` },
      friend: { email: `AnnLee${tag}+bonus@googlemail.com` },
    });
    await plays(friend);
    await sweep();
    expect((await commission(friend)).reasons).toEqual(['same_email']);
  });

  it('same_identity: the same identity document on both accounts', async () => {
    const { referrer, friend } = await pair();
    for (const p of [referrer, friend]) {
      await t.database.query(
        `insert into verifications (user_id, status, first_name, last_name, document_number)
         values ($1, 'pending', $2, 'Doe', 'N 0012 345')`,
        [p.id, p === referrer ? 'Jane' : 'Janet'],
      );
    }
    await plays(friend);
    await sweep();
    expect((await commission(friend)).reasons).toEqual(['same_identity']);
  });
});

describe('rings', () => {
  it('a referrer who is a referral of their own friend, and a farm of three friends on one address', async () => {
    const [a, b] = [await player(), await player()];
    await bind(b, a);
    await bind(a, b); // a joins through b's link in turn: a ring of two
    await plays(b);
    const farmer = await player();
    const farm = [await player(), await player(), await player()];
    for (const f of farm) {
      await bind(f, farmer);
      await setIp(f, '198.51.100.20');
    }
    await plays(farm[0] as Player);
    await sweep();
    expect((await commission(b)).reasons).toEqual(['referral_ring']);
    expect((await commission(farm[0] as Player)).reasons).toEqual(['referral_ring']);
  });
});

describe('the referred account', () => {
  it('blocked, self-excluded or unverified: held; unblocked, the next sweep pays it once', async () => {
    const blocked = await pair();
    await plays(blocked.friend);
    await t.database.query(`update users set status = 'blocked' where id = $1`, [blocked.friend.id]);
    const excluded = await pair();
    await plays(excluded.friend);
    await t.database.query(
      `insert into rg_blocks (user_id, kind, until, set_by) values ($1, 'self_exclusion', now() + interval '180 days', 'player')`,
      [excluded.friend.id],
    );
    const unverified = await pair({ friend: { confirmed: false } });
    await plays(unverified.friend);
    await sweep();
    expect((await commission(blocked.friend)).reasons).toEqual(['referred_blocked']);
    expect((await commission(excluded.friend)).reasons).toEqual(['referred_self_excluded']);
    expect((await commission(unverified.friend)).reasons).toEqual(['referred_unverified']);

    await t.database.query(`update users set status = 'active' where id = $1`, [blocked.friend.id]);
    await sweep(2);
    await sweep(2);
    expect(await commission(blocked.friend)).toEqual({ amount: COMMISSION, paid: true, reasons: [] });
    const [posted] = await t.database.query<{ n: unknown }>(
      `select count(*) as n from ledger_transactions where kind = 'referral_commission' and idempotency_key like $1`,
      [`referral:${blocked.referrer.id}:${blocked.friend.id}:%`],
    );
    expect(asNumber(posted?.n)).toBe(1);
    const [released] = await t.database.query<{ n: unknown }>(
      `select count(*) as n from audit_log where action = 'referrals.commission_released' and subject = $1`,
      [`user:${blocked.referrer.id}`],
    );
    expect(asNumber(released?.n)).toBe(1);
    expect((await commission(excluded.friend)).paid).toBe(false);
  });

  it('below_min_activity: no commission before 10 USD of real money; paid once the friend deposits it', async () => {
    const { friend } = await pair();
    await plays(friend, 100_000); // 1,000 tenge: about 2 USD
    await sweep();
    expect((await commission(friend)).reasons).toEqual(['below_min_activity']);
    const clearing = await systemAccountId(t.database, 'payment_clearing', TENGE);
    await post('deposit', [
      { accountId: clearing, amount: -400_000 },
      { accountId: friend.cash, amount: 400_000 },
    ]);
    await sweep(2);
    expect(await commission(friend)).toEqual({ amount: COMMISSION, paid: true, reasons: [] });
  });
});
